// What a ledger row pays for, in words, for the desk's list of the day's payments (docs/decisions/260-payments-ledger.md):
// the person by name and the booking or lesson by bay and time, never a row number or an e-mail address.
import { formatDateShort, formatTimeRange } from '../time-format';

/** A booking or lesson a row names, as the server read it (the holder and coach already shown by name). */
export interface PaidForVisit {
  /** The guest's name, the member's shown name, or a league's name. */
  holder: string;
  /** The bay's name from the facility settings. */
  bay: string;
  date: string;
  startTime: string;
  endTime: string;
}

export interface PaidForFacts {
  /** The account the row names, shown by name (undefined: none, or the account was deleted). */
  person?: string;
  booking?: PaidForVisit;
  lesson?: PaidForVisit & { coach: string };
}

/** 'Family Bay, 4:00 PM - 6:00 PM', and ' on Nov 24, 2026' when that is not the day the row counts in. */
function whereAndWhen(visit: PaidForVisit, rowDate: string): string {
  const text = `${visit.bay}, ${formatTimeRange(visit.startTime, visit.endTime)}`;
  return visit.date === rowDate ? text : `${text} on ${formatDateShort(visit.date)}`;
}

/**
 * "Sam Lee · lesson with Kim Park, Bay 1, 3:00 PM - 4:00 PM", "Pat Smith · Family Bay, 4:00 PM - 6:00 PM", "Sam Lee";
 * null when the row names nothing that still exists.
 */
export function paidForText(facts: PaidForFacts, rowDate: string): string | null {
  if (facts.lesson) {
    const { lesson } = facts;
    return `${lesson.holder} · lesson with ${lesson.coach}, ${whereAndWhen(lesson, rowDate)}`;
  }
  if (facts.booking) return `${facts.booking.holder} · ${whereAndWhen(facts.booking, rowDate)}`;
  return facts.person ?? null;
}
