// Facility dates and times as people read them, on every screen and in every e-mail: the facility's wall clock
// (America/New_York), 12-hour times and the zone's label on that date, EST in winter (docs/requirements.md#facility-time)
// and EDT while daylight saving time is on, whatever zone the device or server is in
// (docs/decisions/193-one-facility-time-format.md). Weekday and month names come from
// fixed English tables rather than Intl or a date library: the same text in every browser and on the server, and
// nothing heavy in the booking page's bundle.
import {
  facilityInstant,
  facilityNow,
  facilityWallClock,
  formatTime12h,
  isValidDateString,
  minutesToTime,
  pad2,
  weekdayName,
} from './time';

/**
 * How the product names the facility's time zone next to a time on `date` ('yyyy-MM-dd'; today's facility date when
 * left out): 'EST', or 'EDT' on a date of daylight saving time (decision 193: a July evening is not EST).
 * The day the clocks change is named by its noon.
 */
export function facilityZoneLabel(date?: string, now: Date = new Date()): 'EST' | 'EDT' {
  const day = date !== undefined && isValidDateString(date) ? date : facilityNow(now).date;
  // Noon on the facility's wall clock is 16:00 UTC under EDT (UTC-4), 17:00 under EST (UTC-5).
  return facilityInstant(day, '12:00').getUTCHours() === 16 ? 'EDT' : 'EST';
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthName = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1]!;

const dayAndYear = (date: string) => `${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** '2026-11-21' → 'Saturday, November 21, 2026' (anything else is returned as it is). */
export function formatDateLong(date: string): string {
  if (!isValidDateString(date)) return date;
  return `${weekdayName(date)}, ${monthName(date)} ${dayAndYear(date)}`;
}

/** A month of a calendar, 'yyyy-MM' (or a date in it): '2026-11' → 'November 2026'. */
export function formatMonthYear(month: string): string {
  return `${monthName(month)} ${month.slice(0, 4)}`;
}

/** '2026-03-05' → 'Mar 5, 2026'. */
export function formatDateShort(date: string): string {
  if (!isValidDateString(date)) return date;
  return `${monthName(date).slice(0, 3)} ${dayAndYear(date)}`;
}

/**
 * '13:00:00', '14:30:00' → '1:00 PM - 2:30 PM', or with the zone of the day it falls on, `{ zoneOn: '2026-11-27' }`:
 * '1:00 PM - 2:30 PM EST' ('… EDT' on a summer date).
 */
export function formatTimeRange(startTime: string, endTime: string, options: { zoneOn?: string } = {}): string {
  const range = `${formatTime12h(startTime)} - ${formatTime12h(endTime)}`;
  return options.zoneOn !== undefined ? `${range} ${facilityZoneLabel(options.zoneOn)}` : range;
}

/** One moment, as every e-mail subject names it: 'Friday, November 27, 2026 at 11:00 AM EST'. */
export function formatDateTimeLong(date: string, time: string): string {
  return `${formatDateLong(date)} at ${formatTime12h(time)} ${facilityZoneLabel(date)}`;
}

/** A stretch of one day, as e-mail bodies give it: 'Friday, November 27, 2026, 11:00 AM - 12:30 PM EST'. */
export function formatDateTimeRange(date: string, startTime: string, endTime: string): string {
  return `${formatDateLong(date)}, ${formatTimeRange(startTime, endTime, { zoneOn: date })}`;
}

/** An instant on the facility's wall clock, or null for text that is not one. */
function facilityDateAndTime(iso: string | Date): { date: string; time: string } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const { date, minutes } = facilityNow(instant);
  return { date, time: minutesToTime(minutes) };
}

/**
 * A day and time on a screen, as people read them: '2026-11-18', '18:00' → 'Wed, Nov 18, 6:00 PM EST'; the year is
 * added when it is not the facility's current year (by `now`): 'Tue, Nov 18, 2025, 6:00 PM EST'.
 */
export function formatDateTimeShort(date: string, time: string, now: Date): string {
  if (!isValidDateString(date)) return `${date} ${formatTime12h(time)} ${facilityZoneLabel(undefined, now)}`;
  const year = date.slice(0, 4) === facilityNow(now).date.slice(0, 4) ? '' : `, ${date.slice(0, 4)}`;
  const day = `${weekdayName(date).slice(0, 3)}, ${monthName(date).slice(0, 3)} ${Number(date.slice(8, 10))}${year}`;
  return `${day}, ${formatTime12h(time)} ${facilityZoneLabel(date)}`;
}

/**
 * An instant in a table or a line of the screen (never '2026-11-21 1:30 PM' to people):
 * '2026-11-21T18:30:00.000Z' → 'Sat, Nov 21, 1:30 PM EST' (with the year when it is not this year, by `now`).
 */
export function formatFacilityDateTime(iso: string, now: Date = new Date()): string {
  const at = facilityDateAndTime(iso);
  return at ? formatDateTimeShort(at.date, at.time, now) : iso;
}

/**
 * The time of day of an instant on the facility's clock, where the day goes without saying (a list of one day, a
 * clock, "updated at"): '2026-11-21T18:30:05.000Z' or that Date → '1:30 PM'.
 */
export function formatFacilityTimeOfDay(instant: string | Date): string {
  const at = facilityDateAndTime(instant);
  return at ? formatTime12h(at.time) : String(instant);
}

/**
 * An instant in a file a spreadsheet sorts (CSV), never on a screen: ISO 8601 on the facility's wall clock with its offset written, so a spreadsheet and a
 * reader agree on the moment across a change of daylight saving time: '2026-11-21T18:30:05.000Z' →
 * '2026-11-21T13:30:05-05:00', '2026-07-01T16:00:00.000Z' → '2026-07-01T12:00:00-04:00'.
 */
export function formatFacilityTimestamp(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, time, utcOffset } = facilityWallClock(instant);
  const abs = Math.abs(utcOffset);
  return `${date}T${time}${utcOffset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** An instant in an e-mail: '2026-11-21T18:05:00.000Z' → 'Saturday, November 21, 2026 at 1:05 PM EST'. */
export function formatFacilityDateTimeLong(iso: string): string {
  const at = facilityDateAndTime(iso);
  return at ? formatDateTimeLong(at.date, at.time) : iso;
}
