// The side games the simulator measures (docs/decisions/279-league-side-games.md): closest to the pin on the par 3s
// the league chooses (a distance in feet and inches) and long drive on the holes it chooses (yards). The holes are
// the league's, among its night settings; the distances are entered with the round's cards.
import { z } from '../../zod';
import { idSchema } from '../../schemas/common';

export const SIDE_GAMES = ['closest_to_pin', 'long_drive'] as const;
export type SideGame = (typeof SIDE_GAMES)[number];

/** The sane ranges a measurement is checked against (a simulator reports nothing outside them). */
export const SIDE_GAME_LIMITS = {
  /** Closest to the pin: up to 200 feet (the green and its surrounds), inches 0 to 11. */
  closestToPinFeet: 200,
  /** Long drive: 50 to 450 yards. */
  longDriveMinYards: 50,
  longDriveMaxYards: 450,
  /** At most this many holes of each game in a league. */
  holesPerGame: 6,
} as const;

export const SIDE_GAME_MESSAGES = {
  feet: `Feet must be a whole number from 0 to ${SIDE_GAME_LIMITS.closestToPinFeet}`,
  inches: 'Inches must be a whole number from 0 to 11',
  yards: `Yards must be a whole number from ${SIDE_GAME_LIMITS.longDriveMinYards} to ${SIDE_GAME_LIMITS.longDriveMaxYards}`,
  hole: 'A hole is a whole number from 1 to 18',
  holes: `Choose at most ${SIDE_GAME_LIMITS.holesPerGame} different holes`,
  notChosen: 'This hole is not one of the league’s holes for this game',
  notParThree: 'Closest to the pin is played on a par 3',
  noCourse: 'Side games need the round to be played on a course',
  notPlayer: 'This player does not play in this round',
  bothParts: 'Give both feet and inches, or neither to clear the distance',
  aceNeedsOne: 'A distance of 0 ft 0 in is an ace: the card must show a 1 on this hole',
  oneIsAnAce: 'A 1 on this hole is an ace: its distance to the pin is 0 ft 0 in',
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

/** The holes a side game is played on: distinct hole numbers, in order (none: the game is not played). */
export const sideGameHolesField = z.array(whole(1, 18, SIDE_GAME_MESSAGES.hole)).check(
  z.maxLength(SIDE_GAME_LIMITS.holesPerGame, SIDE_GAME_MESSAGES.holes),
  z.refine((holes) => new Set(holes).size === holes.length, SIDE_GAME_MESSAGES.holes),
);

/** A measurement's fields on each game: the hole and the distance (a null distance clears it). */
const closestToPinFields = {
  game: z.literal('closest_to_pin'),
  hole: whole(1, 18, SIDE_GAME_MESSAGES.hole),
  feet: z.nullable(whole(0, SIDE_GAME_LIMITS.closestToPinFeet, SIDE_GAME_MESSAGES.feet)),
  inches: z.nullable(whole(0, 11, SIDE_GAME_MESSAGES.inches)),
};
const longDriveFields = {
  game: z.literal('long_drive'),
  hole: whole(1, 18, SIDE_GAME_MESSAGES.hole),
  yards: z.nullable(
    whole(SIDE_GAME_LIMITS.longDriveMinYards, SIDE_GAME_LIMITS.longDriveMaxYards, SIDE_GAME_MESSAGES.yards),
  ),
};

/** One player's measurement on one hole; a null distance clears it. */
export const sideGameEntrySchema = z.discriminatedUnion('game', [
  z.strictObject({ ...closestToPinFields, participantId: idSchema }),
  z.strictObject({ ...longDriveFields, participantId: idSchema }),
]);
export type SideGameEntry = z.infer<typeof sideGameEntrySchema>;

/**
 * A player's own measurement, posted with their card (PUT …/my-card's `sideGames`): the player is the one posting,
 * so no participantId; otherwise as the organiser enters it.
 */
export const myCardSideGameSchema = z.discriminatedUnion('game', [
  z.strictObject(closestToPinFields),
  z.strictObject(longDriveFields),
]);
export type MyCardSideGame = z.infer<typeof myCardSideGameSchema>;

/** A stored measurement of one player as their card answers it: inches to the pin, or yards of the drive. */
export const mySideGameSchema = z.object({
  game: z.enum(SIDE_GAMES),
  hole: z.number().check(z.int()),
  distance: z.number().check(z.int()),
});

/**
 * PUT /api/leagues/{id}/rounds/{roundId}/side-games body: measurements of the round merged into what it holds (a
 * player and hole the body does not name keep theirs).
 */
export const sideGamesSaveSchema = z.strictObject({
  entries: z.array(sideGameEntrySchema).check(z.maxLength(400, 'Too many measurements')),
});
export type SideGamesSave = z.infer<typeof sideGamesSaveSchema>;

const sideGameResultSchema = z.object({
  game: z.enum(SIDE_GAMES),
  hole: z.number().check(z.int()),
  /** Every distance entered, in the game's unit (inches for closest to the pin, yards for long drive). */
  entries: z.array(z.object({ participantId: idSchema, teamId: z.number().check(z.int()), distance: z.number() })),
  /** The best distance's players (more than one on a tie: they share it); empty before a distance is entered. */
  winners: z.array(
    z.object({ participantId: idSchema, teamId: z.number().check(z.int()), players: z.array(z.string()) }),
  ),
  /** '4 ft 2 in', '287 yards'; null before a distance is entered. */
  distance: z.nullable(z.string()),
  /** The flight playing it (docs/decisions/288-league-flights.md); null without flights, or the teams in none; always sent. */
  flight: z.optional(z.nullable(z.number().check(z.int()))),
});
export type SideGameResult = z.infer<typeof sideGameResultSchema>;
export const sideGameResultsSchema = z.array(sideGameResultSchema);
