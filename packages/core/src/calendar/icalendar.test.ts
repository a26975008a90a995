import { describe, expect, it } from 'vitest';
import { calendarHead, ics } from '../testing/ics';
import { facilityWallClock } from '../time';
import {
  FACILITY_VTIMEZONE,
  writeCalendarFeed,
  writePublishedCalendar,
  writeSchedulingMessage,
  type CalendarEvent,
} from './icalendar';

const now = new Date('2027-01-13T17:00:05Z');
const event: CalendarEvent = {
  uid: 'clinic-1@longwoodgolf.example',
  sequence: 1799859600,
  start: new Date('2027-01-14T15:00:00Z'),
  end: new Date('2027-01-14T16:30:00Z'),
  summary: 'Putting clinic, Bay 2',
  location: 'Longwood Golf; Bay 2',
};
const organizer = { email: 'no-reply@longwoodgolf.example', name: 'Longwood Golf' };
const sam = { email: 'sam@example.com', name: 'sam' };

/** A clinic's event lines up to its STATUS, as the writer puts them: the first clinic, in UTC, unless said. */
const clinic = (
  sequence: number,
  { n = 1, start = 'DTSTART:20270114T150000Z', end = 'DTEND:20270114T163000Z' } = {},
) => [
  'BEGIN:VEVENT',
  `UID:clinic-${n}@longwoodgolf.example`,
  `SEQUENCE:${sequence}`,
  'DTSTAMP:20270113T170005Z',
  start,
  end,
  'SUMMARY:Putting clinic\\, Bay 2',
  'LOCATION:Longwood Golf\\; Bay 2',
];

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the iCalendar writer', () => {
  it.each([
    {
      about: 'a REQUEST from the facility to the one recipient, folding the long ATTENDEE line',
      method: 'REQUEST' as const,
      sequence: 1799859600,
      attendee: sam,
      status: 'CONFIRMED',
      attendeeLines: ['ATTENDEE;CN=sam;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sa', ' m@example.com'],
    },
    {
      about: 'a CANCEL with the same UID and STATUS:CANCELLED, quoting a name holding a comma',
      method: 'CANCEL' as const,
      sequence: 1799865000,
      attendee: { email: 'sam@example.com', name: 'Smith, Sam' },
      status: 'CANCELLED',
      attendeeLines: [
        'ATTENDEE;CN="Smith, Sam";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:',
        ' mailto:sam@example.com',
      ],
    },
  ])('writes $about', ({ method, sequence, attendee, status, attendeeLines }) => {
    expect(writeSchedulingMessage({ method, event: { ...event, sequence }, organizer, attendee, now })).toBe(
      ics(
        ...calendarHead(method),
        ...clinic(sequence),
        `STATUS:${status}`,
        'ORGANIZER;CN=Longwood Golf:mailto:no-reply@longwoodgolf.example',
        ...attendeeLines,
        'END:VEVENT',
        'END:VCALENDAR',
      ),
    );
  });

  it('writes a PUBLISH of several events without ORGANIZER or ATTENDEE', () => {
    const second = { ...event, uid: 'clinic-2@longwoodgolf.example', description: 'Bring your own clubs.' };
    expect(writePublishedCalendar([event, second], now)).toBe(
      ics(
        ...calendarHead('PUBLISH'),
        ...clinic(1799859600),
        'STATUS:CONFIRMED',
        'END:VEVENT',
        ...clinic(1799859600, { n: 2 }),
        'DESCRIPTION:Bring your own clubs.',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ),
    );
  });

  it('escapes backslash, semicolon, comma and every kind of line break, and drops other control characters', () => {
    const text = writePublishedCalendar([{ ...event, summary: 'Mon, Tue; A\\B\r\nC\nD\rE\u0007F\tG' }], now);
    expect(text).toContain('\r\nSUMMARY:Mon\\, Tue\\; A\\\\B\\nC\\nD\\nEF\tG\r\n');
  });

  it('folds at 75 octets, counting UTF-8 and never cutting inside a character', () => {
    const summary = `${'a'.repeat(66)}é${'c'.repeat(70)}😀d`;
    const text = writePublishedCalendar([{ ...event, summary }], now);
    // 'SUMMARY:' and 66 letters are 74 octets: 'é' (2 octets) starts the next line; that line's space, 'é' and 70
    // letters are 73 octets, so '😀' (4 octets) starts the third.
    expect(text).toContain(
      `\r\nSUMMARY:${'a'.repeat(66)}\r\n é${'c'.repeat(70)}\r\n 😀d\r\nLOCATION:Longwood Golf\\; Bay 2\r\n`,
    );
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    // Unfolded (CRLF + space removed), the value is whole again.
    expect(text.replaceAll('\r\n ', '')).toContain(`SUMMARY:${summary}\r\n`);
  });
});

