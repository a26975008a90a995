// Flights (docs/decisions/288-league-flights.md): the organiser splits a league's field into flights, by handicap or
// by hand; standings, skins and side games are then worked out within each flight.
import { z } from '../../zod';
import { idSchema } from '../../schemas/common';

/** At most this many flights in a league (A to F). */
export const MAX_FLIGHTS = 6;

export const FLIGHT_MESSAGES = {
  count: `Choose from 2 to ${MAX_FLIGHTS} flights`,
  flight: `A flight is a number from 1 to ${MAX_FLIGHTS}, or none`,
  team: 'Give each team at most once',
  teamNotFound: 'That team is not in this league.',
  noHandicaps: 'This league plays without handicaps: put the players in flights by hand.',
  tooFew: (teams: number) =>
    `There are ${teams} ${teams === 1 ? 'team' : 'teams'} playing: choose fewer flights than that.`,
} as const;

const int = () => z.number().check(z.int());
const flightNumber = z
  .number({ error: FLIGHT_MESSAGES.flight })
  .check(
    z.int(FLIGHT_MESSAGES.flight),
    z.minimum(1, FLIGHT_MESSAGES.flight),
    z.maximum(MAX_FLIGHTS, FLIGHT_MESSAGES.flight),
  );

/**
 * PUT /api/leagues/{id}/flights body: `handicap` splits the players still playing into `flights` flights of about
 * equal size by their current league handicaps; `hand` moves the teams listed (a flight number, or null for none) and
 * leaves the others where they are; `none` takes the league back to one field.
 */
export const flightsSaveSchema = z.discriminatedUnion('split', [
  z.strictObject({
    split: z.literal('handicap'),
    flights: z
      .number({ error: FLIGHT_MESSAGES.count })
      .check(
        z.int(FLIGHT_MESSAGES.count),
        z.minimum(2, FLIGHT_MESSAGES.count),
        z.maximum(MAX_FLIGHTS, FLIGHT_MESSAGES.count),
      ),
  }),
  z.strictObject({
    split: z.literal('hand'),
    teams: z.array(z.strictObject({ teamId: idSchema, flight: z.nullable(flightNumber) })).check(
      z.minLength(1, FLIGHT_MESSAGES.team),
      z.maxLength(100, FLIGHT_MESSAGES.team),
      z.refine((teams) => new Set(teams.map((t) => t.teamId)).size === teams.length, FLIGHT_MESSAGES.team),
    ),
  }),
  z.strictObject({ split: z.literal('none') }),
]);
export type FlightsSave = z.infer<typeof flightsSaveSchema>;

const flightTeamSchema = z.object({
  teamId: int(),
  players: z.array(z.string()),
  /** The team's current league handicap (null: none yet, or the league plays without handicaps). */
  handicap: z.nullable(z.number()),
  withdrawn: z.boolean(),
});

/** GET and PUT /api/leagues/{id}/flights answer: the flights in order with their teams, then the teams in none. */
export const flightsResponseSchema = z.object({
  leagueId: int(),
  flights: z.array(z.object({ flight: int(), name: z.string(), teams: z.array(flightTeamSchema) })),
  /** Teams in no flight: everyone when the league has no flights; in a flighted league, a late joiner not yet put in one. */
  unassigned: z.array(flightTeamSchema),
});
export type FlightsResponse = z.infer<typeof flightsResponseSchema>;
