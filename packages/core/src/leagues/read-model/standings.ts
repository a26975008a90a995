// The read model's standings (how standings are computed): every team's strokes in a round are its card's (its lowest
// score when it has more than one), net of the handicap it took into the round when the league ranks by net; the
// league's rules rank them (../rules/league-standings.ts: average or best-N total, points in match play, the
// tie-breaks with countback on the cards' last holes), and the handicaps and net averages are added
// (../rules/league-handicap.ts). Never stored (decision 201); in a flighted league each flight is ranked on its own
// (docs/decisions/288-league-flights.md).
import type { LeagueParticipant } from '../schemas/league';
import { leagueRulesOf } from '../schemas/league';
import type { StandingsResponse, StandingsRow } from '../schemas/league-play';
import { withHandicaps } from '../rules/league-handicap';
import { computeStandings, standingsDecimals, standingsStrokes } from '../rules/league-standings';
import { substituteWeeks, withdrawnTeams } from '../rules/league-absences';
import { placePointsOf } from '../rules/league-points';
import type { LeagueBasis } from './basis';
import { flightRows, leaderboardCards } from './leaderboard';

/**
 * The league's standings, by its own rules, flight by flight; its averages in tenths, or in hundredths where tenths
 * would print two places alike (decision 485).
 */
export function leagueStandings(basis: LeagueBasis): StandingsResponse {
  const { league, participants, rounds, groups } = basis;
  const points = nightPoints(basis);
  const rowsAt = (decimals: 1 | 2) =>
    groups.flatMap((group) =>
      standingsOf(
        basis,
        participants.filter((p) => group.teamIds.has(p.teamId)),
        decimals,
        points,
      ).map((row) => ({ ...row, flight: group.flight })),
    );
  const tenths = rowsAt(1);
  const decimals = standingsDecimals(league, tenths);
  return {
    leagueId: league.id,
    scoringType: league.scoringType,
    rules: leagueRulesOf(league),
    rounds: rounds.map((r) => ({ roundId: r.id, roundNumber: r.roundNumber, roundDate: r.roundDate })),
    rows: decimals === 1 ? tenths : rowsAt(2),
    decimals,
  };
}

/**
 * A stroke-play league's points of each night by its table (decision 487): each round's places as its results give
 * them (flight by flight, countback splitting what it can), and each place's points; undefined without a table.
 */
function nightPoints(basis: LeagueBasis): Map<number, Map<number, number>> | undefined {
  const { league, rounds } = basis;
  if (league.scoringType !== 'lowest_score' || league.placePoints.length === 0) return undefined;
  return new Map(
    rounds.map((round) => {
      const places = flightRows(basis, leaderboardCards(basis, round, false), basis.courseOfRound(round));
      // Each flight's places are its own: points are worked out flight by flight.
      const byFlight = new Map<number | null, typeof places>();
      for (const row of places) byFlight.set(row.flight, [...(byFlight.get(row.flight) ?? []), row]);
      const points = new Map<number, number>();
      for (const rows of byFlight.values()) {
        for (const [teamId, p] of placePointsOf(rows, league.placePoints)) points.set(teamId, p);
      }
      return [round.id, points];
    }),
  );
}

/** The standings of some of the league's teams (a flight's), ranked among themselves. */
function standingsOf(
  basis: LeagueBasis,
  players: readonly LeagueParticipant[],
  decimals: 1 | 2,
  points: ReadonlyMap<number, ReadonlyMap<number, number>> | undefined,
): StandingsRow[] {
  const { league, participants, rounds, scores, absences, absentTeams, teamOf, rankingStates, courseOfRound } = basis;
  // Ranked by net: every team's strokes in a round are its net there (the handicap it took into the round).
  const netStandings = standingsStrokes(league) === 'net';
  const ranked = netStandings
    ? scores.map((s) => {
        const card = rankingStates.get(teamOf.get(s.participantId) ?? -1)?.rounds.get(s.roundId);
        return s.strokes === null || !card ? s : { ...s, strokes: s.strokes - card.strokesGiven };
      })
    : scores;
  // Cards kept by the hole break a tie on a round's strokes (countback on its last holes).
  const cards: { roundId: number; teamId: number; holes: readonly number[]; strokesGiven: number }[] = [];
  for (const s of scores) {
    const teamId = teamOf.get(s.participantId);
    if (!s.holes || s.strokes === null || teamId === undefined) continue;
    const card = rankingStates.get(teamId)?.rounds.get(s.roundId);
    // The team's card of the round (its lowest score when it has more than one).
    if (card && card.participantId !== s.participantId) continue;
    cards.push({
      roundId: s.roundId,
      teamId,
      holes: s.holes,
      strokesGiven: netStandings && card ? card.strokesGiven : 0,
    });
  }
  // A team whose players withdrew: its past rounds stand, listed after the active teams and never ranked (decision 480).
  const withdrawn = withdrawnTeams(participants);
  const table = withHandicaps(
    computeStandings({
      league,
      participants: players,
      rounds,
      scores: ranked,
      pairings: basis.rows.pairings,
      cards,
      net: netStandings,
      withdrawn,
      decimals,
      nightPoints: points,
      absences: {
        byRound: absentTeams,
        rule: league,
        substitutes: substituteWeeks({
          participants,
          absences,
          net: netStandings,
          holeCountOf: (roundId) => {
            const round = rounds.find((r) => r.id === roundId);
            return (round && courseOfRound(round)?.holes.length) || 18;
          },
          handicapOf: basis.substituteHandicapOf,
        }),
      },
    }),
    rankingStates,
    league,
    decimals,
  );
  return table.map((row) => ({ ...row, withdrawn: withdrawn.has(row.teamId) }));
}
