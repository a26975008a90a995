// Courses a league round is played on (a simulator course: its holes' par and stroke index), and the league
// handicap rules (docs/decisions/211-league-handicaps-and-scorecards.md).
import { z } from '../../zod';
import { teamHandicap } from '../rules/league-handicap';
import { BUY_IN_PER, LEAGUE_MONEY_MESSAGES, MAX_BUY_IN_CENTS, moneySharesProblem } from '../rules/league-money';
import { idSchema } from '../../schemas/common';
import {
  ABSENCE_RULES,
  COURSE_HOLES,
  HANDICAP_MODES,
  NEW_PLAYER_STARTS,
  RANK_BY,
  SKINS_MODES,
  TEAM_FORMATS,
  TEAM_SIZES,
  type AbsenceRule,
  type HandicapRules,
  type LeagueNight,
} from './league-record';
import { sideGameHolesField, sideGameResultsSchema } from './league-side-games';

export const HOLE_COUNTS = [9, 18] as const;
export const MIN_PAR = 3;
export const MAX_PAR = 6;
/** Gross strokes on one hole: 1 (an ace) to 15 (the most a card takes; a player who picks up writes 15). */
export const MIN_HOLE_STROKES = 1;
export const MAX_HOLE_STROKES = 15;

export const COURSE_MESSAGES = {
  holeCount: 'A course has 9 or 18 holes',
  strokeIndex: 'Stroke indexes must use each number from 1 to the number of holes once',
  par: `Par must be a whole number from ${MIN_PAR} to ${MAX_PAR}`,
  name: 'Course name is required',
} as const;

export const courseHoleSchema = z.strictObject({
  par: z
    .number({ error: COURSE_MESSAGES.par })
    .check(
      z.int(COURSE_MESSAGES.par),
      z.minimum(MIN_PAR, COURSE_MESSAGES.par),
      z.maximum(MAX_PAR, COURSE_MESSAGES.par),
    ),
  strokeIndex: z
    .number({ error: 'Stroke index must be a whole number' })
    .check(
      z.int('Stroke index must be a whole number'),
      z.minimum(1, 'Stroke index must be at least 1'),
      z.maximum(18, 'Stroke index must be at most 18'),
    ),
});
export type CourseHole = z.infer<typeof courseHoleSchema>;

/** True when the holes' stroke indexes are 1..n, each once. */
export function isStrokeIndexPermutation(holes: readonly Pick<CourseHole, 'strokeIndex'>[]): boolean {
  const seen = new Set(holes.map((h) => h.strokeIndex));
  return seen.size === holes.length && holes.every((h) => h.strokeIndex >= 1 && h.strokeIndex <= holes.length);
}

const holesField = z.array(courseHoleSchema).check(
  z.superRefine((holes, ctx) => {
    if (!(HOLE_COUNTS as readonly number[]).includes(holes.length)) {
      ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.holeCount, input: holes });
    } else if (!isStrokeIndexPermutation(holes)) {
      ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.strokeIndex, input: holes });
    }
  }),
);

const courseNameField = z
  .string({ error: COURSE_MESSAGES.name })
  .check(
    z.trim(),
    z.minLength(1, COURSE_MESSAGES.name),
    z.maxLength(100, 'Course name must be at most 100 characters'),
  );

/** POST /api/admin/courses body. */
export const createCourseSchema = z.strictObject({ name: courseNameField, holes: holesField });
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

/** PATCH /api/admin/courses/{id} body (a course with scores keeps its holes: see the service). */
export const updateCourseSchema = z
  .strictObject({ name: z.optional(courseNameField), holes: z.optional(holesField) })
  .check(z.refine((v) => v.name !== undefined || v.holes !== undefined, { error: 'Nothing to update' }));
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

