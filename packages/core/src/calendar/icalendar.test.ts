import { describe, expect, it } from 'vitest';
import { calendarHead, ics } from '../testing/ics';
import { writePublishedCalendar, writeSchedulingMessage, type CalendarEvent } from './icalendar';

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

/** The clinic's event lines up to its STATUS, as the writer puts them. */
const clinic = (sequence: number) => [
  'BEGIN:VEVENT',
  'UID:clinic-1@longwoodgolf.example',
  `SEQUENCE:${sequence}`,
  'DTSTAMP:20270113T170005Z',
  'DTSTART:20270114T150000Z',
  'DTEND:20270114T163000Z',
  'SUMMARY:Putting clinic\\, Bay 2',
  'LOCATION:Longwood Golf\\; Bay 2',
];

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the iCalendar writer', () => {
  it('writes a REQUEST from the facility to the one recipient, folding the long ATTENDEE line', () => {
    expect(writeSchedulingMessage({ method: 'REQUEST', event, organizer, attendee: sam, now })).toBe(
      ics(
        ...calendarHead('REQUEST'),
        ...clinic(1799859600),
        'STATUS:CONFIRMED',
        'ORGANIZER;CN=Longwood Golf:mailto:no-reply@longwoodgolf.example',
        'ATTENDEE;CN=sam;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sa',
        ' m@example.com',
        'END:VEVENT',
        'END:VCALENDAR',
      ),
    );
  });

  it('writes a CANCEL with the same UID and STATUS:CANCELLED, and quotes a name holding a comma', () => {
    const cancel = writeSchedulingMessage({
      method: 'CANCEL',
      event: { ...event, sequence: 1799865000 },
      organizer,
      attendee: { email: 'sam@example.com', name: 'Smith, Sam' },
      now,
    });
    expect(cancel).toBe(
      ics(
        ...calendarHead('CANCEL'),
        ...clinic(1799865000),
        'STATUS:CANCELLED',
        'ORGANIZER;CN=Longwood Golf:mailto:no-reply@longwoodgolf.example',
        'ATTENDEE;CN="Smith, Sam";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:',
        ' mailto:sam@example.com',
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
        'BEGIN:VEVENT',
        'UID:clinic-2@longwoodgolf.example',
        'SEQUENCE:1799859600',
        'DTSTAMP:20270113T170005Z',
        'DTSTART:20270114T150000Z',
        'DTEND:20270114T163000Z',
        'SUMMARY:Putting clinic\\, Bay 2',
        'LOCATION:Longwood Golf\\; Bay 2',
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
