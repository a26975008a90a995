// The booking grid, window, durations and facility-clock rules as a member meets them. Bays, kinds, leagues and
// the daily cap are in occupancy.test.ts.
import { describe, expect, it } from 'vitest';
import {
  ADVANCE_BOOKING_DAYS,
  ALL_START_TIMES,
  BOOKING_MESSAGES,
  DAILY_CAP_MINUTES,
  dailyCapMessage,
  outsideWindowMessage,
  remainingDailyMinutes,
  bookableDates,
  bookingDurationHours,
  durationLabel,
  DURATION_OPTIONS_MINUTES,
  endTimeFor,
  isBookableDate,
  isFutureBooking,
  startSlots,
} from './booking';
import { checkReservation, dayAvailability, slotAvailability } from './occupancy';

// 2026-11-21 is a Saturday. 15:00Z is 10:00 in New York (EST, UTC-5).
const NOW = new Date('2026-11-21T15:00:00Z');
const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';

function request(startTime: string, endTime: string, bookingDate = TOMORROW, simulatorId = 1) {
  return { bookingDate, startTime, endTime, simulatorId };
}

function check(req: ReturnType<typeof request>, opts: { now?: Date } = {}) {
  return checkReservation({
    request: { kind: 'member', userId: 7, ...req },
    occupancies: [],
    leagues: [],
    now: opts.now ?? NOW,
  });
}

const emptySlots = (durationMinutes: number, date = TOMORROW) =>
  slotAvailability({ day: dayAvailability({ date, occupancies: [], leagues: [] }), durationMinutes, now: NOW });

describe('slot grid and end of day', () => {
  it('has 47 half-hour starts from 00:00 to 23:00 (documented: 12:00 AM to 11:00 PM)', () => {
    expect(ALL_START_TIMES).toHaveLength(47);
    expect(ALL_START_TIMES[0]).toBe('00:00:00');
    expect(ALL_START_TIMES.at(-1)).toBe('23:00:00');
  });

  it('accepts a 23:00 start and a 23:30 end', () => {
    expect(check(request('23:00', '23:30'))).toMatchObject({
      ok: true,
      simulatorId: 1,
      startTime: '23:00:00',
      endTime: '23:30:00',
    });
    expect(check(request('19:30:00', '23:30:00'))).toMatchObject({ ok: true, durationMinutes: 240 });
  });

  it('rejects a 23:30 start and 23:00 + 1 h (ends at midnight)', () => {
    expect(check(request('23:30', '24:00'))).toEqual({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.lastStart,
    });
    expect(check(request('23:00', '24:00:00'))).toEqual({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.latestEnd,
    });
    expect(check(request('23:00', '00:00'))).toEqual({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.latestEnd,
    });
  });

  it('rejects off-grid times and bad durations', () => {
    expect(check(request('10:15', '11:15'))).toMatchObject({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.offGrid,
    });
    expect(check(request('10:00:30', '11:00'))).toMatchObject({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.offGrid,
    });
    expect(check(request('10:00', '10:00'))).toMatchObject({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.duration,
    });
    expect(check(request('11:00', '10:00'))).toMatchObject({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.duration,
    });
    expect(check(request('10:00', '14:30'))).toMatchObject({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.duration,
    });
  });

  it('offers only starts whose end fits by 23:30 for the chosen duration', () => {
    const slots = emptySlots(240);
    expect(slots.at(-1)).toEqual({ startTime: '19:30:00', endTime: '23:30:00', available: true, simulatorId: 1 });
    expect(slots).toHaveLength(40);
    expect(emptySlots(30).at(-1)?.startTime).toBe('23:00:00');
    expect(emptySlots(45)).toEqual([]);
    expect(emptySlots(60, '2026-12-22')).toEqual([]); // day 31
  });
});

