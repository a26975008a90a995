// The league night's printouts, its live leaderboard and the results e-mail setting
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md).
import { z } from '../../zod';
import { idSchema } from '../../schemas/common';
import { roundCourseSchema, teamPlayerHandicapSchema } from './course';
import { HANDICAP_MODES, RANK_BY } from './league-record';
import { LEAGUE_TYPES, SCORING_TYPES } from './league-record';
import { flightMoneySchema } from './league-money';
import { BUY_IN_PER } from '../rules/league-money';

const int = () => z.number().check(z.int());

/** One team's scorecard on the printed night: its players, bay, the handicap it takes into the round and its strokes. */
export const nightCardSchema = z.object({
  teamId: int(),
  participantId: idSchema,
  players: z.array(z.string()),
  /** The bay the team plays on, or null when the league's bays are not known for the night. */
  bay: z.nullable(int()),
  /**
   * The team's tee time ('HH:mm:ss', facility time) when the night has more foursomes than bays and plays in waves
   * (core's assignBays); null when every group has a bay for the whole session.
   */
  teeTime: z.nullable(z.string()),
  /** The handicap the team takes into the round; null when the league plays gross or the team has none yet. */
  handicap: z.nullable(z.number()),
  provisional: z.boolean(),
  /**
   * How that handicap was reached, in words ('average of best 5 of last 8, 90 %'); a scramble team playing off its
   * starting handicap: the allowance that made it ('35 % of the lower + 15 % of the higher'). Null without one.
   */
  handicapBasis: z.nullable(z.string()),
  /**
   * A scramble team playing off its starting handicap made from its two players' handicaps: those players with
   * their handicaps (printed before the team handicap). Null otherwise. Always sent (optional for older answers).
   */
  playerHandicaps: z.optional(z.nullable(z.array(teamPlayerHandicapSchema))),
  /**
   * Handicap strokes over the round (negative: strokes given back by a plus handicap). A side of a match-play pairing
   * on a course: the strokes it receives in the match (the difference of the two playing handicaps; the lower: 0).
   */
  strokes: int(),
  /** The strokes on each hole of the round's course (empty without a course). */
  strokesOnHoles: z.array(int()),
  /** Match play: the players of the team this card plays (null: stroke play, or the bye). */
  opponent: z.nullable(z.array(z.string())),
});
export type NightCard = z.infer<typeof nightCardSchema>;

/** GET /api/leagues/{id}/rounds/{roundId}/night-sheet: the pairings/bay sheet and the scorecards of one round. */
export const nightSheetSchema = z.object({
  leagueId: idSchema,
  leagueName: z.string(),
  leagueType: z.enum(LEAGUE_TYPES),
  scoringType: z.enum(SCORING_TYPES),
  handicapMode: z.enum(HANDICAP_MODES),
  round: z.object({ id: idSchema, roundNumber: int(), roundDate: z.string(), name: z.nullable(z.string()) }),
  course: z.nullable(roundCourseSchema),
  /**
   * Each bay of the night with its time ('HH:mm:ss', facility time) and the teams on it, in playing order; a night in
   * waves lists a bay once a wave, in tee-time order.
   */
  bays: z.array(z.object({ bay: int(), startTime: z.string(), endTime: z.string(), teamIds: z.array(int()) })),
  cards: z.array(nightCardSchema),
  /**
   * The night's money by flight (docs/decisions/491-league-money-on-the-night.md): who has bought in, the pots and,
   * once the cards are in, each payout; null when the league plays for no money.
   */
  money: z.nullable(z.object({ buyInPer: z.enum(BUY_IN_PER), flights: z.array(flightMoneySchema) })),
});
export type NightSheet = z.infer<typeof nightSheetSchema>;

/**
 * A match-play team's match in the round being played, as it stands from the holes both sides have posted or saved
 * (docs/decisions/294-live-match-state.md).
 */
export const leaderboardMatchSchema = z.object({
  /** The players of the team it plays, by display name. */
  opponent: z.array(z.string()),
  /**
   * The match as golfers say it, the same sentence on both sides' rows: 'Not started', 'All square thru 5',
   * 'Pat Walker 2 UP thru 7', 'Pat Walker 2 UP thru 16, dormie'; once decided 'Pat Walker won 3 & 2',
   * 'Pat Walker won 1 UP', 'Halved' (a result saved without cards: 'Pat Walker won').
   */
  state: z.string(),
  /** Holes this row's team leads by (negative: behind; a result saved without cards: 1, -1 or 0). */
  holesUp: int(),
  /** Holes both sides have played, as the match counts them (it stops counting once decided). */
  thru: int(),
  /** Decided: closed out, every hole played, or a result saved. */
  finished: z.boolean(),
});
export type LeaderboardMatch = z.infer<typeof leaderboardMatchSchema>;

/** One team on the leaderboard of the round being played. */
export const leaderboardRowSchema = z.object({
  /**
   * Place by the league's ranking (net or gross) among the teams with a score; null before any. A match-play league's
   * by its match (docs/decisions/294-live-match-state.md): won, up, all square or halved, down, lost; null before the
   * match has started or without one.
   */
  rank: z.nullable(int()),
  teamId: int(),
  players: z.array(z.string()),
  /** Holes entered so far (the course's hole count for a total-only card). */
  thru: int(),
  gross: z.nullable(int()),
  net: z.nullable(int()),
  handicap: z.nullable(z.number()),
  /** Gross (or net) against par over the holes played, when the round has a course. */
  toPar: z.nullable(int()),
  /** How a tie on its figure was settled ('Tied on net; ahead on countback (last 6)', '…; rank shared'); else null. */
  tieBreak: z.nullable(z.string()),
  /** The team's flight, its rank being within it (docs/decisions/288-league-flights.md); null without flights; always sent. */
  flight: z.optional(z.nullable(int())),
  /** Match play: the team's match in the round (null: no match, the bye); absent on a stroke-play league's rows. */
  match: z.optional(z.nullable(leaderboardMatchSchema)),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** GET /api/leagues/{id}/leaderboard: the round being played (the latest with a score, else the next) and its rows. */
export const leaderboardSchema = z.object({
  leagueId: idSchema,
  leagueName: z.string(),
  /** The strokes figure the rows give beside gross (net or gross); a stroke-play league's rows are placed by it. */
  rankBy: z.enum(RANK_BY),
  /**
   * What places the rows: 'strokes' (rankBy, decision 213) or, in a match-play league, 'match' (each side's match as
   * it stands, decision 294). Always sent (optional for older answers: 'strokes').
   */
  placedBy: z.optional(z.enum(['strokes', 'match'])),
  round: z.nullable(
    z.object({ id: idSchema, roundNumber: int(), roundDate: z.string(), name: z.nullable(z.string()) }),
  ),
  holeCount: z.nullable(int()),
  rows: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** PUT /api/leagues/{id}/results-mail body: whether the signed-in player gets each round's results by e-mail. */
export const resultsMailSettingSchema = z.strictObject({
  resultsMail: z.boolean({ error: 'Choose whether to get the results e-mail' }),
});
export type ResultsMailSetting = z.infer<typeof resultsMailSettingSchema>;
