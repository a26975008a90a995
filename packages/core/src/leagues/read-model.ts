// The league's one read model (docs/decisions/232-leagues-as-one-domain-module.md): from a league's stored rows (the
// league, its participants, rounds, courses, scores, pairings and the players' night settings) to everything shown
// about its play. The server loads the rows and calls it; nothing else ranks, nets or counts back. Its parts, each
// with its own reason to change, are in read-model/: what every part reads (basis.ts: each round's course as played,
// every team's handicap round by round, the flights), the handicaps screen and the flights (handicaps.ts), the
// standings (standings.ts: how standings are computed), the leaderboard of the round being played (leaderboard.ts),
// a round's skins, side games, results and completion (round-results.ts), and the content of a round's results
// e-mail and of the season's final one (results-mail.ts).
import { leagueBasis, type LeagueRoundRow, type LeagueRows } from './read-model/basis';
import { leagueFlights, playerHandicap, playerHandicapsOf } from './read-model/handicaps';
import { leagueLeaderboard } from './read-model/leaderboard';
import { resultsMailContent, seasonComplete, seasonResultsContent } from './read-model/results-mail';
import { roundMoney } from './read-model/money';
import { roundProgress, roundResults, roundSideGames, roundSkins } from './read-model/round-results';
import { leagueStandings } from './read-model/standings';
import { leagueSides } from './read-model/sides';
import type { TeamHandicapState } from './rules/league-handicap';

export {
  handicapInto,
  playerNames,
  publicRound,
  teamPlayers,
  type LeagueRoundRow,
  type LeagueRows,
  type NightSettingsRow,
} from './read-model/basis';
export type { RoundResults, RoundResultsContent, SeasonResults, SeasonResultsContent } from './read-model/results-mail';
export { payoutText } from './read-model/money';

/** The league's read model over its stored rows; each answer is worked out when asked. */
export function leagueReadModel(rows: LeagueRows) {
  const basis = leagueBasis(rows);
  const teamHandicap = (state: TeamHandicapState) => playerHandicap(basis, state);
  return {
    /** The league's flights with their teams (their current handicaps), then the teams in none. */
    flights: () => leagueFlights(basis),
    /** Every team's handicap round by round (by team id). */
    handicaps: basis.states,
    courseOfRound: basis.courseOfRound,
    playerHandicapsOf: (teamId: number) => playerHandicapsOf(basis, teamId),
    playerHandicap: teamHandicap,
    /** Every team's handicap as the handicaps screen shows it. */
    playerHandicaps: () => [...basis.states.values()].map(teamHandicap),
    standings: () => leagueStandings(basis),
    /** A best-ball or A/B league's sides ranked, with each night (decision 497). */
    sides: () => leagueSides(basis),
    completion: (round: Pick<LeagueRoundRow, 'id' | 'roundNumber'>) => roundProgress(basis, round),
    leaderboard: (today: string) => leagueLeaderboard(basis, today),
    skins: (round: LeagueRoundRow) => roundSkins(basis, round),
    sideGames: (round: LeagueRoundRow) => roundSideGames(basis, round),
    /** The night's money by flight (docs/decisions/491-league-money-on-the-night.md); null without a money game. */
    money: (round: LeagueRoundRow) => roundMoney(basis, round),
    roundResults: (round: LeagueRoundRow) => roundResults(basis, round),
    resultsMail: (round: LeagueRoundRow) => resultsMailContent(basis, round),
    /** Every round complete and none of the schedule to come: the season's final e-mail goes (decision 480). */
    seasonComplete: () => seasonComplete(basis),
    seasonResults: () => seasonResultsContent(basis),
  };
}

export type LeagueReadModel = ReturnType<typeof leagueReadModel>;
