// Small text helpers for e-mails written to people (the team, members).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { FACILITY_TIME_ZONE } from '@longwood/core';

/** '2026-11-21T18:05:00.000Z' → 'Saturday, November 21, 2026 at 1:05 PM (Eastern Time)'. */
export function formatFacilityDateTime(iso: string): string {
  const local = new TZDate(new Date(iso).getTime(), FACILITY_TIME_ZONE);
  return `${format(local, "EEEE, MMMM d, yyyy 'at' h:mm a")} (Eastern Time)`;
}

/** A value safe for a one-line header such as the subject (no line breaks, bounded length). */
export function oneLine(text: string, max = 120): string {
  const flat = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
