// The read model's content of a round's results e-mail (docs/decisions/213-league-night-printouts-results-and-leaderboard.md):
// what it tells each team's players of their round, the winners, skins and side games, and the top of the standings.
import type { League } from '../schemas/league-record';
import type { StandingsRow } from '../schemas/league-play';
import { figureText } from '../rules/league-handicap';
import { leagueNights } from '../rules/league-schedule';
import type { LeagueBasis, LeagueRoundRow } from './basis';
import { roundMoneyLines } from './money';
import { roundProgress, roundResults } from './round-results';
import { leagueStandings } from './standings';

/** What a round's results e-mail tells one team's player, and the standings lines every player gets. */
export interface RoundResultsContent {
  /**
   * 'Gross 40, net 35 (5 strokes)', with how a tie on it was settled ('… · Tied on net; behind on countback (last 6)'),
   * 'Win vs Bob Baker', 'Bye', 'No score this round'.
   */
  score: string;
  /** 'Handicap 9.0 → 8.1' as '9.0 → 8.1'; null when the league plays gross or match play. */
  handicap: string | null;
  /** 'Ann Archer (net 68)', '… · Tied on net; ahead on countback (last 6)', 'Ann Archer beat Bob Baker'. */
  winners: readonly string[];
  /** 'Hole 3: Ann Archer (2 skins)'; null when the league plays no skins game or the round has no course. */
  skins: readonly string[] | null;
  /** 'Closest to the pin, hole 3: Ann Archer (4 ft 2 in)'; null when the round plays no side game. */
  sideGames: readonly string[] | null;
  /**
   * The night's money (docs/decisions/491-league-money-on-the-night.md): 'Buy-ins $40.00: skins $20.00, prizes
   * $16.00', 'Skin, hole 3: Ann Archer $5.72', 'Season purse: $4.00'; null when the league plays for no money.
   */
  money: readonly string[] | null;
  /** The top of the standings, then the team's own row when it is not among them. */
  standings: readonly string[];
}

/** What a player's results e-mail says of a completed round: their team's content, and the league, round and player. */
export interface RoundResults extends RoundResultsContent {
  league: Pick<League, 'id' | 'name'>;
  round: { roundNumber: number; roundDate: string };
  player: { userId: number; name: string; email: string };
}

/** How many standings rows every results e-mail shows before the player's own. */
const STANDINGS_TOP = 3;

function standingsLine(row: StandingsRow, scoringType: League['scoringType'], decimals: 1 | 2 = 1): string {
  // Points where the league ranks by them (match play, a points table: decision 487), else the average.
  const figure =
    row.points !== null
      ? `, ${row.points} points`
      : scoringType === 'match_play'
        ? ''
        : row.averageStrokes !== null
          ? `, average ${figureText(row.averageStrokes, decimals)}`
          : '';
  // A withdrawn team is listed unranked and says why (decision 480).
  return `${row.rank ?? '—'}. ${row.players.join(' & ')}${figure}${row.withdrawn ? ' (withdrawn)' : ''}`;
}

/**
 * The content of a round's results e-mail for each team's players (computed once for every recipient); in a flighted
 * league the top of each flight's standings, each line naming its flight.
 */
export function resultsMailContent(basis: LeagueBasis, round: LeagueRoundRow): (teamId: number) => RoundResultsContent {
  const { league, groups, inFlight } = basis;
  const results = roundResults(basis, round);
  const money = roundMoneyLines(basis, round);
  const { rows: table, decimals } = leagueStandings(basis);
  const top = groups.flatMap((group) => table.filter((r) => r.flight === group.flight).slice(0, STANDINGS_TOP));
  const line = (r: StandingsRow) => inFlight(r.flight, standingsLine(r, league.scoringType, decimals));
  return (teamId) => {
    const own = table.find((r) => r.teamId === teamId);
    return {
      score: results.scoreOf(teamId),
      handicap: results.handicapChangeOf(teamId),
      winners: results.winners,
      skins: results.skins,
      sideGames: results.sideGames,
      money,
      standings: [...top.map(line), ...(own && !top.includes(own) ? [line(own)] : [])],
    };
  };
}

/**
 * Whether the league's season is over (decision 480): it has rounds, every one of them is complete, and no league night
 * of its schedule falls after its last round (a league whose rounds are added week by week is not over after each).
 */
export function seasonComplete(basis: LeagueBasis): boolean {
  const { league, rounds } = basis;
  if (rounds.length === 0) return false;
  const lastRound = rounds.reduce((last, r) => (r.roundDate > last ? r.roundDate : last), rounds[0]!.roundDate);
  if (leagueNights(league).some((night) => night > lastRound)) return false;
  return rounds.every((round) => roundProgress(basis, round).complete);
}

/** What the season's final e-mail says: the champion of each flight (all who share first) and the final standings. */
export interface SeasonResultsContent {
  /** 'Ann Archer, average 34.4'; in a flighted league each flight's, named. Empty when nobody is ranked. */
  champions: readonly string[];
  /** Every team's final line, ranked teams first, then the unranked and the withdrawn. */
  standings: readonly string[];
}

/** What a player's season e-mail says: the season's content, and the league and player. */
export interface SeasonResults extends SeasonResultsContent {
  league: Pick<League, 'id' | 'name'>;
  player: { userId: number; name: string; email: string };
}

export function seasonResultsContent(basis: LeagueBasis): SeasonResultsContent {
  const { league, inFlight } = basis;
  const { rows: table, decimals } = leagueStandings(basis);
  const line = (r: StandingsRow) => inFlight(r.flight, standingsLine(r, league.scoringType, decimals));
  return {
    champions: table
      .filter((r) => r.rank === 1)
      .map((r) => inFlight(r.flight, standingsLine(r, league.scoringType, decimals).replace(/^1\. /, ''))),
    standings: table.map(line),
  };
}
