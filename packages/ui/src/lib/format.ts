// How screens write dates, times and numbers. Facility dates and times are core's one module (time-format.ts), the
// same text the e-mails use (docs/decisions/193-one-facility-time-format.md); the rest is the screens' own.
import { formatTime12h } from '@longwood/core';

export {
  facilityZoneLabel,
  formatDateLong,
  formatDateShort,
  formatFacilityDateTime,
  formatFacilityDateTimeLong,
  formatFacilityTimeOfDay,
  formatFacilityTimestamp,
  formatMonthYear,
  formatTimeRange,
} from '@longwood/core';

/** '13:00:00' → '1:00 PM'. */
export function formatTime(time: string): string {
  return formatTime12h(time);
}

/** Hours with at most two decimals and no trailing zeros: 2 → '2', 2.5 → '2.5', 1/3 → '0.33'. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/**
 * A list's total as a page reports it: '1,234', or 'more than 1,000' when the server stopped counting
 * (docs/decisions/100-admin-lists-paging-and-exports.md).
 */
export function formatTotal(total: number, totalExact: boolean): string {
  const n = total.toLocaleString('en-US');
  return totalExact ? n : `more than ${n}`;
}
