// The one iCalendar writer (RFC 5545 text, RFC 5546 methods) behind every .ics the product makes: the booking,
// lesson and league e-mails, the on-screen "Add to calendar" (docs/decisions/192-one-icalendar-writer.md) and the
// members' subscribed calendar feeds (docs/decisions/203-calendar-feed.md). Files handed over once carry UTC
// instants, so no time-zone block is needed and calendars in any zone show them right; a feed carries the facility's
// wall-clock times with its time zone, as a calendar of that place.
import { FACILITY_TIME_ZONE, facilityWallClock } from '../time';

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

/** How a start or end is written: `DTSTART:<UTC>` in files handed over, `DTSTART;TZID=…:<wall clock>` in a feed. */
type TimeProperty = (name: 'DTSTART' | 'DTEND', instant: Date) => string;

const utcTime: TimeProperty = (name, instant) => `${name}:${utc(instant)}`;

/** '2027-03-10T14:00:00.000Z' → 'TZID=America/New_York:20270310T090000' (the facility's wall clock). */
const facilityTime: TimeProperty = (name, instant) => {
  const { date, time } = facilityWallClock(instant);
  return `${name};TZID=${FACILITY_TIME_ZONE}:${date.replaceAll('-', '')}T${time.replaceAll(':', '')}`;
};

function eventLines(event: CalendarEvent, method: CalendarMethod, now: Date, time: TimeProperty = utcTime): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(now)}`,
    time('DTSTART', event.start),
    time('DTEND', event.end),
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
}

/** The calendar as .ics text: CRLF line ends, long lines folded. `head` follows METHOD (a feed's name and zone). */
function calendar(method: CalendarMethod, events: readonly string[], head: readonly string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Longwood Golf//Calendar//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...head,
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

/**
 * The facility's zone as calendars need it to read a feed's wall-clock times: the United States' rules since 2007
 * (second Sunday of March to first Sunday of November, at 2 AM), which cover every date a feed holds.
 */
export const FACILITY_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FACILITY_TIME_ZONE}`,
  `X-LIC-LOCATION:${FACILITY_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** How often a subscribed calendar should read the feed again (RFC 7986 REFRESH-INTERVAL, and Outlook's TTL). */
const FEED_REFRESH = 'PT1H';

/**
 * A subscribed calendar (docs/decisions/203-calendar-feed.md): PUBLISH, named after the facility (never the
 * subscriber: the address may be shared), in the facility's time zone, asking to be read again every hour. Its
 * events are the same as the e-mails' (UID and SEQUENCE), so a calendar holding both knows them as one.
 */
export function writeCalendarFeed(events: readonly CalendarEvent[], now: Date): string {
  return calendar(
    'PUBLISH',
    events.flatMap((event) => [...eventLines(event, 'PUBLISH', now, facilityTime), 'END:VEVENT']),
    [
      'X-WR-CALNAME:Longwood Golf',
      'NAME:Longwood Golf',
      `X-WR-TIMEZONE:${FACILITY_TIME_ZONE}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
      `X-PUBLISHED-TTL:${FEED_REFRESH}`,
      ...FACILITY_VTIMEZONE,
    ],
  );
}
