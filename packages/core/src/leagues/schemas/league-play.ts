// League rounds, scores, standings and matchups. The requirements leave these shapes open
// (docs/requirements.md#rounds-and-scores); this design is recorded in
// docs/decisions/201-league-play-an-organiser-can-trust.md. Keep it in step with that record.
import { z } from '../../zod';
import { MAX_ID, dateStringField, idSchema, timestampSchema } from '../../schemas/common';
import { handicapNumberSchema, holeScoreField, holeScoresField, roundCourseSchema } from './course';
import { COURSE_HOLES, courseHolesField, leagueRulesSchema } from './league-record';
import { myCardSideGameSchema, mySideGameSchema, SIDE_GAME_LIMITS } from './league-side-games';

export const MIN_STROKES = 18;
export const MAX_STROKES = 200;
/** A match's result for one side: win, loss or halved (½ point each by default). */
export const MATCH_RESULTS = ['win', 'loss', 'halve'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** The checks of absenceSchema's substitute the schema leaves to the server (they span fields). */
export const SUBSTITUTE_MESSAGES = {
  who: 'Please name the substitute or choose a member, not both',
  played: 'Only a player who did not play has a substitute',
} as const;
const strokesField = z
  .number({ error: 'Strokes must be a whole number' })
  .check(
    z.int('Strokes must be a whole number'),
    z.minimum(MIN_STROKES, `Strokes must be at least ${MIN_STROKES}`),
    z.maximum(MAX_STROKES, `Strokes must be at most ${MAX_STROKES}`),
  );
/** A substitute as absenceSchema takes one (the schema-columns test checks its name against its column). */
export const substituteSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  userId: z.optional(z.nullable(idSchema)),
  handicap: handicapNumberSchema(),
  strokes: z.optional(z.nullable(strokesField)),
  /** Their card by the hole on the round's course (docs/decisions/498-a-substitutes-own-card.md): strokes are its sum. */
  holes: z.optional(z.nullable(holeScoresField)),
});
/** Our design (the requirements leave it open): a round is one dated session of a league. */
export const leagueRoundSchema = z.object({
  id: idSchema,
  leagueId: idSchema,
  roundNumber: z.number().check(z.int(), z.positive()),
  roundDate: z.string(),
  name: z.nullable(z.string()),
  /**
   * The course the round is played on as it plays it (its holes give hole-by-hole scorecards: the chosen nine of an
   * 18-hole course, decision 289), or null: totals only.
   */
  course: z.nullable(roundCourseSchema),
  /** The holes of its course the round plays; always sent (optional for readers of older answers). */
  courseHoles: z.optional(z.enum(COURSE_HOLES)),
  /** Teams with a score (stroke play) or a result or bye (match play) in this round, and the league's teams. */
  scoredTeams: z.number().check(z.int(), z.nonnegative()),
  totalTeams: z.number().check(z.int(), z.nonnegative()),
  /** Teams marked did not play without a card; the round is complete when scored and absent make every team. */
  absentTeams: z.number().check(z.int(), z.nonnegative()),
  complete: z.boolean(),
  /** The players marked did not play in this round (participant ids). */
  didNotPlay: z.array(idSchema),
  /** The substitutes playing for marked players (docs/decisions/274-league-substitutes.md); strokes null: no card yet. */
  substitutes: z.array(z.object({ participantId: idSchema, ...substituteSchema.shape })),
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
  /** The course the round is played on (an admin's course list); none: scores are entered as totals. */
  courseId: z.optional(z.nullable(idSchema)),
  /** Its holes played (decision 289): all (the default), or the front or back nine of an 18-hole course. */
  courseHoles: z.optional(courseHolesField),
});
export type CreateRoundInput = z.infer<typeof createRoundSchema>;

/**
 * PATCH /api/leagues/{id}/rounds/{roundId} body: a round's date, course (its holes with it) or name, until the round
 * has cards (docs/decisions/110-league-schedule-and-places.md). A field left out is kept; courseId null: no course.
 */
