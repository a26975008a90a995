import { describe, expect, it } from 'vitest';
import {
  ALL_START_TIMES,
  BOOKING_MESSAGES,
  bookableDates,
  bookingDurationHours,
  checkBookingRequest,
  chooseBay,
  durationLabel,
  endTimeFor,
  isBookableDate,
  isFutureBooking,
  slotAvailability,
  startSlots,
  type BookingInterval,
} from './booking';
import type { LeagueSession } from './league';

// 2026-11-21 is a Saturday. 15:00Z is 10:00 in New York (EST, UTC-5).
const NOW = new Date('2026-11-21T15:00:00Z');
const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';

function request(startTime: string, endTime: string, bookingDate = TOMORROW, simulatorId = 1) {
  return { bookingDate, startTime, endTime, simulatorId };
}

function check(
  req: ReturnType<typeof request>,
  opts: { dayBookings?: BookingInterval[]; mine?: BookingInterval[]; leagues?: LeagueSession[]; now?: Date } = {},
) {
  return checkBookingRequest({
    request: req,
    dayBookings: opts.dayBookings ?? [],
    memberBookingsThatDay: opts.mine ?? [],
    leagues: opts.leagues ?? [],
    now: opts.now ?? NOW,
  });
}

describe('slot grid and end of day', () => {
  it('has 47 half-hour starts from 00:00 to 23:00 (SPEC: 12:00 AM to 11:00 PM)', () => {
    expect(ALL_START_TIMES).toHaveLength(47);
    expect(ALL_START_TIMES[0]).toBe('00:00:00');
    expect(ALL_START_TIMES.at(-1)).toBe('23:00:00');
  });

  it('accepts a 23:00 start and a 23:30 end', () => {
    expect(check(request('23:00', '23:30'))).toMatchObject({ ok: true, simulatorId: 1, startTime: '23:00:00', endTime: '23:30:00' });
    expect(check(request('19:30:00', '23:30:00'))).toMatchObject({ ok: true, durationMinutes: 240 });
  });

  it('rejects a 23:30 start and 23:00 + 1 h (ends at midnight)', () => {
    expect(check(request('23:30', '24:00'))).toEqual({ ok: false, status: 400, message: BOOKING_MESSAGES.lastStart });
    expect(check(request('23:00', '24:00:00'))).toEqual({ ok: false, status: 400, message: BOOKING_MESSAGES.latestEnd });
    expect(check(request('23:00', '00:00'))).toEqual({ ok: false, status: 400, message: BOOKING_MESSAGES.latestEnd });
  });

  it('rejects off-grid times and bad durations', () => {
    expect(check(request('10:15', '11:15'))).toMatchObject({ ok: false, status: 400, message: BOOKING_MESSAGES.offGrid });
    expect(check(request('10:00:30', '11:00'))).toMatchObject({ ok: false, status: 400, message: BOOKING_MESSAGES.offGrid });
    expect(check(request('10:00', '10:00'))).toMatchObject({ ok: false, status: 400, message: BOOKING_MESSAGES.duration });
    expect(check(request('11:00', '10:00'))).toMatchObject({ ok: false, status: 400, message: BOOKING_MESSAGES.duration });
    expect(check(request('10:00', '14:30'))).toMatchObject({ ok: false, status: 400, message: BOOKING_MESSAGES.duration });
  });

  it('offers only starts whose end fits by 23:30 for the chosen duration', () => {
    const slots = slotAvailability({ date: TOMORROW, durationMinutes: 240, dayBookings: [], leagues: [], minutesAlreadyBookedByMember: 0, now: NOW });
    expect(slots.at(-1)).toEqual({ startTime: '19:30:00', endTime: '23:30:00', available: true });
    expect(slots).toHaveLength(40);
    const half = slotAvailability({ date: TOMORROW, durationMinutes: 30, dayBookings: [], leagues: [], minutesAlreadyBookedByMember: 0, now: NOW });
    expect(half.at(-1)?.startTime).toBe('23:00:00');
    expect(slotAvailability({ date: TOMORROW, durationMinutes: 45, dayBookings: [], leagues: [], minutesAlreadyBookedByMember: 0, now: NOW })).toEqual([]);
  });
});

