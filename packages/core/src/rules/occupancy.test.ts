// The one availability function over every kind of occupancy (docs/decisions/080-one-occupancy-model.md):
// bays, kinds, league holds with and without a generated schedule, the daily cap, the server's check and the
// calendar grid. Runs under TZ=UTC and TZ=Pacific/Auckland (facility time must not depend on the machine's).
import { describe, expect, it } from 'vitest';
import type { OccupancyKind } from '../schemas/booking';
import { BOOKING_MESSAGES } from './booking';
import {
  baysAt,
  checkReservation,
  chooseBay,
  datesWithoutBookableStart,
  fittingDuration,
  dayAvailability,
  isMemberBookingKind,
  leagueSessionBays,
  occupancyGrid,
  ownHoldsAt,
  publicKindOf,
  slotAvailability,
  slotConflict,
  type LeagueBlocker,
  type OccupancyInterval,
  type ReservationRequest,
} from './occupancy';
import { freeBays, nextFreeStarts } from './next-free';

// 2026-11-21 is a Saturday. 15:00Z is 10:00 in New York (EST, UTC-5). 2026-11-22 is a Sunday.
const NOW = new Date('2026-11-21T15:00:00Z');
const TOMORROW = '2026-11-22';
const ME = 7;
const SOMEONE = 8;

let nextId = 1;
function row(
  kind: OccupancyKind,
  simulatorId: number,
  startTime: string,
  endTime: string,
  extra: Partial<OccupancyInterval> = {},
): OccupancyInterval {
  const owner =
    kind === 'member' || kind === 'staff' || kind === 'lesson'
      ? { userId: SOMEONE }
      : kind === 'league'
        ? { leagueId: 99 }
        : {};
  return { id: nextId++, kind, simulatorId, bookingDate: TOMORROW, startTime, endTime, ...owner, ...extra };
}

/** Sundays 18:00-20:00 through December, no generated schedule. */
function league(numberOfBays: number | null, extra: Partial<LeagueBlocker> = {}): LeagueBlocker {
  return {
    id: 42,
    isActive: true,
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    dayOfWeek: 'Sunday',
    startTime: '18:00',
    endTime: '20:00',
    numberOfBays,
    hasSchedule: false,
    ...extra,
  };
}

function check(
  request: Partial<ReservationRequest> & Pick<ReservationRequest, 'startTime' | 'endTime'>,
  occupancies: OccupancyInterval[] = [],
  leagues: LeagueBlocker[] = [],
  options: { now?: Date; excludeOccupancyId?: number; enforceDailyCap?: boolean } = {},
) {
  return checkReservation({
    request: { kind: 'member', userId: ME, bookingDate: TOMORROW, simulatorId: 1, ...request },
    occupancies,
    leagues,
    now: options.now ?? NOW,
    ...(options.excludeOccupancyId !== undefined ? { excludeOccupancyId: options.excludeOccupancyId } : {}),
    ...(options.enforceDailyCap !== undefined ? { enforceDailyCap: options.enforceDailyCap } : {}),
  });
}

const day = (occupancies: OccupancyInterval[], leagues: LeagueBlocker[] = [], memberId: number | undefined = ME) =>
  dayAvailability({ date: TOMORROW, occupancies, leagues }, memberId === undefined ? {} : { memberId });

function slotAt(
  occupancies: OccupancyInterval[],
  leagues: LeagueBlocker[],
  startTime: string,
  durationMinutes = 60,
  kind: 'member' | 'walk_in' | 'lesson' = 'member',
) {
  return slotAvailability({ day: day(occupancies, leagues), durationMinutes, now: NOW, kind }).find(
    (s) => s.startTime === startTime,
  );
}

describe('kinds', () => {
  it('members see member, staff and walk-in rows as "booking"; leagues and lessons by name', () => {
    expect((['member', 'staff', 'walk_in', 'league', 'lesson'] as const).map(publicKindOf)).toEqual([
      'booking',
      'booking',
      'booking',
      'league',
      'lesson',
    ]);
    expect(['member', 'staff', 'walk_in', 'league', 'lesson'].filter(isMemberBookingKind)).toEqual(['member', 'staff']);
  });
});