/** A course as the API returns it. par is the holes' total; inUse: a round is played on it (it cannot be deleted). */
export const courseSchema = z.object({
  id: idSchema,
  name: z.string(),
  holes: z.array(courseHoleSchema),
  par: z.number().check(z.int()),
  inUse: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * A round's course as the round plays it (docs/decisions/289-nine-holes-of-an-18-hole-course.md): the chosen nine of
 * an 18-hole course (their pars, par and stroke indexes 1 to 9) or the course whole; firstHole is the number on the
 * course of its first hole (10 on the back nine). Always sent (optional for readers of older answers).
 */
export const roundCourseSchema = z.object({
  id: idSchema,
  name: z.string(),
  holes: z.array(courseHoleSchema),
  par: z.number().check(z.int()),
  firstHole: z.optional(z.number().check(z.int())),
  /** Which holes of the course these are: all, the front nine or the back nine (always sent, optional likewise). */
  courseHoles: z.optional(z.enum(COURSE_HOLES)),
});
export type RoundCourse = z.infer<typeof roundCourseSchema>;

/** GET /api/admin/courses response. */
export const coursesResponseSchema = z.object({ courses: z.array(courseSchema) });
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

/** Gross strokes per hole, as many as the round's course has. */
/** One hole's gross. */
export const holeScoreField = z
  .number({ error: 'Hole scores must be whole numbers' })
  .check(
    z.int('Hole scores must be whole numbers'),
    z.minimum(MIN_HOLE_STROKES, `A hole score must be at least ${MIN_HOLE_STROKES}`),
    z.maximum(MAX_HOLE_STROKES, `A hole score must be at most ${MAX_HOLE_STROKES}`),
  );
export const holeScoresField = z.array(holeScoreField);

export const HANDICAP_RULE_DEFAULTS: HandicapRules = {
  handicapMode: 'off',
  handicapRounds: 10,
  handicapBestOf: 5,
  handicapAllowance: 90,
  handicapMaximum: 36,
  handicapNewPlayer: 'provisional',
  handicapProvisionalRounds: 3,
  netDoubleBogey: true,
  startingHandicapAllowance: true,
  handicapNightMove: null,
};

/** The strokes added to an average (average_plus) and the penalty score (fixed_penalty) an absence rule may take. */
export const ABSENCE_VALUE_LIMITS = { average_plus: [1, 20], fixed_penalty: [1, 200] } as const;
export const ABSENCE_MESSAGES = {
  rule: 'Please choose what an absence counts',
  average_plus: 'Strokes added to the average must be a whole number from 1 to 20',
  fixed_penalty: 'The penalty score must be a whole number from 1 to 200',
} as const;

/** What is wrong with a league's absence rule and its value together, or null (the value goes with its rule). */
export function absenceRuleProblem(night: { absenceRule: AbsenceRule; absenceValue: number | null }): string | null {
  if (night.absenceRule !== 'average_plus' && night.absenceRule !== 'fixed_penalty') return null;
  const [min, max] = ABSENCE_VALUE_LIMITS[night.absenceRule];
  const v = night.absenceValue;
  return v !== null && Number.isInteger(v) && v >= min && v <= max ? null : ABSENCE_MESSAGES[night.absenceRule];
}

export const LEAGUE_NIGHT_DEFAULTS: LeagueNight = {
  ...HANDICAP_RULE_DEFAULTS,
  rankBy: 'gross',
  skinsMode: 'off',
  skinsCarryOver: true,
  allowTotals: true,
  absenceRule: 'no_score',
  absenceValue: null,
  closestToPinHoles: [],
  longDriveHoles: [],
  placePoints: [],
  teamFormat: 'off',
  teamSize: 2,
  buyInCents: 0,
  buyInPer: 'night',
  skinsSharePercent: 50,
  prizesSharePercent: 50,
};

/** A league's night settings alone (the league carries them among its other fields). */
export function leagueNightOf(league: LeagueNight): LeagueNight {
  return Object.fromEntries(
    Object.keys(LEAGUE_NIGHT_DEFAULTS).map((k) => [k, league[k as keyof LeagueNight]]),
  ) as unknown as LeagueNight;
}

const HANDICAP_MESSAGES = {
  bestOf: 'Best rounds must be between 1 and the rounds counted',
  rounds: 'Rounds counted must be a whole number from 1 to 40',
  allowance: 'Allowance must be a whole percentage from 1 to 100',
  maximum: 'Maximum handicap must be from 0 to 54',
  provisional: 'Provisional rounds must be a whole number from 1 to 10',
  nightMove: 'The most a handicap moves in a night must be a number from 0.1 to 20, or empty for no limit',
} as const;

/** The most places a points table names (a night's field). */
export const PLACE_POINTS_MAX_PLACES = 50;
export const PLACE_POINTS_MESSAGES = {
  points: 'Points must be numbers from 0 to 100, in halves',
  places: `Give points for at most ${PLACE_POINTS_MAX_PLACES} places`,
  order: 'Each place must earn no more than the place above it',
} as const;
/** A points table as sent: 1st place's points first, each no more than the one above, halves allowed. */
const placePointsField = z
  .array(
    z.number({ error: PLACE_POINTS_MESSAGES.points }).check(
      z.minimum(0, PLACE_POINTS_MESSAGES.points),
      z.maximum(100, PLACE_POINTS_MESSAGES.points),
      z.refine((n) => Number.isInteger(n * 2), PLACE_POINTS_MESSAGES.points),
    ),
  )
  .check(
    z.maxLength(PLACE_POINTS_MAX_PLACES, PLACE_POINTS_MESSAGES.places),
    z.refine((points) => points.every((p, i) => i === 0 || p <= points[i - 1]!), PLACE_POINTS_MESSAGES.order),
  );

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

const TEAM_SIZE_MESSAGE = 'A best-ball side is 2 or 4 players';

/** PUT /api/leagues/{id}/night body: any of the league night's settings (the rest are kept). */
export const leagueNightUpdateSchema = z
  .strictObject({
    handicapMode: z.optional(z.enum(HANDICAP_MODES, { error: 'Please choose handicaps off or a league handicap' })),
    handicapRounds: z.optional(wholeIn(1, 40, HANDICAP_MESSAGES.rounds)),
    handicapBestOf: z.optional(wholeIn(1, 40, HANDICAP_MESSAGES.bestOf)),
    handicapAllowance: z.optional(wholeIn(1, 100, HANDICAP_MESSAGES.allowance)),
    handicapMaximum: z.optional(
      z
        .number({ error: HANDICAP_MESSAGES.maximum })
        .check(z.minimum(0, HANDICAP_MESSAGES.maximum), z.maximum(54, HANDICAP_MESSAGES.maximum)),
    ),
    handicapNewPlayer: z.optional(z.enum(NEW_PLAYER_STARTS, { error: 'Please choose how a new player starts' })),
    handicapProvisionalRounds: z.optional(wholeIn(1, 10, HANDICAP_MESSAGES.provisional)),
    netDoubleBogey: z.optional(z.boolean({ error: 'Net double bogey must be on or off' })),
    startingHandicapAllowance: z.optional(
      z.boolean({ error: 'Starting handicaps at the allowance must be on or off' }),
    ),
    handicapNightMove: z.optional(
      z.nullable(
        z
          .number({ error: HANDICAP_MESSAGES.nightMove })
          .check(z.minimum(0.1, HANDICAP_MESSAGES.nightMove), z.maximum(20, HANDICAP_MESSAGES.nightMove)),
      ),
    ),
    rankBy: z.optional(z.enum(RANK_BY, { error: 'Please choose gross or net' })),
    skinsMode: z.optional(z.enum(SKINS_MODES, { error: 'Please choose skins off, gross or net' })),
    skinsCarryOver: z.optional(z.boolean()),
    allowTotals: z.optional(z.boolean()),
    absenceRule: z.optional(z.enum(ABSENCE_RULES, { error: ABSENCE_MESSAGES.rule })),
    absenceValue: z.optional(z.nullable(wholeIn(1, 200, ABSENCE_MESSAGES.fixed_penalty))),
    closestToPinHoles: z.optional(sideGameHolesField),
    longDriveHoles: z.optional(sideGameHolesField),
    placePoints: z.optional(placePointsField),
    teamFormat: z.optional(z.enum(TEAM_FORMATS, { error: 'Please choose no teams, best ball or A/B teams' })),
    teamSize: z.optional(
      z
        .number({ error: TEAM_SIZE_MESSAGE })
        .check(z.refine((n) => (TEAM_SIZES as readonly number[]).includes(n), TEAM_SIZE_MESSAGE)),
    ),
    buyInCents: z.optional(wholeIn(0, MAX_BUY_IN_CENTS, LEAGUE_MONEY_MESSAGES.buyIn)),
    buyInPer: z.optional(z.enum(BUY_IN_PER, { error: 'Please choose a buy-in per night or per season' })),
    skinsSharePercent: z.optional(wholeIn(0, 100, LEAGUE_MONEY_MESSAGES.share)),
    prizesSharePercent: z.optional(wholeIn(0, 100, LEAGUE_MONEY_MESSAGES.share)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.handicapBestOf !== undefined && v.handicapRounds !== undefined && v.handicapBestOf > v.handicapRounds) {
        ctx.addIssue({ code: 'custom', message: HANDICAP_MESSAGES.bestOf, path: ['handicapBestOf'], input: v });
      }
      // Both shares sent: together at most the whole (one sent alone is checked with the kept one by the server).
      if (v.skinsSharePercent !== undefined && v.prizesSharePercent !== undefined) {
        const problem = moneySharesProblem({
          skinsSharePercent: v.skinsSharePercent,
          prizesSharePercent: v.prizesSharePercent,
        });
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['prizesSharePercent'], input: v });
      }
    }),
  );