describe('booking window', () => {
  it('is today through day 30; day 31 and yesterday are rejected', () => {
    const dates = bookableDates(NOW);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe(TODAY);
    expect(dates.at(-1)).toBe('2026-12-21');
    expect(check(request('10:00', '11:00', '2026-12-21'))).toMatchObject({ ok: true });
    expect(check(request('10:00', '11:00', '2026-12-22'))).toEqual({ ok: false, status: 422, message: BOOKING_MESSAGES.outsideWindow });
    expect(check(request('10:00', '11:00', '2026-11-20'))).toEqual({ ok: false, status: 422, message: BOOKING_MESSAGES.outsideWindow });
    expect(isBookableDate('2026-11-20', NOW)).toBe(false);
    expect(startSlots('2026-12-22', NOW)).toEqual([]);
  });

  it("hides today's past starts; a start equal to now is past", () => {
    const slots = startSlots(TODAY, NOW);
    expect(slots[0]).toBe('10:30:00');
    expect(check(request('10:00', '11:00', TODAY))).toEqual({ ok: false, status: 422, message: BOOKING_MESSAGES.past });
    expect(check(request('10:30', '11:00', TODAY))).toMatchObject({ ok: true });
    const justBefore = new Date('2026-11-21T14:59:59Z');
    expect(startSlots(TODAY, justBefore)[0]).toBe('10:00:00');
  });

  it('uses the facility date at midnight edges: 03:30Z on the 22nd is still the 21st, 22:30, in New York', () => {
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(bookableDates(lateEvening)[0]).toBe('2026-11-21');
    expect(startSlots('2026-11-21', lateEvening)).toEqual(['23:00:00']);
    expect(check(request('23:00', '23:30', '2026-11-21'), { now: lateEvening })).toMatchObject({ ok: true });
    expect(check(request('22:00', '23:00', '2026-11-21'), { now: lateEvening })).toMatchObject({ ok: false, status: 422 });
    // Day 30 counted from the facility's today (the 21st), not the machine's UTC date (the 22nd).
    expect(isBookableDate('2026-12-21', lateEvening)).toBe(true);
    expect(isBookableDate('2026-12-22', lateEvening)).toBe(false);
  });

  it('isFutureBooking compares date and start on the facility clock', () => {
    expect(isFutureBooking({ bookingDate: TODAY, startTime: '10:30:00' }, NOW)).toBe(true);
    expect(isFutureBooking({ bookingDate: TODAY, startTime: '10:00:00' }, NOW)).toBe(false);
    expect(isFutureBooking({ bookingDate: '2026-11-20', startTime: '23:30:00' }, NOW)).toBe(false);
    // 2026-11-22T03:30Z: in UTC it is already the 22nd, in New York the 21st at 22:30.
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(isFutureBooking({ bookingDate: '2026-11-21', startTime: '23:00:00' }, lateEvening)).toBe(true);
    expect(isFutureBooking({ bookingDate: '2026-11-21', startTime: '22:00:00' }, lateEvening)).toBe(false);
  });
});

