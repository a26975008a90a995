// League rounds, scores, standings and matchups. The requirements leave these shapes open
// (docs/requirements.md#rounds-and-scores); this design is recorded in
// docs/decisions/002-league-rounds-scores-standings.md. Keep it in step with that record.
import { z } from '../zod';
import { dateStringField, idSchema, timestampSchema } from './common';

export const MIN_STROKES = 18;
export const MAX_STROKES = 200;
export const MATCH_RESULTS = ['win', 'loss'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** Our design (the requirements leave it open): a round is one dated session of a league. */
export const leagueRoundSchema = z.object({
  id: idSchema,
  leagueId: idSchema,
  roundNumber: z.number().check(z.int(), z.positive()),
  roundDate: z.string(),
  name: z.nullable(z.string()),
});
export type LeagueRound = z.infer<typeof leagueRoundSchema>;

/** POST /api/leagues/{id}/rounds body (leagueId duplicates the path, as docs/requirements.md#admin-calls has it). */
export const createRoundSchema = z.strictObject({
  leagueId: z.optional(idSchema),
  roundNumber: z
    .number({ error: 'Round number is required' })
    .check(
      z.int('Round number must be a whole number'),
      z.minimum(1, 'Round number must be at least 1'),
      z.maximum(500, 'Round number must be at most 500'),
    ),
  roundDate: dateStringField('Please select a round date', 'Please select a round date'),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Round name must be at most 100 characters'))),
});
export type CreateRoundInput = z.infer<typeof createRoundSchema>;

const strokesField = z
  .number({ error: 'Strokes must be a whole number' })
  .check(
    z.int('Strokes must be a whole number'),
    z.minimum(MIN_STROKES, `Strokes must be at least ${MIN_STROKES}`),
    z.maximum(MAX_STROKES, `Strokes must be at most ${MAX_STROKES}`),
  );
const resultField = z.enum(MATCH_RESULTS, { error: 'Please select a result' });

/**
 * DESIGNED: one score row = one competitor's result in one round. participantId is a league participant id;
 * standings group scores by that participant's teamId, so a scramble team's score is entered once, against
 * either player (normally the team lead). lowest_score rows carry strokes; match_play rows carry result
 * (and usually the opponent).
 */
export const leagueScoreSchema = z.object({
  id: idSchema,
  leagueId: idSchema,
  roundId: idSchema,
  participantId: idSchema,
  strokes: z.nullable(z.number().check(z.int())),
  result: z.nullable(z.enum(MATCH_RESULTS)),
  opponentParticipantId: z.nullable(idSchema),
  createdAt: z.optional(timestampSchema),
});
export type LeagueScore = z.infer<typeof leagueScoreSchema>;

/** POST /api/leagues/{id}/scores body: exactly one of strokes (lowest_score) or result (match_play). */
export const createScoreSchema = z
  .strictObject({
    leagueId: z.optional(idSchema),
    roundId: z.number({ error: 'Please select a round' }).check(z.int(), z.positive('Please select a round')),
    participantId: z.number({ error: 'Please select a player' }).check(z.int(), z.positive('Please select a player')),
    strokes: z.optional(strokesField),
    result: z.optional(resultField),
    opponentParticipantId: z.optional(idSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.strokes === undefined) === (value.result === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'Enter either strokes or a match result', path: ['strokes'] });
      }
      if (value.opponentParticipantId !== undefined && value.opponentParticipantId === value.participantId) {
        ctx.addIssue({
          code: 'custom',
          message: 'A player cannot play against themselves',
          path: ['opponentParticipantId'],
        });
      }
    }),
  );
export type CreateScoreInput = z.infer<typeof createScoreSchema>;

/** PATCH /api/leagues/{id}/scores/{scoreId} body. */
const scoreFields = {
  strokes: z.optional(strokesField),
  result: z.optional(resultField),
  opponentParticipantId: z.optional(z.nullable(idSchema)),
};

export const updateScoreSchema = z
  .strictObject(scoreFields)
  .check(
    z.refine(
      (v: { strokes?: number; result?: MatchResult; opponentParticipantId?: number | null }) =>
        v.strokes !== undefined || v.result !== undefined || v.opponentParticipantId !== undefined,
      { error: 'Nothing to update' },
    ),
  );
export type UpdateScoreInput = z.infer<typeof updateScoreSchema>;

/** Which score field a league's scoring type needs; the server rejects the other with this message. */
export function scoreFieldFor(scoringType: 'lowest_score' | 'match_play'): 'strokes' | 'result' {
  return scoringType === 'lowest_score' ? 'strokes' : 'result';
}

/**
 * DESIGNED: one standings row per team (an individual league's participants each have their own team).
 * lowest_score: totalStrokes set, wins/losses/points null. match_play: wins/losses set, points = wins
 * (win 1 point, loss 0), totalStrokes null. Equal competitors share a rank (1, 1, 3).
 */
export const standingsRowSchema = z.object({
  rank: z.number().check(z.int(), z.positive()),
  teamId: z.number().check(z.int()),
  players: z.array(z.string()),
  roundsPlayed: z.number().check(z.int(), z.nonnegative()),
  totalStrokes: z.nullable(z.number().check(z.int())),
  averageStrokes: z.nullable(z.number()),
  wins: z.nullable(z.number().check(z.int())),
  losses: z.nullable(z.number().check(z.int())),
  points: z.nullable(z.number()),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

/** GET /api/leagues/{id}/standings response. */
export const standingsResponseSchema = z.object({
  leagueId: idSchema,
  scoringType: z.enum(['lowest_score', 'match_play']),
  rows: z.array(standingsRowSchema),
});
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;

/** DESIGNED: GET /api/leagues/{id}/rounds/{roundId}/matchups item (match play pairs of a round). */
export const matchupSchema = z.object({
  roundId: idSchema,
  participantId: idSchema,
  opponentParticipantId: z.nullable(idSchema),
  winnerParticipantId: z.nullable(idSchema),
});
export type Matchup = z.infer<typeof matchupSchema>;

/**
 * PUT /api/leagues/{id}/rounds/{roundId}/scores body: the round's whole score sheet, saved at once (it replaces
 * the round's scores). lowest_score: one entry per team with strokes. match_play: one entry per match, the
 * participant's result against the opponent (null opponent = a bye, recorded as a win); the server records the
 * opponent's opposite result (docs/decisions/111-league-play-sheet-and-pairings.md).
 */
export const scoreSheetEntrySchema = z.strictObject({ participantId: idSchema, ...scoreFields });
export const scoreSheetSchema = z.strictObject({
  entries: z.array(scoreSheetEntrySchema).check(z.maxLength(100, 'Too many scores')),
});
export type ScoreSheetInput = z.infer<typeof scoreSheetSchema>;