describe('booking window', () => {
  it('is today through day 30; day 31 and yesterday are rejected', () => {
    const dates = bookableDates(NOW);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe(TODAY);
    expect(dates.at(-1)).toBe('2026-12-21');
    expect(check(request('10:00', '11:00', '2026-12-21'))).toMatchObject({ ok: true });
    expect(check(request('10:00', '11:00', '2026-12-22'))).toEqual({
      ok: false,
      code: 'BOOKING_OUTSIDE_WINDOW',
      message: BOOKING_MESSAGES.outsideWindow,
    });
    expect(check(request('10:00', '11:00', '2026-11-20'))).toEqual({
      ok: false,
      code: 'BOOKING_OUTSIDE_WINDOW',
      message: BOOKING_MESSAGES.outsideWindow,
    });
    expect(isBookableDate('2026-11-20', NOW)).toBe(false);
    expect(startSlots('2026-12-22', NOW)).toEqual([]);
  });

  it("hides today's past starts; a start equal to now is past", () => {
    const slots = startSlots(TODAY, NOW);
    expect(slots[0]).toBe('10:30:00');
    expect(check(request('10:00', '11:00', TODAY))).toEqual({
      ok: false,
      code: 'BOOKING_IN_PAST',
      message: BOOKING_MESSAGES.past,
    });
    expect(check(request('10:30', '11:00', TODAY))).toMatchObject({ ok: true });
    const justBefore = new Date('2026-11-21T14:59:59Z');
    expect(startSlots(TODAY, justBefore)[0]).toBe('10:00:00');
  });

  it('uses the facility date at midnight edges: 03:30Z on the 22nd is still the 21st, 22:30, in New York', () => {
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(bookableDates(lateEvening)[0]).toBe('2026-11-21');
    expect(startSlots('2026-11-21', lateEvening)).toEqual(['23:00:00']);
    expect(check(request('23:00', '23:30', '2026-11-21'), { now: lateEvening })).toMatchObject({ ok: true });
    expect(check(request('22:00', '23:00', '2026-11-21'), { now: lateEvening })).toMatchObject({
      ok: false,
      code: 'BOOKING_IN_PAST',
    });
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
    expect(check(request('03:30', '05:30', '2026-03-08'), { now: afterJump })).toMatchObject({
      ok: true,
      durationMinutes: 120,
    });
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

describe('duration helpers', () => {
  it('computes end times, hours and labels', () => {
    expect(endTimeFor('22:30:00', 60)).toBe('23:30:00');
    expect(bookingDurationHours({ startTime: '10:00:00', endTime: '11:30:00' })).toBe(1.5);
    expect(durationLabel(30)).toBe('30 min');
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(90)).toBe('1.5 hours');
    expect(DURATION_OPTIONS_MINUTES.map((minutes) => durationLabel(minutes, 'short'))).toEqual([
      '0.5 hrs',
      '1 hr',
      '1.5 hrs',
      '2 hrs',
      '2.5 hrs',
      '3 hrs',
      '3.5 hrs',
      '4 hrs',
    ]);
  });
});

describe('a configured booking window and daily cap', () => {
  const now = new Date('2026-11-21T15:00:00Z'); // 10:00 in Longwood

  it('bookable dates run from today to the configured day, inclusive', () => {
    expect(bookableDates(now, 7)).toHaveLength(8);
    expect(bookableDates(now, 7).at(-1)).toBe('2026-11-28');
    expect(isBookableDate('2026-11-28', now, 7)).toBe(true);
    expect(isBookableDate('2026-11-29', now, 7)).toBe(false);
    expect(isBookableDate('2027-01-20', now, 60)).toBe(true);
    expect(bookableDates(now)).toHaveLength(31);
  });

  it('the minutes left follow the configured cap', () => {
    expect(remainingDailyMinutes(90, 120)).toBe(30);
    expect(remainingDailyMinutes(150, 120)).toBe(0);
    expect(remainingDailyMinutes(90, 360)).toBe(270);
  });

  it('the messages name the configured figures, and are the specification’s at the defaults', () => {
    expect(dailyCapMessage(DAILY_CAP_MINUTES)).toBe('Daily limit reached: members can book at most 4 hours per day.');
    expect(outsideWindowMessage(ADVANCE_BOOKING_DAYS)).toBe('Bookings can be made from today up to 30 days ahead.');
    expect(dailyCapMessage(60)).toBe('Daily limit reached: members can book at most 1 hour per day.');
    expect(dailyCapMessage(150)).toBe('Daily limit reached: members can book at most 2.5 hours per day.');
    expect(outsideWindowMessage(1)).toBe('Bookings can be made from today up to 1 day ahead.');
  });
});
