// The read model's sides (docs/decisions/497-best-ball-and-a-b-teams.md): an individual stroke-play league's players
// in sides for the season, each night's best ball and places (best ball) or A against A and B against B (A/B teams)
// from the players' saved cards and the handicaps they took into the night, and the sides ranked by their points.
// Each player's own standings, handicaps and skins are as they were.
import type { SidesResponse } from '../schemas/league-sides';
import { teamsOf } from '../rules/league';
import { withdrawnTeams } from '../rules/league-absences';
import { roundRobinPairings } from '../rules/league-schedule';
import { abNight, abOrder, bestBallNight, playersPerSide, sideName, type SidePlayerCard } from '../rules/league-sides';
import { handicapInto, teamPlayers, type LeagueBasis, type LeagueRoundRow } from './basis';

type SideRow = SidesResponse['sides'][number];
type NightResult = SideRow['results'][number];

/** Holes by stroke index in order: a round without a course plays 18 such (no best ball: its cards have no holes). */
const NO_COURSE = Array.from({ length: 18 }, (_, i) => ({ strokeIndex: i + 1 }));

export function leagueSides(basis: LeagueBasis): SidesResponse {
  const { league, participants, rounds, states, handicapsOn, net } = basis;
  const format = league.teamFormat;
  const withdrawn = withdrawnTeams(participants);
  const sideOf = new Map<number, number>();
  for (const p of participants) if (p.side !== null && p.side !== undefined) sideOf.set(p.teamId, p.side);
  const players = teamsOf(participants).map(({ teamId }) => ({
    teamId,
    name: teamPlayers(participants, teamId).join(' & '),
    handicap: handicapsOn ? (states.get(teamId)?.current.handicap ?? null) : null,
    withdrawn: withdrawn.has(teamId),
  }));
  const sideIds = [...new Set(sideOf.values())].sort((a, b) => a - b);
  const membersOf = (side: number) => players.filter((p) => sideOf.get(p.teamId) === side);
  const cardOf = (teamId: number, round: LeagueRoundRow): SidePlayerCard => {
    const state = states.get(teamId);
    const card = state?.rounds.get(round.id);
    return {
      teamId,
      holes: card?.holes ?? null,
      gross: card?.gross ?? null,
      handicap: handicapsOn ? handicapInto(state, round.id).handicap : null,
    };
  };

  const results = new Map<number, NightResult[]>(sideIds.map((s) => [s, []]));
  const sided = new Set(sideOf.keys());
  const played = [...rounds]
    .sort((a, b) => a.roundNumber - b.roundNumber)
    .filter((r) => [...sided].some((teamId) => states.get(teamId)?.rounds.has(r.id)));
  if (format !== 'off') {
    for (const round of played) {
      const holes = basis.courseOfRound(round)?.holes ?? NO_COURSE;
      const sides = sideIds.map((side) => ({ side, cards: membersOf(side).map((p) => cardOf(p.teamId, round)) }));
      if (format === 'best_ball') {
        for (const n of bestBallNight(sides, holes, net, league.placePoints)) {
          if (n.score === null) continue;
          const { roundNumber } = round;
          results
            .get(n.side)!
            .push({ roundNumber, score: n.score, rank: n.rank, opponent: null, matches: [], points: n.points });
        }
      } else {
        const bySide = new Map(sides.map((s) => [s.side, s]));
        for (const [a, b] of roundRobinPairings(sideIds, round.roundNumber - 1)) {
          if (b === null) continue;
          for (const n of abNight(bySide.get(a)!, bySide.get(b)!, holes, net, league)) {
            if (n.results.every((r) => r === null)) continue;
            const { roundNumber } = round;
            results.get(n.side)!.push({
              roundNumber,
              score: null,
              rank: null,
              opponent: n.opponent,
              matches: n.results,
              points: n.points,
            });
          }
        }
      }
    }
  }

  // Ranked by points (best ball with a table, A/B), else by the average best ball; then the fewer strokes.
  const byPoints = format === 'a_b' || league.placePoints.length > 0;
  const totals = sideIds.map((side) => {
    const nights = results.get(side)!;
    const strokes = format === 'best_ball' ? nights.reduce((sum, n) => sum + (n.score ?? 0), 0) : null;
    return { side, nights, points: nights.reduce((sum, n) => sum + n.points, 0), strokes };
  });
  const key = (t: (typeof totals)[number]) =>
    byPoints ? [-t.points, t.strokes ?? 0] : [(t.strokes ?? 0) / t.nights.length, 0];
  const ahead = (x: (typeof totals)[number], y: (typeof totals)[number]) => {
    const [kx, ky] = [key(x), key(y)];
    return kx[0]! < ky[0]! || (kx[0] === ky[0] && kx[1]! < ky[1]!);
  };
  const ranked = totals.filter((t) => t.nights.length > 0);
  const sides: SideRow[] = totals.map((t) => {
    // An A/B side lists its A player (the lower handicap) first.
    const members = format === 'a_b' ? abOrder(membersOf(t.side)) : membersOf(t.side);
    return {
      side: t.side,
      name: sideName(t.side),
      rank: t.nights.length === 0 ? null : 1 + ranked.filter((o) => ahead(o, t)).length,
      points: Math.round(t.points * 100) / 100,
      nights: t.nights.length,
      strokes: t.strokes,
      players: members.map((p, i) => ({ ...p, letter: format === 'a_b' ? (i === 0 ? 'A' : 'B') : null })),
      results: t.nights,
    };
  });
  sides.sort((x, y) => (x.rank ?? Infinity) - (y.rank ?? Infinity) || x.side - y.side);
  return {
    leagueId: league.id,
    format,
    sideSize: playersPerSide(format, league.teamSize),
    byPoints,
    sides,
    unassigned: players.filter((p) => !sideOf.has(p.teamId)).map((p) => ({ ...p, letter: null })),
  };
}
