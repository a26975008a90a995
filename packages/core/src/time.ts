// Facility time. Every date and time the product shows or stores ('yyyy-MM-dd', 'HH:mm:ss') is a wall-clock
// value in Longwood, Florida (America/New_York), whatever time zone the machine running the code is in: at 22:30
// in Longwood it is already tomorrow in UTC, so a server asking its own clock would shift the booking window and
// hide slots still bookable (docs/decisions/001-facility-time-zone.md).
import { facilityNow, facilityUtcOffset } from './facility-clock';

export { FACILITY_TIME_ZONE, facilityNow, facilityToday } from './facility-clock';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** 7 → '07': the two digits of a date's month and day, a time's hours, minutes and seconds, or a UTC offset's. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' that names a real calendar day (rejects 2026-02-30). */
export function isValidDateString(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  // Date.UTC is pure calendar arithmetic: no machine time zone involved.
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function parseDateParts(date: string): { y: number; m: number; d: number } {
  if (!isValidDateString(date)) throw new RangeError(`Invalid date string: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

function formatUtcDate(value: Date): string {
  return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
}

/**
 * The facility's wall clock at the instant `now`, to the second ('HH:mm:ss'), with its offset from UTC in minutes
 * (-300 under EST, -240 under EDT): what a file that names the moment on the facility's clock writes.
 */
export function facilityWallClock(now: Date): Readonly<{ date: string; time: string; utcOffset: number }> {
  const time = now.getTime();
  const wall = facilityNow(now);
  // The zone's offsets are whole minutes, so the wall clock's seconds are the instant's.
  const seconds = Math.floor(time / 1000) - Math.floor(time / 60_000) * 60;
  return {
    date: wall.date,
    time: `${minutesToTime(wall.minutes).slice(0, 6)}${pad2(seconds)}`,
    utcOffset: facilityUtcOffset(time, wall),
  };
}

/** Calendar arithmetic on 'yyyy-MM-dd' strings (DST-free: these are dates, not instants). */
export function addDaysToDateString(date: string, days: number): string {
  const { y, m, d } = parseDateParts(date);
  return formatUtcDate(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Adds calendar months, clamping to the month's last day (2026-11-30 + 3 months = 2027-02-28). */
export function addMonthsToDateString(date: string, months: number): string {
  const { y, m, d } = parseDateParts(date);
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return formatUtcDate(firstOfTarget);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDateStrings(from: string, to: string): number {
  const a = parseDateParts(from);
  const b = parseDateParts(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** English weekday name of a 'yyyy-MM-dd' date ('Monday' ...). */
export function weekdayName(date: string): WeekdayName {
  const { y, m, d } = parseDateParts(date);
  return WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] as WeekdayName;
}

/** 'HH:mm' or 'HH:mm:ss' (00:00..23:59) is a valid clock time. */
export function isValidTimeString(value: string): boolean {
  return TIME_RE.test(value);
}

const DIGIT_0 = 48;
const digitAt = (text: string, index: number): number => {
  const d = text.charCodeAt(index) - DIGIT_0;
  return d >= 0 && d <= 9 ? d : NaN;
};

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss'. */
export function timeToMinutes(time: string): number {
  // Fast path without a regex for the stored 'HH:mm:ss' and the form's 'HH:mm' (availability reads thousands).
  if ((time.length === 5 || (time.length === 8 && time[5] === ':')) && time[2] === ':') {
    const hours = digitAt(time, 0) * 10 + digitAt(time, 1);
    const minutes = digitAt(time, 3) * 10 + digitAt(time, 4);
    const seconds = time.length === 8 ? digitAt(time, 6) * 10 + digitAt(time, 7) : 0;
    if (hours <= 23 && minutes <= 59 && seconds <= 59) return hours * 60 + minutes; // NaN fails every test
  }
  const m = TIME_RE.exec(time);
  // '24:00' is accepted here only as an end-of-day sentinel some callers compute.
  if (!m) {
    if (time === '24:00' || time === '24:00:00') return 1440;
    throw new RangeError(`Invalid time string: ${time}`);
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Every 'HH:mm:ss' of the day, 00:00:00 .. 24:00:00, built once. */
const TIME_STRINGS: readonly string[] = Array.from(
  { length: 1441 },
  (_, minutes) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00`,
);

/** Minutes since midnight → 'HH:mm:ss' (1440 → '24:00:00'). */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 1440) {
    throw new RangeError(`Minutes out of range: ${minutes}`);
  }
  return TIME_STRINGS[minutes]!;
}

/** 'HH:mm[:ss]' → 'HH:mm:ss'. */
export function normalizeTime(time: string): string {
  return minutesToTime(timeToMinutes(time));
}

/** 'HH:mm[:ss]' → 'HH:mm' (league times are stored and shown this way). */
export function toHourMinute(time: string): string {
  return normalizeTime(time).slice(0, 5);
}

/** '13:30' / '13:30:00' → '1:30 PM'; '00:00' → '12:00 AM'. */
export function formatTime12h(time: string): string {
  const total = timeToMinutes(time) % 1440;
  const h = Math.floor(total / 60);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad2(total % 60)} ${suffix}`;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// The facility's offsets from UTC on either side of the last date `facilityInstant` was asked about: a month of
// lessons, a league's nights or a file of shots converts many times of the same few dates.
let lastDateOffsets: { date: string; before: number; after: number } | null = null;

/**
 * The instant at which the facility wall clock shows `date` `time`. In the spring-forward gap (02:00-02:59 on the
 * March change day) the wall time does not exist and is moved forward an hour (02:30 is 03:30 EDT); in the repeated
 * fall-back hour the first (daylight-time) occurrence is taken: the instants @date-fns/tz's `TZDate` gave, which
 * this replaced (time-tzdate-oracle.test.ts compares the two on every change day 2020-2037 and every quarter hour of
 * a whole year).
 */
export function facilityInstant(date: string, time: string): Date {
  const { y, m, d } = parseDateParts(date);
  const midnight = Date.UTC(y, m - 1, d);
  // The wall clock read as if it were UTC; the instant is that less the offset in force then.
  const wall = midnight + timeToMinutes(time) * MINUTE_MS;
  if (lastDateOffsets?.date !== date) {
    // 00:00 UTC on the date is the evening before at the facility, 00:00 UTC the next day the date's own evening: a
    // change of the clock on the date (at 2 a.m.) falls between them, and nothing else does (the changes are months
    // apart, and '24:00' is before the next day's 2 a.m.).
    lastDateOffsets = { date, before: facilityUtcOffset(midnight), after: facilityUtcOffset(midnight + DAY_MS) };
  }
  const { before, after } = lastDateOffsets;
  const early = wall - before * MINUTE_MS;
  if (before === after) return new Date(early);
  // The clock changes on this date: each offset gives a candidate, real if the clock shows `time` then under it.
  const late = wall - after * MINUTE_MS;
  const earlyIsReal = facilityUtcOffset(early) === before;
  const lateIsReal = facilityUtcOffset(late) === after;
  if (earlyIsReal && lateIsReal) return new Date(Math.min(early, late)); // fall back: the first occurrence
  if (lateIsReal) return new Date(late);
  // Real under the old offset, or in the spring-forward gap: read with the offset before the change, which moves it
  // forward by the gap.
  return new Date(early);
}

/** Compares facility wall-clock (date, minutes) pairs: negative if a is earlier. */
export function compareWallClock(a: { date: string; minutes: number }, b: { date: string; minutes: number }): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.minutes - b.minutes;
}
