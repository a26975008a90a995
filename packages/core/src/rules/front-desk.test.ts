// Runs under TZ=UTC and TZ=Pacific/Auckland (scripts/test-all.mjs): the answers are the facility's wall clock.
import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import { arrivalCheck, frontDeskHours, isRunningSlot, isStaffedHours, walkInStartAt } from './front-desk';
import { checkReservation } from './occupancy';

const at = (date: string, time: string) => facilityInstant(date, time);

describe('staffed hours, 8am-8pm facility time', () => {
  it('is open from 8:00 until just before 20:00', () => {
    expect(isStaffedHours(at('2026-11-23', '07:59'))).toBe(false);
    expect(isStaffedHours(at('2026-11-23', '08:00'))).toBe(true);
    expect(isStaffedHours(at('2026-11-23', '19:59'))).toBe(true);
    expect(isStaffedHours(at('2026-11-23', '20:00'))).toBe(false);
  });

  it('says when it closes while open, and when it opens while closed', () => {
    expect(frontDeskHours(at('2026-11-23', '12:00'))).toEqual({
      isOpen: true,
      closesAt: { date: '2026-11-23', time: '20:00:00' },
      opensAt: null,
    });
    // Before 8am it opens the same day; after 8pm the next day.
    expect(frontDeskHours(at('2026-11-23', '06:30')).opensAt).toEqual({ date: '2026-11-23', time: '08:00:00' });
    expect(frontDeskHours(at('2026-11-23', '21:15')).opensAt).toEqual({ date: '2026-11-24', time: '08:00:00' });
    expect(frontDeskHours(at('2026-12-31', '23:59')).opensAt).toEqual({ date: '2027-01-01', time: '08:00:00' });
  });

  it('follows the wall clock across daylight-saving changes (8am is 12:00 UTC in summer, 13:00 in winter)', () => {
    expect(isStaffedHours(new Date('2026-07-04T12:00:00Z'))).toBe(true);
    expect(isStaffedHours(new Date('2026-07-04T11:59:00Z'))).toBe(false);
    expect(isStaffedHours(new Date('2026-12-04T12:30:00Z'))).toBe(false);
    expect(isStaffedHours(new Date('2026-12-04T13:00:00Z'))).toBe(true);
    // 8pm EDT is midnight UTC: the UTC date has already moved on.
    expect(isStaffedHours(new Date('2026-07-04T23:59:00Z'))).toBe(true);
    expect(isStaffedHours(new Date('2026-07-05T00:00:00Z'))).toBe(false);
  });
});

describe('walk-in starts', () => {
  it("'now' is now rounded to the nearest half hour, 'next' the half hour after it", () => {
    const now = at('2026-11-23', '10:12');
    expect(walkInStartAt('now', now)).toEqual({ date: '2026-11-23', time: '10:00:00' });
    expect(walkInStartAt('next', now)).toEqual({ date: '2026-11-23', time: '10:30:00' });
    expect(walkInStartAt('now', at('2026-11-23', '10:30'))).toEqual({ date: '2026-11-23', time: '10:30:00' });
    // 3:22 PM is not recorded as 3:00: most of that half hour is gone.
    expect(walkInStartAt('now', at('2026-11-23', '15:22'))).toEqual({ date: '2026-11-23', time: '15:30:00' });
    expect(walkInStartAt('next', at('2026-11-23', '15:22'))).toEqual({ date: '2026-11-23', time: '16:00:00' });
    expect(walkInStartAt('now', at('2026-11-23', '15:14'))).toEqual({ date: '2026-11-23', time: '15:00:00' });
    expect(walkInStartAt('now', at('2026-11-23', '15:15'))).toEqual({ date: '2026-11-23', time: '15:30:00' });
    expect(walkInStartAt('now', at('2026-11-23', '23:50'))).toEqual({ date: '2026-11-24', time: '00:00:00' });
    expect(walkInStartAt('next', at('2026-11-23', '23:10'))).toEqual({ date: '2026-11-23', time: '23:30:00' });
  });

  it('knows the running half hour only on the facility date', () => {
    const now = at('2026-11-23', '10:12');
    expect(isRunningSlot('2026-11-23', '10:00:00', now)).toBe(true);
    expect(isRunningSlot('2026-11-23', '09:30:00', now)).toBe(false);
    expect(isRunningSlot('2026-11-23', '10:30:00', now)).toBe(false);
    expect(isRunningSlot('2026-11-24', '10:00:00', now)).toBe(false);
  });

  it('lets a walk-in starting now take the running half hour, and nothing earlier', () => {
    const now = at('2026-11-23', '10:12');
    const request = { kind: 'walk_in' as const, bookingDate: '2026-11-23', endTime: '11:00' };
    const running = { request: { ...request, startTime: '10:00' }, occupancies: [], leagues: [], now };
    expect(checkReservation(running)).toMatchObject({ ok: false, code: 'BOOKING_IN_PAST' });
    expect(checkReservation({ ...running, allowRunningSlot: true })).toMatchObject({ ok: true, simulatorId: 1 });
    const earlier = { ...running, request: { ...request, startTime: '09:30' }, allowRunningSlot: true };
    expect(checkReservation(earlier)).toMatchObject({ ok: false, code: 'BOOKING_IN_PAST' });
    // The bay rules still apply to the running half hour: both bays taken until 10:30 means full.
    const taken = [1, 2].map((simulatorId) => ({
      simulatorId,
      bookingDate: '2026-11-23',
      startTime: '09:30:00',
      endTime: '10:30:00',
      kind: 'member' as const,
    }));
    expect(checkReservation({ ...running, occupancies: taken, allowRunningSlot: true })).toMatchObject({
      ok: false,
      code: 'BOOKING_FULL',
    });
  });
});

describe('arrival (check-in)', () => {
  const booking = { kind: 'walk_in' as const, bookingDate: '2026-11-23', startTime: '14:00:00', endTime: '15:00:00' };

  it('opens an hour before the start and closes at the end, on the day itself', () => {
    expect(arrivalCheck(booking, at('2026-11-23', '12:59'))).toMatchObject({ ok: false });
    expect(arrivalCheck(booking, at('2026-11-23', '13:00'))).toEqual({ ok: true });
    expect(arrivalCheck(booking, at('2026-11-23', '14:59'))).toEqual({ ok: true });
    expect(arrivalCheck(booking, at('2026-11-23', '15:00'))).toEqual({
      ok: false,
      message: 'This booking has already ended.',
    });
    expect(arrivalCheck(booking, at('2026-11-22', '14:30'))).toEqual({
      ok: false,
      message: 'Only bookings for today can be checked in.',
    });
  });

  it("checks in people (members, staff-made, walk-ins, lessons), not a league's night", () => {
    const now = at('2026-11-23', '14:10');
    for (const kind of ['member', 'staff', 'walk_in', 'lesson'] as const) {
      expect(arrivalCheck({ ...booking, kind }, now)).toEqual({ ok: true });
    }
    expect(arrivalCheck({ ...booking, kind: 'league' }, now)).toEqual({
      ok: false,
      message: 'League reservations are not checked in at the desk.',
    });
  });
});