describe('daylight saving change days in New York', () => {
  it('spring forward (2026-03-08): the full 47-start wall-clock grid; now maps across the jump', () => {
    // 06:59Z = 01:59 EST; 07:00Z = 03:00 EDT.
    const beforeJump = new Date('2026-03-08T06:59:00Z');
    const afterJump = new Date('2026-03-08T07:00:00Z');
    expect(startSlots('2026-03-09', beforeJump)).toHaveLength(47);
    expect(startSlots('2026-03-08', beforeJump)[0]).toBe('02:00:00');
    expect(startSlots('2026-03-08', afterJump)[0]).toBe('03:30:00');
    expect(isFutureBooking({ bookingDate: '2026-03-08', startTime: '03:00:00' }, afterJump)).toBe(false);
    expect(check(request('03:30', '05:30', '2026-03-08'), { now: afterJump })).toMatchObject({ ok: true, durationMinutes: 120 });
  });

  it('fall back (2026-11-01): the full 47-start wall-clock grid; the repeated hour is read on the wall clock', () => {
    // 05:30Z = 01:30 EDT (first pass); 06:30Z = 01:30 EST (second pass).
    const firstPass = new Date('2026-11-01T05:30:00Z');
    const secondPass = new Date('2026-11-01T06:30:00Z');
    const eveningBefore = new Date('2026-10-31T12:00:00Z');
    expect(startSlots('2026-11-01', eveningBefore)).toHaveLength(47);
    expect(startSlots('2026-11-01', firstPass)[0]).toBe('02:00:00');
    expect(startSlots('2026-11-01', secondPass)[0]).toBe('02:00:00');
    expect(isFutureBooking({ bookingDate: '2026-11-01', startTime: '02:00:00' }, secondPass)).toBe(true);
    expect(isFutureBooking({ bookingDate: '2026-11-01', startTime: '01:00:00' }, secondPass)).toBe(false);
    // The facility date at 03:30Z on 2026-11-01 is still 2026-10-31 (23:30 EDT).
    expect(bookableDates(new Date('2026-11-01T03:30:00Z'))[0]).toBe('2026-10-31');
  });
});

describe('bays', () => {
  const bay1 = { id: 1, simulatorId: 1, startTime: '10:00:00', endTime: '12:00:00' };
  const bay2 = { id: 2, simulatorId: 2, startTime: '11:00:00', endTime: '13:00:00' };

  it('bay 1 unless taken, else bay 2, else fully booked', () => {
    expect(chooseBay([], '10:00', '11:00')).toBe(1);
    expect(chooseBay([bay1], '11:30', '12:30')).toBe(2);
    expect(chooseBay([bay1, bay2], '11:30', '12:30')).toBeNull();
  });

  it('overlap is half-open: a booking ending at 12:00 does not block 12:00', () => {
    expect(chooseBay([bay1], '12:00', '13:00')).toBe(1);
    expect(chooseBay([bay1], '09:00', '10:00')).toBe(1);
    expect(chooseBay([bay1], '09:30', '10:30')).toBe(2);
  });

  it('keeps a free requested bay, moves to the other free bay, rejects 409 when both are taken', () => {
    expect(check(request('14:00', '15:00', TOMORROW, 2))).toMatchObject({ ok: true, simulatorId: 2 });
    expect(check(request('10:30', '11:00', TOMORROW, 1), { dayBookings: [bay1] })).toMatchObject({ ok: true, simulatorId: 2 });
    expect(check(request('11:30', '12:00', TOMORROW, 1), { dayBookings: [bay1, bay2] })).toEqual({
      ok: false,
      status: 409,
      message: 'This time slot is fully booked. Please choose another time.',
    });
  });

  it('shows full slots as unavailable with reason full', () => {
    const slots = slotAvailability({ date: TOMORROW, durationMinutes: 60, dayBookings: [bay1, bay2], leagues: [], minutesAlreadyBookedByMember: 0, now: NOW });
    const byStart = Object.fromEntries(slots.map((s) => [s.startTime.slice(0, 5), s]));
    expect(byStart['10:00']).toEqual({ startTime: '10:00:00', endTime: '11:00:00', available: true });
    expect(byStart['10:30']).toMatchObject({ available: false, reason: 'full' });
    expect(byStart['11:30']).toMatchObject({ available: false, reason: 'full' });
    // Bay 1 is free again from 12:00 (half-open intervals).
    expect(byStart['12:00']).toEqual({ startTime: '12:00:00', endTime: '13:00:00', available: true });
  });

  it('ignores bookings of other dates and the booking being moved', () => {
    const other = { id: 9, simulatorId: 1, bookingDate: '2026-11-23', startTime: '10:00:00', endTime: '12:00:00' };
    const result = checkBookingRequest({
      request: request('11:00', '12:00'),
      dayBookings: [other, { ...bay1, bookingDate: TOMORROW }, bay2],
      memberBookingsThatDay: [],
      leagues: [],
      now: NOW,
      excludeBookingId: 1,
    });
    expect(result).toMatchObject({ ok: true, simulatorId: 1 });
  });
});

