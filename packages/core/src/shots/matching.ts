// Whose shots are they? One rule (docs/decisions/350-shot-files-read-and-matched.md): shots belong to the booking,
// lesson or walk-in whose time covers the moment, give or take a grace at each end (warming up before, finishing the
// ball after); one running at that moment wins over one whose grace covers it (a shot at 11:05 belongs to the 11:00
// booking, not to the one that ended at 11:00); between two graces, the nearer edge. League reservations are nobody's
// single session; their shots stay with the bay for the desk to give.
import type { Occupancy } from '../schemas/staff-booking';
import { facilityInstant } from '../time';

/**
 * The grace, which is the one thing that differs, and why. A member's own session file is matched among that member's
 * bookings and lessons only, so a wider grace can never give it to someone else, and its start is when the session was
 * opened on the simulator, often well into the warm-up. A bay's shot is matched among everyone's uses of that bay: a
 * wider grace would hand the next golfer's warm-up to the one before.
 */
export const FILE_MATCH_GRACE_MINUTES = 15;
export const BAY_SHOT_GRACE_MINUTES = 10;

/** A stretch of a bay's time: a facility date and its start and end ('HH:mm' or 'HH:mm:ss'). */
export interface BookedSpan {
  date: string;
  startTime: string;
  endTime: string;
}

/** The candidate whose span covers `at` by the rule above, or null; `spanOf` says null for one that cannot own it. */
function covering<T>(
  at: Date,
  candidates: readonly T[],
  spanOf: (candidate: T) => BookedSpan | null,
  graceMinutes: number,
): T | null {
  const moment = at.getTime();
  const grace = graceMinutes * 60_000;
  let best: { candidate: T; distance: number } | null = null;
  for (const candidate of candidates) {
    const span = spanOf(candidate);
    if (!span) continue;
    const start = facilityInstant(span.date, span.startTime).getTime();
    const end = facilityInstant(span.date, span.endTime).getTime();
    // Running at `at`: 0; in a grace: how far outside (at least 1 ms, so a running one always wins).
    const distance = moment >= start && moment < end ? 0 : Math.max(1, moment < start ? start - moment : moment - end);
    if (distance > grace) continue;
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate ?? null;
}

/** The member's booking or lesson that a session file started at `startedAt` belongs to (`slots` are theirs). */
export function fileSlotAt<S extends BookedSpan>(startedAt: Date, slots: readonly S[]): S | null {
  return covering(startedAt, slots, (slot) => slot, FILE_MATCH_GRACE_MINUTES);
}

/** The member's booking or lesson running at `at` on a bay, as its shots are matched (their "Live now"). */
export function runningSlotAt<S extends BookedSpan>(at: Date, slots: readonly S[]): S | null {
  return covering(at, slots, (slot) => slot, BAY_SHOT_GRACE_MINUTES);
}

/** The kinds of bay use a shot can belong to (a league's reservation is shared by many players). */
const SHOT_OWNER_KINDS = new Set<Occupancy['kind']>(['member', 'staff', 'lesson', 'walk_in']);

export type BayUse = Pick<
  Occupancy,
  'id' | 'kind' | 'userId' | 'simulatorId' | 'bookingDate' | 'startTime' | 'endTime'
>;

/** The use of bay `bayId` that a shot hit at `hitAt` belongs to, or null. */
export function bayUseAt<U extends BayUse>(hitAt: Date, bayId: number, uses: readonly U[]): U | null {
  return covering(
    hitAt,
    uses,
    (use) =>
      use.simulatorId === bayId && SHOT_OWNER_KINDS.has(use.kind)
        ? { date: use.bookingDate, startTime: use.startTime, endTime: use.endTime }
        : null,
    BAY_SHOT_GRACE_MINUTES,
  );
}
