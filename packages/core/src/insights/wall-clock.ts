// Instants of the facility's wall-clock times for the insights, which convert tens of thousands of them per request:
// each date's midnight is converted once, and only the two days a year that change the clocks time by time.
import { addDaysToDateString, facilityInstant, facilityNow, timeToMinutes } from '../time';

export const HOUR_MS = 3_600_000;

/**
 * Instants of wall-clock times, converted once per date: a day of 24 hours is its midnight plus the minutes; only the
 * two days a year that change the clocks are converted time by time. Thousands of rows are read per request.
 */
export function facilityClock() {
  const midnights = new Map<string, number>();
  const midnight = (date: string) => {
    let at = midnights.get(date);
    if (at === undefined) {
      at = facilityInstant(date, '00:00').getTime();
      midnights.set(date, at);
    }
    return at;
  };
  const lengths = new Map<string, number>();
  const lengthOf = (date: string) => {
    let length = lengths.get(date);
    if (length === undefined) {
      length = midnight(addDaysToDateString(date, 1)) - midnight(date);
      lengths.set(date, length);
    }
    return length;
  };
  /** The wall-clock hour that `date` skips (2 for the spring change), or null on an ordinary day. */
  const skippedHour = (date: string): number | null => (lengthOf(date) >= 24 * HOUR_MS ? null : skippedHourOf(date));
  return {
    /** Milliseconds since the epoch of `time` ('HH:mm' or 'HH:mm:ss') on `date`, the facility's wall clock. */
    instant(date: string, time: string): number {
      return lengthOf(date) === 24 * HOUR_MS
        ? midnight(date) + timeToMinutes(time) * 60_000
        : facilityInstant(date, time.slice(0, 5)).getTime();
    },
    /**
     * The dates of from..to that skip an hour (the spring change), with the hour: a week whose clocks do not change
     * is 168 hours long and is passed over whole.
     */
    skippedHours(from: string, to: string): Map<string, number> {
      const skipped = new Map<string, number>();
      for (let week = from; week <= to; week = addDaysToDateString(week, 7)) {
        const next = addDaysToDateString(week, 7);
        if (midnight(next) - midnight(week) === 7 * 24 * HOUR_MS) continue;
        for (let date = week; date < next && date <= to; date = addDaysToDateString(date, 1)) {
          const hour = skippedHour(date);
          if (hour !== null) skipped.set(date, hour);
        }
      }
      return skipped;
    },
  };
}

/** The wall-clock hour a short day skips: the first whose half past does not read back as itself. */
function skippedHourOf(date: string): number | null {
  for (let hour = 0; hour < 24; hour += 1) {
    const time = `${String(hour).padStart(2, '0')}:30`;
    if (facilityNow(facilityInstant(date, time)).minutes !== hour * 60 + 30) return hour;
  }
  return null;
}
export type FacilityClock = ReturnType<typeof facilityClock>;
