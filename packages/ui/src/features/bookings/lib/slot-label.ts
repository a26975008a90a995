// The text of one option in the booking page's starting-time dropdown (docs/requirements.md#booking-rules).
import { formatTime12h, type SlotOption } from '@longwood/core';

const REASON_LABELS: Record<NonNullable<SlotOption['reason']>, string> = {
  exceeds_limit: '(Exceeds Limit)',
  full: '(Fully Booked)',
  league: '(League Play)',
};

export function slotLabel(slot: SlotOption): string {
  const time = formatTime12h(slot.startTime);
  return slot.available || !slot.reason ? time : `${time} ${REASON_LABELS[slot.reason]}`;
}
