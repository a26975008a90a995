// @vitest-environment jsdom
// The door pass kept on the device for the offline page (docs/decisions/204-installable-app-offline-door.md):
// only the next bookings and the code, each at most 24 hours old, one person's at a time.
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDoorPass,
  DOOR_PASS_KEY,
  keepDoorPassOnlyFor,
  readDoorPass,
  saveDoorBookings,
  saveDoorCode,
  type DoorBooking,
} from './door-pass';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

const booking = (date: string, startTime = '15:00:00', endTime = '16:00:00', bay = 'Bay 1'): DoorBooking => ({
  date,
  startTime,
  endTime,
  bay,
});

afterEach(() => localStorage.clear());

describe('door pass', () => {
  it("keeps the member's code and next bookings with when each was saved, and nothing else", () => {
    const saved = at('2026-11-25T14:00:00.000Z');
    saveDoorCode(7, '4821', saved);
    const withExtra = { ...booking('2026-11-26'), id: 99, userId: 7, createdAt: 'x' } as DoorBooking;
    saveDoorBookings(7, [withExtra, booking('2026-11-27'), booking('2026-11-28'), booking('2026-11-29')], saved);

    expect(readDoorPass(later(saved, HOUR))).toEqual({
      userId: 7,
      code: { savedAt: saved.toISOString(), value: '4821' },
      // The next three, with the date, times and bay only.
      bookings: {
        savedAt: saved.toISOString(),
        items: [booking('2026-11-26'), booking('2026-11-27'), booking('2026-11-28')],
      },
    });
    expect(localStorage.getItem(DOOR_PASS_KEY)).not.toContain('createdAt');
  });

  it('drops a part older than 24 hours when it is read, from the device too', () => {
    const codeSaved = at('2026-11-25T08:00:00.000Z');
    const bookingsSaved = at('2026-11-25T20:00:00.000Z');
    saveDoorCode(7, '4821', codeSaved);
    saveDoorBookings(7, [booking('2026-11-26')], bookingsSaved);

    // Exactly 24 hours: still shown.
    expect(readDoorPass(later(codeSaved, 24 * HOUR))?.code?.value).toBe('4821');
    // A minute more: the code is gone, the later bookings stay.
    const pass = readDoorPass(later(codeSaved, 24 * HOUR + 60_000));
    expect(pass?.code).toBeUndefined();
    expect(pass?.bookings?.items).toEqual([booking('2026-11-26')]);
    expect(localStorage.getItem(DOOR_PASS_KEY)).not.toContain('4821');

    // And once everything is too old, nothing is left on the device.
    expect(readDoorPass(later(bookingsSaved, 25 * HOUR))).toBeNull();
    expect(localStorage.getItem(DOOR_PASS_KEY)).toBeNull();
  });

  it('does not trust a part saved "in the future" (a clock set back) or an unreadable entry', () => {
    const now = at('2026-11-25T12:00:00.000Z');
    saveDoorCode(7, '4821', later(now, 2 * HOUR));
    expect(readDoorPass(now)).toBeNull();

    localStorage.setItem(DOOR_PASS_KEY, '{not json');
    expect(readDoorPass(now)).toBeNull();
    expect(localStorage.getItem(DOOR_PASS_KEY)).toBeNull();
  });

  it('is cleared at sign-out', () => {
    const now = at('2026-11-25T12:00:00.000Z');
    saveDoorCode(7, '4821', now);
    saveDoorBookings(7, [booking('2026-11-26')], now);
    clearDoorPass();
    expect(readDoorPass(now)).toBeNull();
    expect(localStorage.getItem(DOOR_PASS_KEY)).toBeNull();
  });

  it("is one person's: another person signing in, or saving, drops the first one's", () => {
    const now = at('2026-11-25T12:00:00.000Z');
    saveDoorCode(7, '4821', now);
    saveDoorBookings(7, [booking('2026-11-26')], now);

    keepDoorPassOnlyFor(7, now);
    expect(readDoorPass(now)?.code?.value).toBe('4821');

    saveDoorBookings(8, [booking('2026-11-30', '09:00:00', '10:00:00', 'Bay 2')], now);
    expect(readDoorPass(now)).toEqual({
      userId: 8,
      bookings: { savedAt: now.toISOString(), items: [booking('2026-11-30', '09:00:00', '10:00:00', 'Bay 2')] },
    });

    keepDoorPassOnlyFor(9, now);
    expect(readDoorPass(now)).toBeNull();
  });

  it('forgets the code when the server says none is set, and keeps an empty list as "no bookings ahead"', () => {
    const now = at('2026-11-25T12:00:00.000Z');
    saveDoorCode(7, '4821', now);
    saveDoorCode(7, null, now);
    expect(readDoorPass(now)).toBeNull();

    saveDoorBookings(7, [], now);
    expect(readDoorPass(now)?.bookings).toEqual({ savedAt: now.toISOString(), items: [] });
  });
});