export type LeagueNightUpdate = z.infer<typeof leagueNightUpdateSchema>;

/** A handicap figure as the API returns it ('average of best 5 of last 8, 90 %'). */
export const handicapFigureSchema = z.object({
  handicap: z.nullable(z.number()),
  provisional: z.boolean(),
  overridden: z.boolean(),
  basis: z.string(),
});

const HANDICAP_RANGE = 'Handicap must be a number from -10 to 54';
/** A handicap as typed: a number from -10 (a plus 10) to 54. */
export const handicapNumberSchema = () =>
  z.number({ error: HANDICAP_RANGE }).check(z.minimum(-10, HANDICAP_RANGE), z.maximum(54, HANDICAP_RANGE));

export const PARTICIPANT_HANDICAP_MESSAGES = {
  bothPlayers: 'Enter both players’ handicaps',
  teamFigure: 'The starting handicap must be the team handicap from the players’ handicaps',
} as const;

/**
 * PUT /api/leagues/{id}/participants/{participantId}/handicap body: the player's entered starting handicap and/or the
 * organiser's override with its reason (null clears it). Plus handicaps are negative. A scramble team's starting
 * handicap may come with its two players' handicaps (in the order of the team's players), the team's figure then
 * being core's teamHandicap of them: a startingHandicap sent with them must be that figure (or is left out).
 */
