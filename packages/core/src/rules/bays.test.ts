// The rules with the facility's bays as settings (docs/decisions/229-bays-as-facility-settings.md): three bays,
// a retired bay, and the bay settings' own validation. Runs under more than one TZ like every core rule test.
import { describe, expect, it } from 'vitest';
import { facilitySettingsPatchSchema } from '../schemas/facility';
import { BAY_MESSAGES, bayListLabel, leagueBaysMaxMessage } from '../schemas/facility-bays';
import { bayName } from '../schemas/booking';
import { BOOKING_MESSAGES, type BayState } from './booking';
import {
  baysAt,
  checkReservation,
  chooseBay,
  dayAvailability,
  leagueSessionBays,
  occupancyGrid,
  slotAvailability,
  type OccupancyInterval,
} from './occupancy';
import { freeBays } from './next-free';
import { utilisationByDay } from './utilisation';

// 2026-11-21 is a Saturday; 15:00Z is 10:00 in Longwood. 2026-11-22 is a Sunday.
const NOW = new Date('2026-11-21T15:00:00Z');
const DATE = '2026-11-22';
const THREE: readonly BayState[] = [
  { id: 1, open: true },
  { id: 2, open: true },
  { id: 3, open: true },
];
const THIRD_RETIRED: readonly BayState[] = [
  { id: 1, open: true },
  { id: 2, open: true },
  { id: 3, open: false },
];
const LIMITS = { dailyCapMinutes: 240, bookingWindowDays: 30 };

let nextId = 1;
const booking = (simulatorId: number, startTime: string, endTime: string, userId = 8): OccupancyInterval => ({
  id: nextId++,
  kind: 'member',
  userId,
  simulatorId,
  bookingDate: DATE,
  startTime,
  endTime,
});

const member = (simulatorId?: number) => ({
  kind: 'member' as const,
  userId: 7,
  bookingDate: DATE,
  startTime: '10:00',
  endTime: '11:00',
  ...(simulatorId !== undefined ? { simulatorId } : {}),
});

