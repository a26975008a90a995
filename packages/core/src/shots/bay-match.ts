// Whose shot is it? A shot hit on a bay belongs to the use of that bay whose time covers the moment it was hit,
// give or take BAY_SHOT_GRACE_MINUTES at each end (warming up before, finishing the ball after): a member's own
// booking, one the desk made for them, a lesson, or a walk-in (docs/decisions/241-bay-shots-matched-to-the-bay.md).
// League reservations are nobody's single session; shots then stay with the bay for the desk to give.
import type { Occupancy } from '../schemas/staff-booking';
import { facilityInstant } from '../time';

/** Minutes of grace at each end of a booking for its shots. */
export const BAY_SHOT_GRACE_MINUTES = 10;

/** The kinds of bay use a shot can belong to (a league's reservation is shared by many players). */
const SHOT_OWNER_KINDS = new Set<Occupancy['kind']>(['member', 'staff', 'lesson', 'walk_in']);

export type BayUse = Pick<
  Occupancy,
  'id' | 'kind' | 'userId' | 'simulatorId' | 'bookingDate' | 'startTime' | 'endTime'
>;

/**
 * The use of bay `bayId` that `hitAt` belongs to, or null. One that is running at `hitAt` wins over one whose
 * grace covers it (a shot at 11:05 belongs to the 11:00 booking, not to the one that ended at 11:00); between two
 * graces, the nearer edge wins.
 */
export function bayUseAt<U extends BayUse>(hitAt: Date, bayId: number, uses: readonly U[]): U | null {
  const at = hitAt.getTime();
  const grace = BAY_SHOT_GRACE_MINUTES * 60_000;
  let best: { use: U; distance: number } | null = null;
  for (const use of uses) {
    if (use.simulatorId !== bayId || !SHOT_OWNER_KINDS.has(use.kind)) continue;
    const start = facilityInstant(use.bookingDate, use.startTime).getTime();
    const end = facilityInstant(use.bookingDate, use.endTime).getTime();
    // Running at `hitAt`: 0; in a grace: how far outside (at least 1 ms, so a running one always wins).
    const distance = at >= start && at < end ? 0 : Math.max(1, at < start ? start - at : at - end);
    if (distance > grace) continue;
    if (!best || distance < best.distance) best = { use, distance };
  }
  return best?.use ?? null;
}
