// A member's booking as an iCalendar (RFC 5545) event: attached to the booking, move and cancellation e-mails and
// offered on screen as "Add to calendar" (docs/decisions/133-booking-emails-and-calendar.md). One stable UID per
// booking, so a calendar updates (a move, a higher SEQUENCE) or removes (CANCEL) the same event. Times in UTC, so
// no time-zone block is needed.
import { facilityInstant } from '../time';

export type BookingCalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface BookingCalendarInput {
  id: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  simulatorName: string;
  method: BookingCalendarMethod;
  /** The UID's domain (the sender's). */
  domain: string;
  /** Grows with every change of the booking (a move): calendars keep the newest. */
  sequence: number;
  now: Date;
}

/** '2027-03-10T14:00:00.000Z' → '20270310T140000Z'. */
function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 text escaping. */
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

export function bookingCalendar(input: BookingCalendarInput): string {
  const start = facilityInstant(input.bookingDate, input.startTime);
  // An end of '24:00' (or wrapped '00:00') is midnight at the end of the booking day.
  const endMinutes = input.endTime.startsWith('00:00') || input.endTime.startsWith('24:00') ? 24 * 60 : null;
  const end =
    endMinutes === null
      ? facilityInstant(input.bookingDate, input.endTime)
      : new Date(facilityInstant(input.bookingDate, '00:00').getTime() + endMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Longwood Golf//Bookings//EN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:booking-${input.id}@${input.domain}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsInstant(input.now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(`Golf simulator, ${input.simulatorName}`)}`,
    `LOCATION:${icsText(`Longwood Golf, ${input.simulatorName}`)}`,
    `STATUS:${input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
