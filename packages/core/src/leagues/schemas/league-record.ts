// A league as the API returns it (GET /api/leagues, the league screens, the desk's day), with the ranking and
// league-night rules it carries: a module of its own so that a page showing which nights leagues hold bays (the
// booking page) loads this and not the league forms, play and courses (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../../zod';
import { WEEKDAY_NAMES } from '../../time';
import { idSchema } from '../../schemas/common';
import { BUY_IN_PER } from '../rules/league-money';

export const LEAGUE_TYPES = ['individual', 'scramble'] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];
export const SCORING_TYPES = ['lowest_score', 'match_play'] as const;
export type ScoringType = (typeof SCORING_TYPES)[number];

const [SUNDAY, ...MONDAY_TO_SATURDAY] = WEEKDAY_NAMES;
/** League days as the league form lists them: the facility's weekday names, Monday first. */
export const DAYS_OF_WEEK = [...MONDAY_TO_SATURDAY, SUNDAY] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/**
 * How a league ranks its players (docs/decisions/201-league-play-an-organiser-can-trust.md). Stroke play: by average
 * per round played, or by the total of the best N rounds (drop-worst), with a minimum number of rounds to be
 * ranked. Match play: points for a win, a halve and a loss, and what a bye earns.
 */
export const STROKE_RANKINGS = ['average', 'best_rounds'] as const;
export type StrokeRanking = (typeof STROKE_RANKINGS)[number];
export const BYE_RESULTS = ['win', 'halve', 'none'] as const;
export type ByeResult = (typeof BYE_RESULTS)[number];

/**
 * Which holes of its course a league's nights (or one round) play (docs/decisions/289-nine-holes-of-an-18-hole-course.md):
 * all of them, or the front or back nine of an 18-hole course.
 */
export const COURSE_HOLES = ['all', 'front', 'back'] as const;
export type CourseHoles = (typeof COURSE_HOLES)[number];
/** The holes of its course a league's nights or a round play, as a body gives them. */
export const courseHolesField = z.enum(COURSE_HOLES, {
  error: 'Please choose all the holes, the front nine or the back nine',
});

export const HANDICAP_MODES = ['off', 'league'] as const;
export type HandicapMode = (typeof HANDICAP_MODES)[number];
export const NEW_PLAYER_STARTS = ['entered', 'provisional'] as const;
export type NewPlayerStart = (typeof NEW_PLAYER_STARTS)[number];

/**
 * A league's handicap rules. off: gross only. league: the handicap is allowancePercent % of the average of the best
 * bestOf of the last roundsCounted rounds (each round's gross minus par, a 9-hole round doubled to 18 holes), at most
 * maximum. A new player starts from an entered handicap (until they have provisionalRounds rounds) or plays
 * provisionally from their first rounds. netDoubleBogey caps each hole's score counted for handicaps.
 */
export const handicapRulesSchema = z.object({
  handicapMode: z.enum(HANDICAP_MODES),
  handicapRounds: z.number().check(z.int(), z.minimum(1), z.maximum(40)),
  handicapBestOf: z.number().check(z.int(), z.minimum(1), z.maximum(40)),
  handicapAllowance: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  handicapMaximum: z.number().check(z.minimum(0), z.maximum(54)),
  handicapNewPlayer: z.enum(NEW_PLAYER_STARTS),
  handicapProvisionalRounds: z.number().check(z.int(), z.minimum(1), z.maximum(10)),
  /**
   * Net double bogey: a hole entered by the hole counts for handicaps at most par + 2 + the strokes received on it
   * (par + 5 before a handicap) (docs/decisions/211-league-handicaps-and-scorecards.md). On for new leagues; off for older ones.
   */
  netDoubleBogey: z.boolean(),
  /**
   * A starting handicap is played at the allowance, as a computed one is (entered 12.4 at 90 % plays as 11.2); a
   * scramble team's, a team handicap by the team allowance already, as entered
   * (docs/decisions/290-starting-handicaps-for-the-field.md). On for new leagues; off for older ones (as entered).
   */
  startingHandicapAllowance: z.boolean(),
  /**
   * The most a handicap may move from one night to the next (docs/decisions/490-handicap-move-capped-a-night.md); null:
   * no cap.
   */
  handicapNightMove: z.nullable(z.number().check(z.minimum(0.1), z.maximum(20))),
});
export type HandicapRules = z.infer<typeof handicapRulesSchema>;

export const RANK_BY = ['gross', 'net'] as const;
/**
 * An individual stroke-play league's team format (docs/decisions/497-best-ball-and-a-b-teams.md): none, best ball by
 * sides of 2 or 4 (TEAM_SIZES), or A/B sides of two.
 */
