// The one module that formats facility dates and times for the screen and for exports. Every date and time
// the product shows is the facility's wall clock (America/New_York), in 12-hour form, labelled EST
// (docs/requirements.md#facility-time), whatever time zone the visitor's device is in. Weekday names, 12-hour
// times and the facility clock come from core; only month names come from the browser's Intl (no date library
// in the page's bundle).
import { facilityNow, formatTime12h, isValidDateString, minutesToTime, weekdayName } from '@longwood/core';

import { TIME_ZONE_LABEL } from './time-zone-label';

export { TIME_ZONE_LABEL };

// A calendar date has no time zone: month names are read at midday UTC of that date, so no device zone or
// daylight-saving change can move it to another day.
const monthName = (style: 'long' | 'short', date: string) =>
  new Intl.DateTimeFormat('en-US', { month: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

const dayAndYear = (date: string) => `${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** '2026-11-21' → 'Saturday, November 21, 2026'. */
export function formatDateLong(date: string): string {
  if (!isValidDateString(date)) return date;
  return `${weekdayName(date)}, ${monthName('long', date)} ${dayAndYear(date)}`;
}

/** '2026-03-05' → 'Mar 5, 2026'. */
export function formatDateShort(date: string): string {
  if (!isValidDateString(date)) return date;
  return `${monthName('short', date)} ${dayAndYear(date)}`;
}

/** '13:00:00' → '1:00 PM'. */
export function formatTime(time: string): string {
  return formatTime12h(time);
}

/** '13:00:00', '14:30:00' → '1:00 PM - 2:30 PM', or '1:00 PM - 2:30 PM EST' with `{ zone: true }`. */
export function formatTimeRange(startTime: string, endTime: string, options: { zone?: boolean } = {}): string {
  const range = `${formatTime12h(startTime)} - ${formatTime12h(endTime)}`;
  return options.zone ? `${range} ${TIME_ZONE_LABEL}` : range;
}

/** An ISO instant on the facility's wall clock: '2026-11-21T18:30:00.000Z' → '2026-11-21 1:30 PM EST'. */
export function formatFacilityDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, minutes } = facilityNow(instant);
  return `${date} ${formatTime12h(minutesToTime(minutes))} ${TIME_ZONE_LABEL}`;
}

/** Hours with at most two decimals and no trailing zeros: 2 → '2', 2.5 → '2.5', 1/3 → '0.33'. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/**
 * A list's total as a page reports it: '1,234', or 'more than 1,000' when the server stopped counting
 * (docs/decisions/106-bounded-list-counts.md).
 */
export function formatTotal(total: number, totalExact: boolean): string {
  const n = total.toLocaleString('en-US');
  return totalExact ? n : `more than ${n}`;
}
