// Best ball and A/B teams (docs/decisions/497-best-ball-and-a-b-teams.md): the sides an individual stroke-play league's
// players are put in for the season, how they are set, and what GET /api/leagues/{id}/sides answers.
import { z } from '../../zod';
import { idSchema } from '../../schemas/common';
import { TEAM_FORMATS } from './league-record';

/** At most this many sides in a league. */
export const MAX_SIDES = 50;

export const SIDE_MESSAGES = {
  side: `A side is a number from 1 to ${MAX_SIDES}, or none`,
  player: 'Give each player at most once',
  playerNotFound: 'That player is not in this league.',
  noFormat: 'This league plays no team format: choose best ball or A/B teams on its night first.',
  format: 'Best ball and A/B teams are played by an individual stroke-play league.',
  full: (side: number, most: number) => `Side ${side} would have more than ${most} players.`,
} as const;

const int = () => z.number().check(z.int());
const sideNumber = z
  .number({ error: SIDE_MESSAGES.side })
  .check(z.int(SIDE_MESSAGES.side), z.minimum(1, SIDE_MESSAGES.side), z.maximum(MAX_SIDES, SIDE_MESSAGES.side));

/**
 * PUT /api/leagues/{id}/sides body: `handicap` deals the players still playing into even sides by their current
 * handicaps; `hand` moves the players listed (a side, or null for none) and leaves the others where they are; `none`
 * takes every player out of their side.
 */
export const sidesSaveSchema = z.discriminatedUnion('split', [
  z.strictObject({ split: z.literal('handicap') }),
  z.strictObject({
    split: z.literal('hand'),
    players: z.array(z.strictObject({ teamId: idSchema, side: z.nullable(sideNumber) })).check(
      z.minLength(1, SIDE_MESSAGES.player),
      z.maxLength(100, SIDE_MESSAGES.player),
      z.refine((players) => new Set(players.map((p) => p.teamId)).size === players.length, SIDE_MESSAGES.player),
    ),
  }),
  z.strictObject({ split: z.literal('none') }),
]);
export type SidesSave = z.infer<typeof sidesSaveSchema>;

const sidePlayerSchema = z.object({
  teamId: int(),
  name: z.string(),
  /** The player's current league handicap (null: none yet, or the league plays without handicaps). */
  handicap: z.nullable(z.number()),
  /** In an A/B side, A for the lower handicap; null otherwise. */
  letter: z.nullable(z.enum(['A', 'B'])),
  withdrawn: z.boolean(),
});

/** GET and PUT /api/leagues/{id}/sides answer: the format, the sides ranked with their nights, then the players in none. */
export const sidesResponseSchema = z.object({
  leagueId: int(),
  format: z.enum(TEAM_FORMATS),
  /** Players a side holds (2 or 4 for best ball; 2 for A/B). */
  sideSize: int(),
  /** Whether the points are the league's table by place (best ball with a table, or A/B's match points). */
  byPoints: z.boolean(),
  sides: z.array(
    z.object({
      side: int(),
      name: z.string(),
      /** Its place (a shared place repeats); null: no night played yet. */
      rank: z.nullable(int()),
      points: z.number(),
      nights: int(),
      /** Best ball: its best-ball strokes over the nights played; null for A/B. */
      strokes: z.nullable(z.number()),
      players: z.array(sidePlayerSchema),
      /** Each night played: its best ball and place (best ball), or its opponent and results (A/B), and its points. */
      results: z.array(
        z.object({
          roundNumber: int(),
          score: z.nullable(z.number()),
          rank: z.nullable(int()),
          opponent: z.nullable(int()),
          matches: z.array(z.nullable(z.enum(['win', 'loss', 'halve']))),
          points: z.number(),
        }),
      ),
    }),
  ),
  unassigned: z.array(sidePlayerSchema),
});
export type SidesResponse = z.infer<typeof sidesResponseSchema>;