describe('bays', () => {
  const bay1 = row('member', 1, '10:00:00', '12:00:00');
  const bay2 = row('member', 2, '11:00:00', '13:00:00');

  it('bay 1 unless taken, else bay 2, else none; overlap is half-open', () => {
    expect(chooseBay(day([]), '10:00', '11:00')).toBe(1);
    expect(chooseBay(day([bay1]), '11:30', '12:30')).toBe(2);
    expect(chooseBay(day([bay1, bay2]), '11:30', '12:30')).toBeNull();
    expect(chooseBay(day([bay1]), '12:00', '13:00')).toBe(1);
    expect(chooseBay(day([bay1]), '09:00', '10:00')).toBe(1);
    expect(chooseBay(day([bay1]), '09:30', '10:30')).toBe(2);
    expect(freeBays(day([bay1]), '11:30', '12:00')).toEqual([2]);
  });

  it("offers the member's preferred bay when it is free at a start, else the first free bay; none stated: bay 1 first", () => {
    const sixBays = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Bay ${id}`, open: id !== 5 }));
    const sixBayDay = dayAvailability({
      date: TOMORROW,
      occupancies: [row('member', 3, '10:00:00', '11:00:00')],
      leagues: [],
      bays: sixBays,
    });
    const bayAt = (startTime: string, preferred?: number) =>
      slotAvailability({ day: sixBayDay, durationMinutes: 60, now: NOW, ...(preferred ? { preferred } : {}) }).find(
        (s) => s.startTime === startTime,
      )?.simulatorId;
    expect(bayAt('11:00:00')).toBe(1);
    expect(bayAt('11:00:00', 3)).toBe(3);
    expect(bayAt('10:30:00', 3)).toBe(1); // bay 3 is taken until 11:00
    expect(bayAt('11:00:00', 5)).toBe(1); // bay 5 is closed
    expect(bayAt('11:00:00', 6)).toBe(6);
  });

  it('keeps a free requested bay, moves to the other free bay, 409 when both are taken', () => {
    expect(check({ startTime: '14:00', endTime: '15:00', simulatorId: 2 }, [bay1, bay2])).toMatchObject({
      ok: true,
      simulatorId: 2,
    });
    expect(check({ startTime: '10:30', endTime: '11:00' }, [bay1])).toMatchObject({ ok: true, simulatorId: 2 });
    expect(check({ startTime: '11:30', endTime: '12:00' }, [bay1, bay2])).toEqual({
      ok: false,
      code: 'BOOKING_FULL',
      message: BOOKING_MESSAGES.fullyBooked,
    });
  });

  it('exactBay refuses instead of taking the other bay, and names the free one (decision 461)', () => {
    expect(check({ startTime: '10:30', endTime: '11:00', simulatorId: 1, exactBay: true }, [bay1])).toEqual({
      ok: false,
      code: 'BOOKING_FULL',
      message: 'Bay 1 is booked at that time. Free then: Bay 2.',
      fieldErrors: { simulatorId: ['Bay 1 is booked at that time. Free then: Bay 2.'] },
    });
    // Both bays taken: nothing to name, the usual refusal.
    const bay2 = row('member', 2, '10:00:00', '11:00:00');
    expect(check({ startTime: '10:30', endTime: '11:00', simulatorId: 1, exactBay: true }, [bay1, bay2])).toEqual({
      ok: false,
      code: 'BOOKING_FULL',
      message: BOOKING_MESSAGES.fullyBooked,
    });
    expect(check({ startTime: '10:30', endTime: '11:00', simulatorId: 2, exactBay: true }, [bay1])).toMatchObject({
      ok: true,
      simulatorId: 2,
    });
  });

  it('ignores rows of other dates and the occupancy being moved', () => {
    const otherDay = row('member', 1, '10:00:00', '12:00:00', { bookingDate: '2026-11-23' });
    expect(
      check({ startTime: '11:00', endTime: '12:00' }, [otherDay, bay1, bay2], [], { excludeOccupancyId: bay1.id! }),
    ).toMatchObject({ ok: true, simulatorId: 1 });
  });

  it('every kind holds its bay, and the bay says which public kind holds it', () => {
    for (const kind of ['member', 'staff', 'walk_in', 'league', 'lesson'] as const) {
      const taken = [row(kind, 1, '10:00:00', '11:00:00'), row('walk_in', 2, '10:00:00', '11:00:00')];
      expect(check({ startTime: '10:00', endTime: '11:00' }, taken), kind).toMatchObject({
        ok: false,
        code: 'BOOKING_FULL',
      });
      const [first] = baysAt(day(taken), '10:30', '11:00');
      expect(first).toMatchObject({ simulatorId: 1, free: false, takenBy: publicKindOf(kind) });
    }
  });

  it('reads the public day list the same way (kinds booking/league/lesson, isMine)', () => {
    const page = dayAvailability({
      date: TOMORROW,
      occupancies: [
        {
          id: 1,
          kind: 'lesson',
          simulatorId: 1,
          bookingDate: TOMORROW,
          startTime: '09:00:00',
          endTime: '10:00:00',
          isMine: false,
        },
        {
          id: 2,
          kind: 'booking',
          simulatorId: 2,
          bookingDate: TOMORROW,
          startTime: '09:00:00',
          endTime: '11:00:00',
          isMine: true,
        },
      ],
      leagues: [],
    });
    expect(baysAt(page, '09:00', '09:30').map((b) => b.takenBy)).toEqual(['lesson', 'booking']);
    expect(page.ownMinutes).toBe(120);
  });

  it("finds the member's own bookings overlapping a time on either bay, and nobody else's", () => {
    const mine = row('member', 1, '10:00:00', '11:00:00', { userId: ME });
    const theirs = row('member', 2, '10:00:00', '12:00:00');
    const d = day([mine, theirs]);
    expect(ownHoldsAt(d, '10:30:00', '11:30:00').map((h) => [h.simulatorId, h.startTime])).toEqual([[1, '10:00:00']]);
    expect(ownHoldsAt(d, '11:00:00', '12:00:00')).toEqual([]);
    expect(ownHoldsAt(d, '09:00:00', '10:00:00')).toEqual([]);
  });
});

describe('leagues without a generated schedule hold numberOfBays bays, from the highest bay down', () => {
  it('1 bay → bay 2; 2 bays → both; unknown → both', () => {
    expect(leagueSessionBays(1)).toEqual([2]);
    expect(leagueSessionBays(2)).toEqual([2, 1]);
    expect(leagueSessionBays(null)).toEqual([2, 1]);
    expect(leagueSessionBays(5)).toEqual([2, 1]);
  });

  it('a one-bay league leaves bay 1 bookable, even for a member who asked for bay 2', () => {
    const leagues = [league(1)];
    expect(check({ startTime: '18:30', endTime: '19:30', simulatorId: 2 }, [], leagues)).toMatchObject({
      ok: true,
      simulatorId: 1,
    });
    expect(slotAt([], leagues, '19:00:00')).toEqual({
      startTime: '19:00:00',
      endTime: '20:00:00',
      available: true,
      simulatorId: 1,
    });
    expect(baysAt(day([], leagues), '19:00', '19:30').map((b) => [b.simulatorId, b.takenBy])).toEqual([
      [1, null],
      [2, 'league'],
    ]);
  });

  it('a one-bay league plus a booking on bay 1 is fully booked (not a league slot)', () => {
    const booked = [row('member', 1, '18:00:00', '20:00:00')];
    expect(check({ startTime: '18:30', endTime: '19:30' }, booked, [league(1)])).toEqual({
      ok: false,
      code: 'BOOKING_FULL',
      message: BOOKING_MESSAGES.fullyBooked,
    });
    expect(slotAt(booked, [league(1)], '19:00:00')).toMatchObject({ available: false, reason: 'full' });
  });

  it('a two-bay league holds both bays: 409 with the league message, slots labelled league', () => {
    for (const bays of [2, null]) {
      expect(check({ startTime: '17:30', endTime: '18:30' }, [], [league(bays)])).toEqual({
        ok: false,
        code: 'BOOKING_LEAGUE_SESSION',
        message: BOOKING_MESSAGES.league,
      });
      expect(slotAt([], [league(bays)], '19:30:00')).toMatchObject({ available: false, reason: 'league' });
    }
    expect(check({ startTime: '16:00', endTime: '18:00' }, [], [league(2)])).toMatchObject({ ok: true });
    expect(check({ startTime: '20:00', endTime: '21:00' }, [], [league(2)])).toMatchObject({ ok: true });
    expect(slotAt([], [league(2)], '17:00:00')).toMatchObject({ available: true });
  });

  it('ignores other weekdays, dates outside the league, inactive leagues and leagues without day or times', () => {
    expect(check({ startTime: '18:00', endTime: '19:00', bookingDate: '2026-11-23' }, [], [league(2)])).toMatchObject({
      ok: true,
    });
    for (const changed of [
      { endDate: '2026-11-15' },
      { isActive: false },
      { dayOfWeek: null },
      { startTime: null },
    ] satisfies Partial<LeagueBlocker>[]) {
      expect(check({ startTime: '18:00', endTime: '19:00' }, [], [league(2, changed)])).toMatchObject({ ok: true });
    }
  });

  it('a league WITH a generated schedule holds exactly its league rows', () => {
    const scheduled = league(2, { hasSchedule: true });
    expect(check({ startTime: '18:00', endTime: '19:00' }, [], [scheduled])).toMatchObject({
      ok: true,
      simulatorId: 1,
    });
    const itsRow = row('league', 2, '18:00:00', '20:00:00', { leagueId: 42 });
    expect(check({ startTime: '18:00', endTime: '19:00', simulatorId: 2 }, [itsRow], [scheduled])).toMatchObject({
      ok: true,
      simulatorId: 1,
    });
    const both = [itsRow, row('league', 1, '18:00:00', '20:00:00', { leagueId: 42 })];
    expect(check({ startTime: '18:00', endTime: '19:00' }, both, [scheduled])).toEqual({
      ok: false,
      code: 'BOOKING_LEAGUE_SESSION',
      message: BOOKING_MESSAGES.league,
    });
  });
});

describe('league reservations (kind league)', () => {
  const leagueRequest = (startTime: string, endTime: string, extra: Partial<ReservationRequest> = {}) =>
    ({ kind: 'league', leagueId: 42, userId: null, startTime, endTime, simulatorId: undefined, ...extra }) as const;

  it('take any whole-minute session times and any length, months ahead, filling from the highest bay', () => {
    expect(check(leagueRequest('18:15', '23:45'))).toMatchObject({
      ok: true,
      simulatorId: 2,
      startTime: '18:15:00',
      endTime: '23:45:00',
      durationMinutes: 330,
    });
    expect(check(leagueRequest('18:00', '20:00', { bookingDate: '2027-03-07' }))).toMatchObject({ ok: true });
    expect(check(leagueRequest('18:00', '20:00', { bookingDate: '2026-11-20' }))).toEqual({
      ok: false,
      code: 'BOOKING_IN_PAST',
      message: BOOKING_MESSAGES.past,
    });
    expect(check(leagueRequest('20:00', '18:00'))).toEqual({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.sessionTimes,
    });
  });

  it("are not blocked by their own league's unscheduled session hold, but by another league's", () => {
    expect(check(leagueRequest('18:00', '20:00'), [], [league(2)])).toMatchObject({ ok: true, simulatorId: 2 });
    expect(check(leagueRequest('18:00', '20:00', { leagueId: 43 }), [], [league(2)])).toEqual({
      ok: false,
      code: 'BOOKING_LEAGUE_SESSION',
      message: BOOKING_MESSAGES.league,
    });
  });

  it('are refused where a member already booked (one bay free → that bay; none → 409)', () => {
    const booked = [row('member', 2, '19:00:00', '20:00:00')];
    expect(check(leagueRequest('18:00', '20:00'), booked)).toMatchObject({ ok: true, simulatorId: 1 });
    expect(check(leagueRequest('18:00', '20:00', { simulatorId: 2, exactBay: true }), booked)).toMatchObject({
      ok: false,
      code: 'BOOKING_FULL',
    });
  });
});

describe('a bay asked for by staff on a twelve-bay facility (decision 461)', () => {
  const bays = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    name: i === 6 ? 'Trackman Suite' : `Bay ${i + 1}`,
    open: i !== 10,
  }));
  // 6-8 PM: every open bay but 4 and 9 taken (bay 11 is retired); bay 4 frees at 7 PM.
  const taken = bays
    .filter((bay) => bay.open && bay.id !== 4 && bay.id !== 9)
    .map((bay) => row('member', bay.id, '18:00:00', '20:00:00'));
  taken.push(row('member', 4, '18:00:00', '19:00:00'));
  const ask = (simulatorId: number, startTime: string, endTime: string) =>
    checkReservation({
      request: { kind: 'staff', userId: ME, bookingDate: TOMORROW, simulatorId, exactBay: true, startTime, endTime },
      occupancies: taken,
      leagues: [],
      now: NOW,
      limits: { dailyCapMinutes: 240, bookingWindowDays: 30, bays },
      enforceDailyCap: false,
    });

  it('is refused with the bays free over the whole stay named, never moved', () => {
    // 6-7 PM on the Trackman Suite (bay 7): only bay 9 is free all hour (bay 4 is held until 7).
    expect(ask(7, '18:00', '19:00')).toEqual({
      ok: false,
      code: 'BOOKING_FULL',
      message: 'Trackman Suite is booked at that time. Free then: Bay 9.',
      fieldErrors: { simulatorId: ['Trackman Suite is booked at that time. Free then: Bay 9.'] },
    });
    // 7-8 PM: bays 4 and 9, in bay order.
    expect(ask(7, '19:00', '20:00')).toMatchObject({
      ok: false,
      message: 'Trackman Suite is booked at that time. Free then: Bay 4, Bay 9.',
    });
    // Asked for a free one: that one.
    expect(ask(9, '18:00', '19:00')).toMatchObject({ ok: true, simulatorId: 9 });
  });
});

describe('a configured daily cap and booking window (the facility settings)', () => {
  const mine = [row('member', 1, '08:00:00', '09:30:00', { userId: ME })]; // 1.5 h
  const limits = (dailyCapMinutes: number, bookingWindowDays = 30) => ({ dailyCapMinutes, bookingWindowDays });
  const checkWith = (
    request: Pick<ReservationRequest, 'startTime' | 'endTime'> & Partial<ReservationRequest>,
    set: ReturnType<typeof limits>,
    occupancies: OccupancyInterval[] = mine,
  ) =>
    checkReservation({
      request: { kind: 'member', userId: ME, bookingDate: TOMORROW, simulatorId: 1, ...request },
      occupancies,
      leagues: [],
      now: NOW,
      limits: set,
    });

  it('a 2-hour cap refuses what 4 hours allowed, naming 2 hours; the slots say exceeds_limit', () => {
    expect(checkWith({ startTime: '16:00', endTime: '17:00' }, limits(240))).toMatchObject({ ok: true });
    expect(checkWith({ startTime: '16:00', endTime: '17:00' }, limits(120))).toEqual({
      ok: false,
      code: 'BOOKING_DAILY_CAP',
      message: 'Daily limit reached: members can book at most 2 hours per day.',
    });
    expect(checkWith({ startTime: '16:00', endTime: '16:30' }, limits(120))).toMatchObject({ ok: true });
    const slots = (cap: number) =>
      slotAvailability({ day: day(mine), durationMinutes: 60, now: NOW, limits: limits(cap) }).find(
        (s) => s.startTime === '16:00:00',
      );
    expect(slots(240)).toMatchObject({ available: true });
    expect(slots(120)).toMatchObject({ available: false, reason: 'exceeds_limit' });
  });

  it('a 6-hour cap allows past four hours, up to six', () => {
    expect(checkWith({ startTime: '12:00', endTime: '16:00' }, limits(360))).toMatchObject({ ok: true });
    const fiveAndAHalf = [...mine, row('member', 2, '12:00:00', '16:00:00', { userId: ME })];
    expect(checkWith({ startTime: '17:00', endTime: '17:30' }, limits(360), fiveAndAHalf)).toMatchObject({ ok: true });
    expect(checkWith({ startTime: '17:00', endTime: '18:00' }, limits(360), fiveAndAHalf)).toMatchObject({
      ok: false,
      message: 'Daily limit reached: members can book at most 6 hours per day.',
    });
    expect(fittingDuration(240, 90, 180)).toBe(90);
    expect(fittingDuration(240, 90, 360)).toBe(240);
  });

  it('the window: 7 days refuses day 8 with its own figure; 60 days allows day 60; leagues keep no window', () => {
    const day8 = '2026-11-29';
    expect(checkWith({ bookingDate: day8, startTime: '10:00', endTime: '11:00' }, limits(240, 7), [])).toEqual({
      ok: false,
      code: 'BOOKING_OUTSIDE_WINDOW',
      message: 'Bookings can be made from today up to 7 days ahead.',
    });
    expect(
      checkWith({ bookingDate: '2026-11-28', startTime: '10:00', endTime: '11:00' }, limits(240, 7), []),
    ).toMatchObject({ ok: true });
    expect(
      checkWith({ bookingDate: '2027-01-20', startTime: '10:00', endTime: '11:00' }, limits(240, 60), []),
    ).toMatchObject({ ok: true });
    expect(
      checkWith({ bookingDate: '2027-01-21', startTime: '10:00', endTime: '11:00' }, limits(240, 60), []),
    ).toMatchObject({ ok: false, message: 'Bookings can be made from today up to 60 days ahead.' });
    expect(
      checkWith(
        { kind: 'league', userId: null, leagueId: 42, bookingDate: '2027-01-21', startTime: '18:00', endTime: '20:00' },
        limits(240, 7),
        [],
      ),
    ).toMatchObject({ ok: true });
    const grid = (windowDays: number) =>
      slotAvailability({
        day: dayAvailability({ date: day8, occupancies: [], leagues: [] }),
        durationMinutes: 60,
        now: NOW,
        limits: limits(240, windowDays),
      });
    expect(grid(7)).toEqual([]);
    expect(grid(8).length).toBeGreaterThan(0);
  });
});

describe('daily cap: only the member’s own member and staff bookings count', () => {
  const mine = [
    row('member', 1, '08:00:00', '09:30:00', { userId: ME }),
    row('staff', 2, '13:00:00', '14:00:00', { userId: ME }),
  ]; // 2.5 h

  it('exactly 4 h is allowed, 4.5 h is refused; slots say exceeds_limit', () => {
    expect(check({ startTime: '16:00', endTime: '17:30' }, mine)).toMatchObject({ ok: true });
    expect(check({ startTime: '16:00', endTime: '18:00' }, mine)).toEqual({
      ok: false,
      code: 'BOOKING_DAILY_CAP',
      message: BOOKING_MESSAGES.dailyCap,
    });
    expect(slotAt(mine, [], '16:00:00', 90)).toMatchObject({ available: true });
    expect(slotAt(mine, [], '16:00:00', 120)).toMatchObject({ available: false, reason: 'exceeds_limit' });
  });

  it('never counts walk-ins, leagues, lessons (even my own lesson) or other members', () => {
    const notMine = [
      row('walk_in', 1, '06:00:00', '10:00:00'),
      row('league', 2, '06:00:00', '10:00:00'),
      row('lesson', 1, '10:00:00', '14:00:00', { userId: ME }),
      row('member', 2, '10:00:00', '14:00:00', { userId: SOMEONE }),
      row('staff', 1, '14:00:00', '18:00:00', { userId: SOMEONE }),
    ];
    expect(day(notMine).ownMinutes).toBe(0);
    expect(check({ startTime: '19:00', endTime: '23:00' }, notMine)).toMatchObject({ ok: true });
    expect(slotAt(notMine, [], '19:00:00', 240)).toMatchObject({ available: true });
  });

  it('does not apply to walk-ins and lessons, and staff may waive it', () => {
    expect(check({ kind: 'walk_in', userId: null, startTime: '16:00', endTime: '20:00' }, mine)).toMatchObject({
      ok: true,
    });
    expect(check({ kind: 'lesson', startTime: '16:00', endTime: '20:00' }, mine)).toMatchObject({ ok: true });
    expect(check({ kind: 'staff', startTime: '16:00', endTime: '20:00' }, mine)).toMatchObject({
      ok: false,
      code: 'BOOKING_DAILY_CAP',
    });
    expect(
      check({ kind: 'staff', startTime: '16:00', endTime: '20:00' }, mine, [], { enforceDailyCap: false }),
    ).toMatchObject({ ok: true });
    expect(slotAt(mine, [], '16:00:00', 240, 'walk_in')).toMatchObject({ available: true });
  });

  it('moving one of my bookings does not count it twice', () => {
    expect(
      check({ startTime: '16:00', endTime: '19:00' }, mine, [], { excludeOccupancyId: mine[0]!.id! }),
    ).toMatchObject({ ok: true });
  });

  it('a full bay answers before the cap (409 order: league, full, cap)', () => {
    const full = [...mine, row('member', 1, '16:00:00', '18:00:00'), row('member', 2, '16:00:00', '18:00:00')];
    expect(check({ startTime: '16:00', endTime: '18:00' }, full)).toMatchObject({
      message: BOOKING_MESSAGES.fullyBooked,
    });
  });
});

describe('calendar grid', () => {
  it('48 half-hour cells per bay, each free until the next hold or taken with the hold’s span', () => {
    const grid = occupancyGrid(day([row('lesson', 1, '09:00:00', '10:30:00')], [league(1)]));
    expect(grid).toHaveLength(48);
    expect(grid[0]?.startTime).toBe('00:00:00');
    expect(grid.at(-1)?.endTime).toBe('24:00:00');
    const at = (time: string) => grid.find((s) => s.startTime === time)!.bays;
    expect(at('08:30:00')[0]).toMatchObject({ free: true, freeUntil: '09:00:00' });
    expect(at('10:00:00')[0]).toMatchObject({
      free: false,
      takenBy: 'lesson',
      hold: { startTime: '09:00:00', endTime: '10:30:00' },
    });
    expect(at('10:30:00')[0]).toMatchObject({ free: true, freeUntil: '24:00:00' });
    expect(at('18:00:00')[1]).toMatchObject({
      free: false,
      takenBy: 'league',
      hold: { occupancyId: null, leagueId: 42 },
    });
    expect(at('20:00:00')[1]).toMatchObject({ free: true, freeUntil: '24:00:00' });
  });
});

describe('daylight saving change days in New York', () => {
  // 2026-03-08 (spring forward) and 2026-11-01 (fall back) are Sundays: the league plays both.
  const dstLeague = league(2, { startDate: '2026-03-01', endDate: '2026-11-30', startTime: '01:00', endTime: '03:00' });

  it('spring forward: wall-clock slots, the league hold and past starts line up', () => {
    const afterJump = new Date('2026-03-08T07:00:00Z'); // 03:00 EDT
    const slots = slotAvailability({
      day: dayAvailability({ date: '2026-03-08', occupancies: [], leagues: [dstLeague] }),
      durationMinutes: 60,
      now: afterJump,
    });
    expect(slots[0]).toMatchObject({ startTime: '03:30:00', available: true, simulatorId: 1 });
    const beforeJump = new Date('2026-03-08T06:00:00Z'); // 01:00 EST
    const early = slotAvailability({
      day: dayAvailability({ date: '2026-03-08', occupancies: [], leagues: [dstLeague] }),
      durationMinutes: 60,
      now: beforeJump,
    });
    expect(early.find((s) => s.startTime === '02:00:00')).toMatchObject({ available: false, reason: 'league' });
    expect(early.find((s) => s.startTime === '03:00:00')).toMatchObject({ available: true });
    expect(
      checkReservation({
        request: { kind: 'member', userId: ME, bookingDate: '2026-03-08', startTime: '02:30', endTime: '03:30' },
        occupancies: [],
        leagues: [dstLeague],
        now: beforeJump,
      }),
    ).toMatchObject({ ok: false, code: 'BOOKING_LEAGUE_SESSION', message: BOOKING_MESSAGES.league });
  });

  it('fall back: the repeated hour is one wall-clock hour; bookings and league read on the wall clock', () => {
    const secondPass = new Date('2026-11-01T06:30:00Z'); // 01:30 EST, the second time
    const booked = [
      {
        id: 1,
        kind: 'member' as const,
        simulatorId: 1,
        bookingDate: '2026-11-01',
        startTime: '04:00:00',
        endTime: '05:00:00',
      },
    ];
    const slots = slotAvailability({
      day: dayAvailability({ date: '2026-11-01', occupancies: booked, leagues: [dstLeague] }),
      durationMinutes: 60,
      now: secondPass,
    });
    expect(slots[0]).toMatchObject({ startTime: '02:00:00', available: false, reason: 'league' });
    expect(slots.find((s) => s.startTime === '04:00:00')).toMatchObject({ available: true, simulatorId: 2 });
  });
});

describe('days without a bookable start (the calendar)', () => {
  it('greys a day whose starts are all full, a day over the cap, and today after the last start', () => {
    const full = (date: string) =>
      [1, 2].map((bay) => row('member', bay, '00:00:00', '23:30:00', { bookingDate: date }));
    const DAY3 = '2026-11-23';
    const capped = [row('member', 1, '08:00:00', '12:00:00', { bookingDate: DAY3, userId: ME, isMine: true })];
    const dates = ['2026-11-21', TOMORROW, DAY3, '2026-11-24'];
    const occupancies = [...full(TOMORROW), ...capped].map((o) => ({ ...o, bookingDate: o.bookingDate ?? TOMORROW }));
    const args = { dates, occupancies, leagues: [], durationMinutes: 60 };
    expect(datesWithoutBookableStart({ ...args, now: NOW })).toEqual([TOMORROW, DAY3]);
    // 23:10 on the 21st: no start of an hour is left today.
    expect(datesWithoutBookableStart({ ...args, now: new Date('2026-11-22T04:10:00Z') })).toEqual([
      '2026-11-21',
      TOMORROW,
      DAY3,
    ]);
  });
});

describe('fittingDuration', () => {
  it('keeps a duration that fits, offers the longest that fits when less is left, and keeps it when none is', () => {
    expect(fittingDuration(60, 0)).toBe(60);
    expect(fittingDuration(240, 150)).toBe(90);
    expect(fittingDuration(120, 240)).toBe(120);
  });
});

describe('slotConflict: why no bay lasts a start for its duration', () => {
  it('names the half hour the duration runs into, full or league, or each bay when no half hour is full', () => {
    const full = day([row('member', 1, '14:00:00', '15:00:00'), row('walk_in', 2, '14:00:00', '15:00:00')]);
    expect(slotConflict(full, '13:30:00', '14:30:00')).toEqual({
      at: '14:00:00',
      full: true,
      league: false,
      takenFrom: [
        { simulatorId: 1, at: '14:00:00' },
        { simulatorId: 2, at: '14:00:00' },
      ],
    });
    expect(slotConflict(day([], [league(2)]), '17:30:00', '18:30:00')).toMatchObject({ at: '18:00:00', league: true });
    const staggered = day([row('member', 1, '21:00:00', '21:30:00'), row('member', 2, '21:30:00', '22:00:00')]);
    expect(slotConflict(staggered, '21:00:00', '22:00:00')).toMatchObject({ at: '21:30:00', full: false });
    // A bay free for the whole interval: no conflict.
    expect(slotConflict(staggered, '20:30:00', '21:30:00')).toBeNull();
    expect(slotConflict(full, '15:00:00', '16:00:00')).toBeNull();
  });
});

describe('nextFreeStarts: what is free next when the chosen time is full (the desk)', () => {
  const sixBays = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Bay ${id}`, open: true }));
  const busy = (occupancies: OccupancyInterval[], leagues: LeagueBlocker[] = []) =>
    dayAvailability({ date: TOMORROW, occupancies, leagues, bays: sixBays });

  it('gives each open bay its first start free for the whole stay, the earliest first, bay order between equals', () => {
    const taken = [1, 2, 3, 4, 5, 6].map((bay) => row('member', bay, '14:00:00', bay === 4 ? '16:30:00' : '17:00:00'));
    // Bay 2 is free 17:00-17:30 only, then taken again: a 1-hour stay there starts at 18:00.
    taken.push(row('walk_in', 2, '17:30:00', '18:00:00'));
    expect(nextFreeStarts(busy(taken), '14:00:00', 60)).toEqual([
      { simulatorId: 4, startTime: '16:30:00', endTime: '17:30:00' },
      { simulatorId: 1, startTime: '17:00:00', endTime: '18:00:00' },
      { simulatorId: 3, startTime: '17:00:00', endTime: '18:00:00' },
      { simulatorId: 5, startTime: '17:00:00', endTime: '18:00:00' },
      { simulatorId: 6, startTime: '17:00:00', endTime: '18:00:00' },
      { simulatorId: 2, startTime: '18:00:00', endTime: '19:00:00' },
    ]);
  });

  it("counts a league's night held by computation, rounds a time between half hours up, and ends by 11:30 PM", () => {
    // Sundays 18:00-20:00, all bays of the two-bay facility.
    const leagueNight = day([], [league(null)]);
    expect(nextFreeStarts(leagueNight, '17:10:00', 60)).toEqual([
      { simulatorId: 1, startTime: '20:00:00', endTime: '21:00:00' },
      { simulatorId: 2, startTime: '20:00:00', endTime: '21:00:00' },
    ]);
    const lateDay = day([row('member', 1, '20:00:00', '23:30:00'), row('member', 2, '21:00:00', '23:30:00')]);
    // Bay 2 is free 20:00-21:00, long enough for 1 hour but not for 2; nothing is free after 23:30.
    expect(nextFreeStarts(lateDay, '20:00:00', 60)).toEqual([
      { simulatorId: 2, startTime: '20:00:00', endTime: '21:00:00' },
    ]);
    expect(nextFreeStarts(lateDay, '20:00:00', 120)).toEqual([]);
    expect(nextFreeStarts(lateDay, '20:00:00', 45)).toEqual([]);
  });

  it('leaves out retired bays', () => {
    const bays = [
      { id: 1, name: 'Bay 1', open: true },
      { id: 2, name: 'Family Bay', open: false },
    ];
    const oneOpen = dayAvailability({
      date: TOMORROW,
      occupancies: [row('member', 1, '10:00:00', '12:00:00')],
      leagues: [],
      bays,
    });
    expect(nextFreeStarts(oneOpen, '10:00:00', 60)).toEqual([
      { simulatorId: 1, startTime: '12:00:00', endTime: '13:00:00' },
    ]);
  });
});