export const participantHandicapSchema = z
  .strictObject({
    startingHandicap: z.optional(z.nullable(handicapNumberSchema())),
    playerHandicaps: z.optional(
      z.tuple([handicapNumberSchema(), handicapNumberSchema()], { error: PARTICIPANT_HANDICAP_MESSAGES.bothPlayers }),
    ),
    override: z.optional(
      z.nullable(
        z.strictObject({
          handicap: handicapNumberSchema(),
          reason: z
            .string({ error: 'Give the reason for the override' })
            .check(
              z.trim(),
              z.minLength(3, 'Give the reason for the override'),
              z.maxLength(200, 'The reason must be at most 200 characters'),
            ),
        }),
      ),
    ),
  })
  .check(
    z.refine((v) => v.startingHandicap !== undefined || v.override !== undefined || v.playerHandicaps !== undefined, {
      error: 'Nothing to update',
    }),
    z.refine(
      (v) =>
        v.playerHandicaps === undefined ||
        v.startingHandicap === undefined ||
        // A player's figure out of range has its own message.
        !v.playerHandicaps.every((h) => typeof h === 'number' && Number.isFinite(h)) ||
        v.startingHandicap === teamHandicap(v.playerHandicaps),
      { error: PARTICIPANT_HANDICAP_MESSAGES.teamFigure, path: ['startingHandicap'] },
    ),
  );