describe('daily cap (4 hours per member per facility date)', () => {
  const mine = [
    { id: 5, simulatorId: 1, startTime: '08:00:00', endTime: '09:30:00' },
    { id: 6, simulatorId: 2, startTime: '13:00:00', endTime: '14:00:00' },
  ]; // 2.5 h

  it('exactly 4 h in total is allowed, 4.5 h is rejected', () => {
    expect(check(request('16:00', '17:30'), { mine })).toMatchObject({ ok: true });
    expect(check(request('16:00', '18:00'), { mine })).toEqual({
      ok: false,
      status: 409,
      message: 'Daily limit reached: members can book at most 4 hours per day.',
    });
  });

  it('marks slots that would pass the cap as exceeds_limit', () => {
    const ok = slotAvailability({ date: TOMORROW, durationMinutes: 90, dayBookings: mine, leagues: [], minutesAlreadyBookedByMember: 150, now: NOW });
    expect(ok.find((s) => s.startTime === '16:00:00')).toEqual({ startTime: '16:00:00', endTime: '17:30:00', available: true });
    const over = slotAvailability({ date: TOMORROW, durationMinutes: 120, dayBookings: mine, leagues: [], minutesAlreadyBookedByMember: 150, now: NOW });
    expect(over.find((s) => s.startTime === '16:00:00')).toMatchObject({ available: false, reason: 'exceeds_limit' });
  });

  it('an admin may override the cap', () => {
    const result = checkBookingRequest({
      request: request('16:00', '20:00'),
      dayBookings: mine,
      memberBookingsThatDay: mine,
      leagues: [],
      now: NOW,
      enforceDailyCap: false,
    });
    expect(result).toMatchObject({ ok: true });
  });
});

describe('league sessions', () => {
  // Sundays 18:00-20:00 through December. 2026-11-22 is a Sunday.
  const league: LeagueSession = {
    isActive: true,
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    dayOfWeek: 'Sunday',
    startTime: '18:00',
    endTime: '20:00',
  };

  it('blocks overlapping slots on the league day within its dates', () => {
    expect(check(request('17:30', '18:30'), { leagues: [league] })).toEqual({ ok: false, status: 409, message: BOOKING_MESSAGES.league });
    expect(check(request('16:00', '18:00'), { leagues: [league] })).toMatchObject({ ok: true });
    expect(check(request('20:00', '21:00'), { leagues: [league] })).toMatchObject({ ok: true });
    const slots = slotAvailability({ date: TOMORROW, durationMinutes: 60, dayBookings: [], leagues: [league], minutesAlreadyBookedByMember: 0, now: NOW });
    expect(slots.find((s) => s.startTime === '19:30:00')).toMatchObject({ available: false, reason: 'league' });
    expect(slots.find((s) => s.startTime === '17:00:00')).toMatchObject({ available: true });
  });

  it('ignores other weekdays, dates outside the league, inactive leagues and leagues without a schedule', () => {
    expect(check(request('18:00', '19:00', '2026-11-23'), { leagues: [league] })).toMatchObject({ ok: true });
    expect(check(request('18:00', '19:00'), { leagues: [{ ...league, endDate: '2026-11-15' }] })).toMatchObject({ ok: true });
    expect(check(request('18:00', '19:00'), { leagues: [{ ...league, isActive: false }] })).toMatchObject({ ok: true });
    expect(check(request('18:00', '19:00'), { leagues: [{ ...league, dayOfWeek: null }] })).toMatchObject({ ok: true });
    expect(check(request('18:00', '19:00'), { leagues: [{ ...league, startTime: null }] })).toMatchObject({ ok: true });
  });
});

describe('duration helpers', () => {
  it('computes end times, hours and labels', () => {
    expect(endTimeFor('22:30:00', 60)).toBe('23:30:00');
    expect(bookingDurationHours({ startTime: '10:00:00', endTime: '11:30:00' })).toBe(1.5);
    expect(durationLabel(30)).toBe('30 min');
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(90)).toBe('1.5 hours');
  });
});
