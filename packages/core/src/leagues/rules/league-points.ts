// Points by finishing place each night (docs/decisions/487-points-by-finishing-place.md): a league's table gives 1st,
// 2nd, 3rd… place of each night (of each flight) its points; a place shared by a tie no countback could split shares
// the points of the places it fills. The standings then rank by the season's points.
import { round2 } from './league-handicap';

/**
 * Each placed team's points of one night: `rank` is its place as the night's places give it (1, 1, 3 when two share
 * first; null: no card, no points). Teams sharing a place split the points of the places they fill, to the hundredth:
 * two tied 2nd on a table of 10, 8, 6 take (8 + 6) / 2 = 7 each. A place past the table earns 0.
 */
export function placePointsOf(
  places: readonly { teamId: number; rank: number | null }[],
  table: readonly number[],
): Map<number, number> {
  const shared = new Map<number, number>();
  for (const p of places) if (p.rank !== null) shared.set(p.rank, (shared.get(p.rank) ?? 0) + 1);
  const points = new Map<number, number>();
  for (const p of places) {
    if (p.rank === null) continue;
    const count = shared.get(p.rank)!;
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += table[p.rank - 1 + i] ?? 0;
    points.set(p.teamId, round2(sum / count));
  }
  return points;
}
