// Expected .ics text for the calendar writer's tests, written out by hand line by line. Test support only.
import type { CalendarMethod } from '../calendar/icalendar';

/** The lines as a file: every one ends with CRLF. */
export const ics = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join('');

/** The calendar's opening lines, the same in every file the product writes. */
export const calendarHead = (method: CalendarMethod) => [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Longwood Golf//Calendar//EN',
  'CALSCALE:GREGORIAN',
  `METHOD:${method}`,
];
