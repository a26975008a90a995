// A league standings row's week as the standings answer it, for the core and server tests of standings. Test support
// only (exported as '@longwood/core/testing').
import type { StandingsRow } from '../leagues/schemas/league-play';

type StandingsWeek = StandingsRow['weeks'][number];

/** A team's week of a round: nothing played, nothing counted, unless `week` says so. */
export function standingsWeek(roundId: number, week: Partial<StandingsWeek> = {}): StandingsWeek {
  return {
    roundId,
    strokes: null,
    result: null,
    opponentTeamId: null,
    opponent: null,
    counted: false,
    didNotPlay: false,
    absence: null,
    gross: null,
    net: null,
    ...week,
  };
}

/**
 * A team's standings row before it has played: unranked, no players named, every figure empty (a stroke-play row's
 * match counts are null; a match-play test gives its zeros in `row`).
 */
export function standingsRow(teamId: number, row: Partial<StandingsRow> = {}): StandingsRow {
  return {
    ...{ rank: null, ranked: false, rankChange: null, tieBreak: null, handicap: null, net: null },
    ...{ teamId, players: [], roundsPlayed: 0, weeks: [] },
    ...{ totalStrokes: null, averageStrokes: null, countedStrokes: null, bestRound: null },
    ...{ wins: null, losses: null, halves: null, byes: null, points: null, winPercentage: null },
    ...row,
  };
}
