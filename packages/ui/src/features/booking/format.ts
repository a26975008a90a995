// How booking dates and times read on screen: 12-hour times labelled EST (SPEC §9: the facility's
// US Eastern time, whatever the visitor's device is set to).
import { formatTime12h, type SlotOption } from '@longwood/core';

export const TIME_ZONE_LABEL = 'EST';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '2026-11-21' → 'Saturday, November 21, 2026' (calendar arithmetic only: no device time zone involved). */
export function formatDateLong(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

/** '13:00:00', '14:30:00' → '1:00 PM - 2:30 PM EST' */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime12h(startTime)} - ${formatTime12h(endTime)} ${TIME_ZONE_LABEL}`;
}

const REASON_LABELS: Record<NonNullable<SlotOption['reason']>, string> = {
  exceeds_limit: '(Exceeds Limit)',
  full: '(Fully Booked)',
  league: '(League Play)',
};

/** The text of one option in the starting-time dropdown. */
export function slotLabel(slot: SlotOption): string {
  const time = formatTime12h(slot.startTime);
  return slot.available || !slot.reason ? time : `${time} ${REASON_LABELS[slot.reason]}`;
}