export const TEAM_FORMATS = ['off', 'best_ball', 'a_b'] as const;
export type TeamFormat = (typeof TEAM_FORMATS)[number];
export const TEAM_SIZES = [2, 4] as const;
export const SKINS_MODES = ['off', 'gross', 'net'] as const;
/**
 * What a week counts for a player or team marked did not play in a stroke-play league (docs/decisions/
 * 270-league-absences-and-round-completion.md): nothing (no_score, the default), their average, their average plus
 * absenceValue strokes, the fixed penalty score absenceValue, or the card of their substitute (docs/decisions/
 * 274-league-substitutes.md).
 */
export const ABSENCE_RULES = ['no_score', 'average', 'average_plus', 'fixed_penalty', 'substitute'] as const;
export type AbsenceRule = (typeof ABSENCE_RULES)[number];

/**
 * A league night's settings beyond its ranking rules: the handicap rules, whether stroke-play standings rank by net
 * or gross, its skins game (off, gross or net; carry-overs on or off) and whether scores may be totals.
 */
export const leagueNightSchema = z.object({
  ...handicapRulesSchema.shape,
  rankBy: z.enum(RANK_BY),
  skinsMode: z.enum(SKINS_MODES),
  skinsCarryOver: z.boolean(),
  /** Whether a round on a course takes a total without its holes (off: every card on a course is entered by hole). */
  allowTotals: z.boolean(),
  /** What a week of a player marked did not play counts (stroke play), and its strokes or penalty score. */
  absenceRule: z.enum(ABSENCE_RULES),
  absenceValue: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(200))),
  /** The holes of the side games the simulator measures (docs/decisions/279-league-side-games.md); none: not played. */
  closestToPinHoles: z.array(z.number().check(z.int())),
  longDriveHoles: z.array(z.number().check(z.int())),
  /**
   * Points by finishing place each night, 1st first (docs/decisions/487-points-by-finishing-place.md): a stroke-play
   * league with a table ranks its standings by the points; none: not played.
   */
  placePoints: z.array(z.number()),
  /** Best ball or A/B sides (decision 497), and the players of a best-ball side. */
  teamFormat: z.enum(TEAM_FORMATS),
  teamSize: z.number().check(z.int()),
  /**
   * Money on the night (docs/decisions/491-league-money-on-the-night.md): the buy-in in cents (0: no money game), by
   * the night or the season, and the shares of it paid in skins and in prizes (the rest is the season purse).
   */
  buyInCents: z.number().check(z.int()),
  buyInPer: z.enum(BUY_IN_PER),
  skinsSharePercent: z.number().check(z.int()),
  prizesSharePercent: z.number().check(z.int()),
});
export type LeagueNight = z.infer<typeof leagueNightSchema>;

/** A league's ranking rules as the API returns them (on the league and with its standings). */
export const leagueRulesSchema = z.object({
  strokeRanking: z.enum(STROKE_RANKINGS),
  countedRounds: z.nullable(z.number().check(z.int())),
  minRoundsToRank: z.number().check(z.int()),
  pointsWin: z.number(),
  pointsHalve: z.number(),
  pointsLoss: z.number(),
  byeResult: z.enum(BYE_RESULTS),
});

/** A league as the API returns it. Older leagues may lack a schedule, hence the nullable fields. */
export const leagueSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  leagueType: z.enum(LEAGUE_TYPES),
  scoringType: z.enum(SCORING_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  dayOfWeek: z.nullable(z.enum(DAYS_OF_WEEK)),
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
  maxParticipants: z.nullable(z.number().check(z.int())),
  numberOfBays: z.nullable(z.number().check(z.int())),
  isActive: z.boolean(),
  numberParticipants: z.number().check(z.int(), z.nonnegative()),
  /**
   * True once the league's booking schedule has been generated: its bays are then held by its 'league'
   * reservations only; before that its sessions hold numberOfBays bays (docs/decisions/080-one-occupancy-model.md).
   */
  hasSchedule: z.boolean(),
  /** The course of the league's nights (decision 110); null or absent: none. */
  courseId: z.optional(z.nullable(idSchema)),
  /** The holes of that course its nights play (decision 289); always sent (optional for readers of older answers). */
  courseHoles: z.optional(z.enum(COURSE_HOLES)),
  ...leagueRulesSchema.shape,
  /** Handicap rules, net or gross ranking and the skins game (docs/decisions/211-league-handicaps-and-scorecards.md). */
  ...leagueNightSchema.shape,
  /** Whether any score has been entered (the scoring type, ranking and points are then fixed). */
  hasScores: z.boolean(),
});
export type League = z.infer<typeof leagueSchema>;

/** GET /api/user/organised-leagues item: a league the signed-in person organises. */
export const organisedLeagueSchema = z.object({ id: idSchema, name: z.string() });
export type OrganisedLeague = z.infer<typeof organisedLeagueSchema>;
