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