describe('the calendar feed (docs/decisions/203-calendar-feed.md)', () => {
  it("writes the facility's wall-clock times under its VTIMEZONE, named after the facility, read again hourly", () => {
    // 10:00 EST in January and 18:00 EDT in July: the same zone, two offsets.
    const july = { ...event, uid: 'clinic-2@longwoodgolf.example', start: new Date('2027-07-01T22:00:00Z') };
    const text = writeCalendarFeed([event, { ...july, end: new Date('2027-07-01T23:00:00Z') }], now);
    expect(text).toBe(
      ics(
        ...calendarHead('PUBLISH'),
        'X-WR-CALNAME:Longwood Golf',
        'NAME:Longwood Golf',
        'X-WR-TIMEZONE:America/New_York',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        ...FACILITY_VTIMEZONE,
        ...clinic(1799859600, {
          start: 'DTSTART;TZID=America/New_York:20270114T100000',
          end: 'DTEND;TZID=America/New_York:20270114T113000',
        }),
        'STATUS:CONFIRMED',
        'END:VEVENT',
        ...clinic(1799859600, {
          n: 2,
          start: 'DTSTART;TZID=America/New_York:20270701T180000',
          end: 'DTEND;TZID=America/New_York:20270701T190000',
        }),
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ),
    );
  });

  it("gives its zone the facility's offsets and changes as the time zone database has them, 2027 to 2040", () => {
    expect(FACILITY_VTIMEZONE.slice(0, 3)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'X-LIC-LOCATION:America/New_York',
    ]);
    // Each part (DAYLIGHT, STANDARD): from its first year on, on the nth Sunday of its month at its wall-clock time,
    // the offset moves from TZOFFSETFROM to TZOFFSETTO.
    const minutes = (offset: string) =>
      (offset.startsWith('-') ? -1 : 1) * (60 * +offset.slice(1, 3) + +offset.slice(3));
    for (const part of ['DAYLIGHT', 'STANDARD']) {
      const lines = FACILITY_VTIMEZONE.slice(FACILITY_VTIMEZONE.indexOf(`BEGIN:${part}`));
      const value = (key: string) => lines.find((line) => line.startsWith(`${key}:`))!.slice(key.length + 1);
      const from = minutes(value('TZOFFSETFROM'));
      const to = minutes(value('TZOFFSETTO'));
      const [, hour, minute] = /T(\d\d)(\d\d)00$/.exec(value('DTSTART'))!;
      const [, month, nth] = /^FREQ=YEARLY;BYMONTH=(\d+);BYDAY=(\d)SU$/.exec(value('RRULE'))!;
      for (let year = 2027; year <= 2040; year++) {
        const firstSunday = 1 + ((7 - new Date(Date.UTC(year, +month! - 1, 1)).getUTCDay()) % 7);
        const change = Date.UTC(year, +month! - 1, firstSunday + 7 * (+nth! - 1), +hour!, +minute!) - from * 60_000;
        expect(facilityWallClock(new Date(change - 60_000)).utcOffset, `${part} ${year}`).toBe(from);
        expect(facilityWallClock(new Date(change)).utcOffset, `${part} ${year}`).toBe(to);
      }
    }
  });

  it('writes an empty feed as a calendar with its zone and no events', () => {
    const text = writeCalendarFeed([], now);
    expect(text).toContain('END:VTIMEZONE\r\nEND:VCALENDAR\r\n');
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});