export type ParticipantHandicapInput = z.infer<typeof participantHandicapSchema>;

/**
 * PUT /api/leagues/{id}/starting-handicaps body: the whole field's starting handicaps in one save, all or nothing
 * (docs/decisions/290-starting-handicaps-for-the-field.md). null removes a player's starting handicap; each player
 * at most once.
 */
export const startingHandicapsSaveSchema = z
  .strictObject({
    entries: z
      .array(
        z.strictObject({
          participantId: idSchema,
          startingHandicap: z.nullable(handicapNumberSchema()),
        }),
      )
      .check(z.minLength(1, 'Enter at least one starting handicap'), z.maxLength(500, 'At most 500 players at once')),
  })
  .check(
    z.refine((v) => new Set(v.entries.map((e) => e.participantId)).size === v.entries.length, {
      error: 'Each player at most once',
      path: ['entries'],
    }),
  );
export type StartingHandicapsSave = z.infer<typeof startingHandicapsSaveSchema>;

/** A scramble team's player by display name with the handicap the team's starting handicap was made from. */
export const teamPlayerHandicapSchema = z.object({ name: z.string(), handicap: z.number() });
export type TeamPlayerHandicap = z.infer<typeof teamPlayerHandicapSchema>;

/** One player's (team's) handicap in a league, round by round: GET /api/leagues/{id}/handicaps item. */
export const playerHandicapSchema = z.object({
  participantId: idSchema,
  teamId: z.number().check(z.int()),
  players: z.array(z.string()),
  startingHandicap: z.nullable(z.number()),
  /**
   * A scramble team's two players with the handicaps its starting handicap was made from (teamHandicap); null when
   * it was entered as one figure or there is none. Always sent (optional for readers of older answers).
   */
  playerHandicaps: z.optional(z.nullable(z.array(teamPlayerHandicapSchema))),
  current: handicapFigureSchema,
  rounds: z.array(
    z.object({
      roundId: idSchema,
      roundNumber: z.number().check(z.int()),
      gross: z.number().check(z.int()),
      strokesGiven: z.number().check(z.int()),
      net: z.number().check(z.int()),
      handicapBefore: z.nullable(z.number()),
      handicapAfter: z.nullable(z.number()),
    }),
  ),
});
export type PlayerHandicap = z.infer<typeof playerHandicapSchema>;
export const handicapsResponseSchema = z.object({ handicaps: z.array(playerHandicapSchema) });

/**
 * GET /api/leagues/{id}/rounds/{roundId}/skins response: the round's skins and its side games (docs/decisions/
 * 279-league-side-games.md; none when the league chose no holes or the round has no course).
 */
export const skinsResponseSchema = z.object({
  sideGames: sideGameResultsSchema,
  skins: z.array(
    z.object({
      hole: z.number().check(z.int()),
      participantId: idSchema,
      teamId: z.number().check(z.int()),
      value: z.number().check(z.int()),
      /** The flight whose skins these are (docs/decisions/288-league-flights.md); null without flights; always sent. */
      flight: z.optional(z.nullable(z.number().check(z.int()))),
      /** Won by the substitute who played for the team, by name (docs/decisions/498-a-substitutes-own-card.md). */
      substitute: z.optional(z.string()),
    }),
  ),
});
export type SkinsResponse = z.infer<typeof skinsResponseSchema>;