describe('three bays', () => {
  const takenOneAndTwo = [booking(1, '10:00', '11:00'), booking(2, '09:30', '11:30')];

  it('picks bay 3 when bays 1 and 2 are taken, and bay 1 before it when bay 1 is free', () => {
    const day = dayAvailability({ date: DATE, occupancies: takenOneAndTwo, leagues: [], bays: THREE });
    expect(chooseBay(day, '10:00:00', '11:00:00')).toBe(3);
    expect(freeBays(day, '10:00:00', '11:00:00')).toEqual([3]);
    expect(chooseBay(day, '12:00:00', '13:00:00')).toBe(1);
  });

  it('books the third bay where two bays would be full, and is full only when all three are taken', () => {
    const three = checkReservation({
      request: member(),
      occupancies: takenOneAndTwo,
      leagues: [],
      now: NOW,
      limits: { ...LIMITS, bays: THREE },
    });
    expect(three).toMatchObject({ ok: true, simulatorId: 3 });
    const two = checkReservation({ request: member(), occupancies: takenOneAndTwo, leagues: [], now: NOW });
    expect(two).toMatchObject({ ok: false, code: 'BOOKING_FULL' });
    const all = checkReservation({
      request: member(),
      occupancies: [...takenOneAndTwo, booking(3, '10:30', '11:00')],
      leagues: [],
      now: NOW,
      limits: { ...LIMITS, bays: THREE },
    });
    expect(all).toMatchObject({ ok: false, code: 'BOOKING_FULL', message: BOOKING_MESSAGES.fullyBooked });
  });

  it('offers the start on the booking grid with bay 3, and the grid draws three bays', () => {
    const day = dayAvailability({ date: DATE, occupancies: takenOneAndTwo, leagues: [], bays: THREE });
    const ten = slotAvailability({ day, durationMinutes: 60, now: NOW }).find((s) => s.startTime === '10:00:00');
    expect(ten).toMatchObject({ available: true, simulatorId: 3 });
    expect(occupancyGrid(day)[20]!.bays.map((cell) => [cell.simulatorId, cell.free])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('a league without a schedule holds its bays from the last open bay down', () => {
    expect(leagueSessionBays(1, [1, 2, 3])).toEqual([3]);
    expect(leagueSessionBays(2, [1, 2, 3])).toEqual([3, 2]);
    expect(leagueSessionBays(null, [1, 2, 3])).toEqual([3, 2, 1]);
    expect(leagueSessionBays(1, [1, 2])).toEqual([2]);
  });

  it('counts the utilisation over three bays', () => {
    const spans = [{ bookingDate: DATE, startTime: '00:00:00', endTime: '23:30:00' }];
    expect(utilisationByDay(spans, DATE, DATE, 3)[0]!.percent).toBe(33.3);
    expect(utilisationByDay(spans, DATE, DATE)[0]!.percent).toBe(50);
  });
});

describe('a retired bay', () => {
  it('is never picked, even when every open bay is taken', () => {
    const occupancies = [booking(1, '10:00', '11:00'), booking(2, '10:00', '11:00')];
    const day = dayAvailability({ date: DATE, occupancies, leagues: [], bays: THIRD_RETIRED });
    expect(chooseBay(day, '10:00:00', '11:00:00')).toBeNull();
    expect(freeBays(day, '12:00:00', '13:00:00')).toEqual([1, 2]);
    const ten = slotAvailability({ day, durationMinutes: 60, now: NOW }).find((s) => s.startTime === '10:00:00');
    expect(ten).toMatchObject({ available: false, reason: 'full' });
    const check = checkReservation({
      request: member(),
      occupancies,
      leagues: [],
      now: NOW,
      limits: { ...LIMITS, bays: THIRD_RETIRED },
    });
    expect(check).toMatchObject({ ok: false, code: 'BOOKING_FULL' });
  });

  it('refuses a booking asked for on it (409), and one on a bay the facility does not have (400)', () => {
    const limits = { ...LIMITS, bays: THIRD_RETIRED };
    expect(checkReservation({ request: member(3), occupancies: [], leagues: [], now: NOW, limits })).toEqual({
      ok: false,
      code: 'BOOKING_BAY_RETIRED',
      message: BOOKING_MESSAGES.bayRetired,
    });
    expect(
      checkReservation({ request: { ...member(3), exactBay: true }, occupancies: [], leagues: [], now: NOW, limits }),
    ).toMatchObject({ ok: false, code: 'BOOKING_BAY_RETIRED' });
    expect(checkReservation({ request: member(4), occupancies: [], leagues: [], now: NOW, limits })).toEqual({
      ok: false,
      code: 'BOOKING_INVALID',
      message: BOOKING_MESSAGES.bayRequired,
    });
  });

  it('keeps showing the bookings it holds, and drops out of the grid on a day it holds nothing', () => {
    const kept = booking(3, '14:00', '15:00');
    const day = dayAvailability({ date: DATE, occupancies: [kept], leagues: [], bays: THIRD_RETIRED });
    const two = occupancyGrid(day)[28]!.bays;
    expect(two.map((cell) => cell.simulatorId)).toEqual([1, 2, 3]);
    expect(two[2]).toMatchObject({ free: false, takenBy: 'booking' });
    expect(occupancyGrid(day)[20]!.bays[2]).toMatchObject({ free: false, takenBy: null });
    expect(baysAt(day, '14:00:00', '15:00:00').map((bay) => [bay.simulatorId, bay.free])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const empty = dayAvailability({ date: DATE, occupancies: [], leagues: [], bays: THIRD_RETIRED });
    expect(occupancyGrid(empty)[0]!.bays.map((cell) => cell.simulatorId)).toEqual([1, 2]);
  });
});

describe('the bay settings', () => {
  const parse = (bays: unknown) => facilitySettingsPatchSchema.safeParse({ bays });

  it('takes names, a new bay without an id, and open defaulting to true', () => {
    const result = parse([{ id: 1, name: ' Front bay ' }, { id: 2, name: 'Bay 2', open: false }, { name: 'Bay 3' }]);
    expect(result.success && result.data.bays).toEqual([
      { id: 1, name: 'Front bay', open: true },
      { id: 2, name: 'Bay 2', open: false },
      { name: 'Bay 3', open: true },
    ]);
  });

  it('says which name is missing, too long or taken, and that one bay must stay open', () => {
    const issues = (bays: unknown) =>
      (parse(bays).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(
      issues([
        { id: 1, name: '  ' },
        { id: 2, name: 'Bay 2' },
      ]),
    ).toEqual([['bays.0.name', BAY_MESSAGES.nameRequired]]);
    expect(issues([{ id: 1, name: 'x'.repeat(41) }])).toEqual([['bays.0.name', BAY_MESSAGES.nameTooLong]]);
    expect(
      issues([
        { id: 1, name: 'Bay 1' },
        { id: 2, name: 'bay 1 ' },
      ]),
    ).toEqual([['bays.1.name', BAY_MESSAGES.nameTaken]]);
    expect(issues([{ id: 1, name: 'Bay 1', open: false }])).toEqual([['bays', BAY_MESSAGES.noneOpen]]);
  });

  it('names bays for the log, the screens and the league form', () => {
    expect(
      bayListLabel([
        { id: 1, name: 'Bay 1', open: true },
        { id: 3, name: 'Bay 3', open: false },
      ]),
    ).toBe('Bay 1, Bay 3 (retired)');
    expect(bayName(2, [{ id: 2, name: 'Back bay' }])).toBe('Back bay');
    expect(bayName(2)).toBe('Bay 2');
    expect(leagueBaysMaxMessage(2)).toBe('Maximum 2 bays available');
    expect(leagueBaysMaxMessage(1)).toBe('Maximum 1 bay available');
  });
});