export const updateRoundSchema = z
  .strictObject({
    roundDate: z.optional(dateStringField('Please select a round date', 'Please select a round date')),
    name: createRoundSchema.shape.name,
    courseId: z.optional(z.nullable(idSchema)),
    courseHoles: z.optional(courseHolesField),
  })
  .check(
    z.refine(
      (v) =>
        v.roundDate !== undefined || v.name !== undefined || v.courseId !== undefined || v.courseHoles !== undefined,
      {
        error: 'Nothing to update',
      },
    ),
  );
export type UpdateRoundInput = z.infer<typeof updateRoundSchema>;

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
  /** Gross per hole when the score was entered by the hole (strokes is then their sum). */
  holes: z.nullable(z.array(z.number().check(z.int()))),
  result: z.nullable(z.enum(MATCH_RESULTS)),
  opponentParticipantId: z.nullable(idSchema),
  createdAt: z.optional(timestampSchema),
});
export type LeagueScore = z.infer<typeof leagueScoreSchema>;

/**
 * POST /api/leagues/{id}/scores body: strokes or holes (lowest_score; both: the total must match the holes) or
 * result (match_play).
 */
export const createScoreSchema = z
  .strictObject({
    leagueId: z.optional(idSchema),
    roundId: z
      .number({ error: 'Please select a round' })
      .check(z.int(), z.positive('Please select a round'), z.maximum(MAX_ID, 'Please select a round')),
    participantId: z
      .number({ error: 'Please select a player' })
      .check(z.int(), z.positive('Please select a player'), z.maximum(MAX_ID, 'Please select a player')),
    strokes: z.optional(strokesField),
    holes: z.optional(holeScoresField),
    result: z.optional(resultField),
    opponentParticipantId: z.optional(idSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.strokes === undefined && value.holes === undefined) === (value.result === undefined)) {
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
  holes: z.optional(holeScoresField),
  result: z.optional(resultField),
  opponentParticipantId: z.optional(z.nullable(idSchema)),
};

export const updateScoreSchema = z
  .strictObject(scoreFields)
  .check(
    z.refine(
      (v: { strokes?: number; holes?: number[]; result?: MatchResult; opponentParticipantId?: number | null }) =>
        v.strokes !== undefined ||
        v.holes !== undefined ||
        v.result !== undefined ||
        v.opponentParticipantId !== undefined,
      { error: 'Nothing to update' },
    ),
  );
export type UpdateScoreInput = z.infer<typeof updateScoreSchema>;

/** Which score field a league's scoring type needs; the server rejects the other with this message. */
export function scoreFieldFor(scoringType: 'lowest_score' | 'match_play'): 'strokes' | 'result' {
  return scoringType === 'lowest_score' ? 'strokes' : 'result';
}

/**
 * One cell of the standings' week-by-week grid: the team's strokes in that round (stroke play), or its result and
 * opponent (match play; 'bye' for the bye). counted: the round counts towards a best-N total.
 */
export const standingsWeekSchema = z.object({
  roundId: idSchema,
  strokes: z.nullable(z.number().check(z.int())),
  result: z.nullable(z.enum([...MATCH_RESULTS, 'bye'])),
  opponentTeamId: z.nullable(z.number().check(z.int())),
  opponent: z.nullable(z.string()),
  counted: z.boolean(),
  /** Marked did not play; strokes are then what the league's absence rule counted (null: nothing). */
  didNotPlay: z.boolean(),
  /** 'Did not play: average, 41 counted', 'Did not play: no score'; null for a week played. */
  absence: z.nullable(z.string()),
  /**
   * The team's card of the round as gross and net (stroke play with league handicaps); null otherwise. Always sent
   * (optional for readers of older answers).
   */
  gross: z.optional(z.nullable(z.number().check(z.int()))),
  net: z.optional(z.nullable(z.number().check(z.int()))),
});
export type StandingsWeek = z.infer<typeof standingsWeekSchema>;

/**
 * DESIGNED: one standings row per team (an individual league's participants each have their own team), ranked by
 * the league's rules (docs/decisions/201-league-play-an-organiser-can-trust.md). rank is null before any score
 * and for a team below the minimum rounds ('not yet ranked'); teams still equal after every tie-break share a
 * rank (1, 1, 3). tieBreak says how a tie was settled ('Tied on points; ahead on head-to-head'). rankChange:
 * places gained (+) or lost (−) since the standings before the latest scored round; null when there was none.
 */
export const standingsRowSchema = z.object({
  rank: z.nullable(z.number().check(z.int(), z.positive())),
  ranked: z.boolean(),
  rankChange: z.nullable(z.number().check(z.int())),
  tieBreak: z.nullable(z.string()),
  teamId: z.number().check(z.int()),
  players: z.array(z.string()),
  roundsPlayed: z.number().check(z.int(), z.nonnegative()),
  totalStrokes: z.nullable(z.number().check(z.int())),
  averageStrokes: z.nullable(z.number()),
  /** Total of the counted (best N) rounds, with the best_rounds ranking. */
  countedStrokes: z.nullable(z.number().check(z.int())),
  bestRound: z.nullable(z.number().check(z.int())),
  wins: z.nullable(z.number().check(z.int())),
  losses: z.nullable(z.number().check(z.int())),
  halves: z.nullable(z.number().check(z.int())),
  byes: z.nullable(z.number().check(z.int())),
  points: z.nullable(z.number()),
  /** (wins + ½ halves) / matches played, byes not counted; 0..1, three decimals. */
  winPercentage: z.nullable(z.number()),
  /** The team's current league handicap; null when the league plays gross. */
  handicap: z.nullable(z.number()),
  /** Average net per round played (stroke play with handicaps); null otherwise. */
  net: z.nullable(z.number()),
  /**
   * Average gross per round played (stroke play with handicaps; the standings' Gross column beside Net, whatever the
   * league ranks by); null otherwise. Always sent (optional for readers of older answers).
   */
  gross: z.optional(z.nullable(z.number())),
  weeks: z.array(standingsWeekSchema),
  /** Every player of the team withdrew: their past rounds stand, they play no more (decision 271). */
  withdrawn: z.optional(z.boolean()),
  /**
   * The team's flight (1: Flight A), its rank and rank change being within it (docs/decisions/288-league-flights.md);
   * null without flights, and for a team in none in a flighted league (ranked among those). Always sent.
   */
  flight: z.optional(z.nullable(z.number().check(z.int()))),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

/** GET /api/leagues/{id}/standings response: the rows, the rounds of the grid (in order) and the rules applied. */
export const standingsResponseSchema = z.object({
  leagueId: idSchema,
  scoringType: z.enum(['lowest_score', 'match_play']),
  rules: leagueRulesSchema,
  rounds: z.array(z.object({ roundId: idSchema, roundNumber: z.number().check(z.int()), roundDate: z.string() })),
  rows: z.array(standingsRowSchema),
  /** The averages' decimals: 1, or 2 when tenths would print two places alike (37.80 and 37.83; decision 485). */
  decimals: z.optional(z.union([z.literal(1), z.literal(2)])),
});
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;

/**
 * DESIGNED: GET /api/leagues/{id}/rounds/{roundId}/matchups item: every pairing of a match-play round — played
 * (winnerParticipantId set, or halved), unplayed (winnerParticipantId null, halved false) and the bye (opponent
 * null, bye true). suggested: the round has no stored pairings yet and this is the round-robin suggestion.
 */
export const matchupSchema = z.object({
  roundId: idSchema,
  participantId: idSchema,
  opponentParticipantId: z.nullable(idSchema),
  winnerParticipantId: z.nullable(idSchema),
  halved: z.boolean(),
  bye: z.boolean(),
  suggested: z.boolean(),
});
export type Matchup = z.infer<typeof matchupSchema>;

/** A pairing of a match-play round (opponent null: the bye). */
export const pairingSchema = z.strictObject({ participantId: idSchema, opponentParticipantId: z.nullable(idSchema) });
export type Pairing = z.infer<typeof pairingSchema>;

/**
 * PUT /api/leagues/{id}/rounds/{roundId}/pairings body: the round's pairings as the organiser set them (replacing
 * the stored ones). A pairing that already has a result cannot be changed or removed (clear the result first).
 */
export const pairingsSchema = z.strictObject({
  pairings: z.array(pairingSchema).check(z.maxLength(100, 'Too many pairings')),
});
export type PairingsInput = z.infer<typeof pairingsSchema>;

/**
 * PUT /api/leagues/{id}/rounds/{roundId}/scores body: scores of a round saved at once, merged into what the round
 * has (docs/decisions/201-league-play-an-organiser-can-trust.md): teams the sheet does not name keep their scores,
 * pairings and results. lowest_score: one entry per team, strokes (null clears it). match_play: one entry per
 * match, the participant's result (null or absent: not played yet) against opponentParticipantId (null: the bye;
 * absent: the participant's stored pairing, or the bye when it has none). A pairing in the sheet replaces the
 * stored pairings of both its players; the server records the opponent's opposite result.
 */
export const scoreSheetEntrySchema = z.strictObject({
  participantId: idSchema,
  strokes: z.optional(z.nullable(strokesField)),
  /** Gross per hole, as many as the round's course has (the stored total is their sum); null clears them. */
  holes: z.optional(z.nullable(holeScoresField)),
  result: z.optional(z.nullable(resultField)),
  opponentParticipantId: z.optional(z.nullable(idSchema)),
});
export type ScoreSheetEntry = z.infer<typeof scoreSheetEntrySchema>;
export const scoreSheetSchema = z.strictObject({
  entries: z.array(scoreSheetEntrySchema).check(z.maxLength(100, 'Too many scores')),
});
export type ScoreSheetInput = z.infer<typeof scoreSheetSchema>;

/**
 * PUT /api/leagues/{id}/rounds/{roundId}/absences/{participantId} body: the player did not play the round (true), or
 * that mark taken off (false) (docs/decisions/270-league-absences-and-round-completion.md).
 */
export const absenceSchema = z.strictObject({
  didNotPlay: z.boolean({ error: 'Please say whether the player did not play' }),
  /**
   * Who plays for them under the substitute absence rule (docs/decisions/274-league-substitutes.md): a member
   * (userId) or a named guest, their handicap, their card's gross total once played; null takes the substitute off,
   * left out keeps it. One of name and userId, and only with didNotPlay: the server says so (SUBSTITUTE_MESSAGES).
   */
  substitute: z.optional(z.nullable(substituteSchema)),
});
export type AbsenceInput = z.infer<typeof absenceSchema>;

/**
 * PUT /api/leagues/{id}/rounds/{roundId}/my-card body: the player's card as it stands, a gross figure or null (not
 * played yet) for each hole of the round's course (docs/decisions/273-player-posted-cards.md).
 */
export const myCardSchema = z.strictObject({
  holes: z
    .array(z.nullable(holeScoreField))
    .check(z.minLength(1, 'A card has 9 or 18 holes'), z.maxLength(18, 'A card has 9 or 18 holes')),
  /**
   * The player's side-game distances posted with the card (docs/decisions/279-league-side-games.md): on the league's
   * holes of the round, merged like the organiser's entry (a null distance clears one); left out keeps them.
   */
  sideGames: z.optional(
    z.array(myCardSideGameSchema).check(z.maxLength(2 * SIDE_GAME_LIMITS.holesPerGame, 'Too many measurements')),
  ),
});
export type MyCardInput = z.infer<typeof myCardSchema>;

/** A player's posted card of a round: as they posted it, how far they are, and whether the organiser approved it. */
export const postedCardSchema = z.object({
  roundId: idSchema,
  participantId: idSchema,
  /** The player's display name. */
  name: z.string(),
  holes: z.array(z.nullable(z.number().check(z.int()))),
  /** Holes played. */
  thru: z.number().check(z.int(), z.nonnegative()),
  /** The organiser saved the round's card for the player's team: the player can no longer change it. */
  approved: z.boolean(),
  /** ISO-8601 instant of the last post; null when nothing was posted. */
  postedAt: z.nullable(z.string()),
  /** The player's side-game distances in the round (their own card's answer; the organiser's list leaves it out). */
  sideGames: z.optional(z.array(mySideGameSchema)),
});
export type PostedCard = z.infer<typeof postedCardSchema>;
