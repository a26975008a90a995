// What is free on a day besides what was asked: the bays free over a whole interval and the next free starts, which
// the front desk offers when the time it chose is full (docs/decisions/262-the-desk-on-a-busy-night.md). Read from
// occupancy.ts's one availability model; apart from it only because the booking page, which loads occupancy.ts,
// never asks (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { minutesToTime, timeToMinutes } from '../time';
import { LAST_START_MINUTES, LATEST_END_MINUTES, SLOT_MINUTES, isValidDuration, type BayId } from './booking';
import { bayFree, holdsOf, type DayAvailability } from './occupancy';

/** The open bays free over the whole of [startTime, endTime), in bay order. */
export function freeBays(day: DayAvailability, startTime: string, endTime: string): BayId[] {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  return day.openBays.filter((bay) => bayFree(holdsOf(day, bay), start, end));
}

/** Where a stay could go instead: one open bay free from `startTime` to `endTime` ('HH:mm:ss'). */
export interface FreeStart {
  simulatorId: BayId;
  startTime: string;
  endTime: string;
}

/**
 * What is free next for a stay of `durationMinutes` from `fromTime` on: for each open bay, the first half-hour start
 * at or after `fromTime` (up to the last start, ending by the latest end) from which that bay is free for the whole
 * stay; the earliest first, bay order between equals. A bay with no such start today is left out. The desk offers
 * these when the time it chose is full ("Family Bay free at 4:30 PM",
 * docs/decisions/262-the-desk-on-a-busy-night.md).
 */
export function nextFreeStarts(day: DayAvailability, fromTime: string, durationMinutes: number): FreeStart[] {
  if (!isValidDuration(durationMinutes)) return [];
  const from = Math.ceil(timeToMinutes(fromTime) / SLOT_MINUTES) * SLOT_MINUTES;
  const found: { simulatorId: BayId; start: number; order: number }[] = [];
  day.openBays.forEach((bay, order) => {
    const holds = holdsOf(day, bay);
    for (
      let start = from;
      start <= LAST_START_MINUTES && start + durationMinutes <= LATEST_END_MINUTES;
      start += SLOT_MINUTES
    ) {
      if (bayFree(holds, start, start + durationMinutes)) {
        found.push({ simulatorId: bay, start, order });
        return;
      }
    }
  });
  found.sort((a, b) => a.start - b.start || a.order - b.order);
  return found.map(({ simulatorId, start }) => ({
    simulatorId,
    startTime: minutesToTime(start),
    endTime: minutesToTime(start + durationMinutes),
  }));
}
