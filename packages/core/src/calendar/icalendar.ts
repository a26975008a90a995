// The one iCalendar writer (RFC 5545 text, RFC 5546 methods) behind every .ics the product makes: the booking,
// lesson and league e-mails and the on-screen "Add to calendar" (docs/decisions/192-one-icalendar-writer.md).
// Times are UTC instants, so no time-zone block is needed and calendars in any zone show them right.

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  email: string;
  name: string;
}

export interface CalendarEvent {
  uid: string;
  /** Grows with every change of the event: a calendar keeps the version with the highest. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
}

/**
 * A scheduling message (RFC 5546): one event, from the facility (ORGANIZER) to the one person the e-mail goes to
 * (ATTENDEE); a CANCEL carries the event's UID and a SEQUENCE no lower than the request's.
 */
export interface SchedulingMessage {
  method: 'REQUEST' | 'CANCEL';
  event: CalendarEvent;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  now: Date;
}

/** '2027-03-10T14:00:00.000Z' → '20270310T140000Z'. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters cannot appear. */
function text(value: string): string {
  return value
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/** A parameter value (CN): no quotes or control characters inside, quoted when it holds ':', ';' or ','. */
function param(value: string): string {
  const clean = value.replace(/[\p{Cc}"]/gu, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const mailto = (email: string) => `mailto:${email.replace(/[\s\p{Cc}]/gu, '')}`;

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded at 75 octets: each further piece on a new line that starts with a space. Counted in
 * UTF-8 octets and cut between characters, never inside one.
 */
function fold(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

function eventLines(event: CalendarEvent, method: CalendarMethod, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
}

/** The calendar as .ics text: CRLF line ends, long lines folded. */
function calendar(method: CalendarMethod, events: readonly string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Longwood Golf//Calendar//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${fold(line)}\r\n`).join('');
}

/** Events handed over to keep (the on-screen file, a league's nights): PUBLISH, naming nobody. */
export function writePublishedCalendar(events: readonly CalendarEvent[], now: Date): string {
  return calendar(
    'PUBLISH',
    events.flatMap((event) => [...eventLines(event, 'PUBLISH', now), 'END:VEVENT']),
  );
}

/** A REQUEST or CANCEL e-mailed to one person. Apart from the published form, so the browser never loads it. */
export function writeSchedulingMessage({ method, event, organizer, attendee, now }: SchedulingMessage): string {
  return calendar(method, [
    ...eventLines(event, method, now),
    `ORGANIZER;CN=${param(organizer.name)}:${mailto(organizer.email)}`,
    // The member booked it themselves (or staff did for them): nothing to answer, and nobody reads replies.
    `ATTENDEE;CN=${param(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(attendee.email)}`,
    'END:VEVENT',
  ]);
}
