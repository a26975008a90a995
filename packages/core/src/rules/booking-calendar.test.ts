import { describe, expect, it } from 'vitest';
import { bookingCalendar } from './booking-calendar';

const base = {
  id: 42,
  bookingDate: '2027-01-14',
  startTime: '10:00:00',
  endTime: '11:30:00',
  simulatorName: 'Bay 2',
  domain: 'longwoodgolf.example',
  sequence: 0,
  now: new Date('2027-01-13T17:00:00Z'),
};

/** The event's properties, unfolded. */
function props(ics: string): Record<string, string> {
  return Object.fromEntries(
    ics
      .trim()
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

describe('bookingCalendar', () => {
  it('is one UTC event with a stable UID per booking, on the facility (Eastern) clock', () => {
    const ics = bookingCalendar({ ...base, method: 'REQUEST' });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(props(ics)).toMatchObject({
      METHOD: 'REQUEST',
      UID: 'booking-42@longwoodgolf.example',
      DTSTART: '20270114T150000Z',
      DTEND: '20270114T163000Z',
      SUMMARY: 'Golf simulator\\, Bay 2',
      STATUS: 'CONFIRMED',
    });
  });

  it('a cancellation carries the same UID, CANCEL and a higher sequence; a late end means midnight', () => {
    const cancel = props(bookingCalendar({ ...base, method: 'CANCEL', sequence: 3 }));
    expect(cancel).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '3' });
    expect(cancel.UID).toBe('booking-42@longwoodgolf.example');
    const late = props(bookingCalendar({ ...base, startTime: '23:00:00', endTime: '24:00:00', method: 'PUBLISH' }));
    expect(late.DTEND).toBe('20270115T050000Z');
  });
});
