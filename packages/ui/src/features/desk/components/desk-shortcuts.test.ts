// The desk's C key checks in "the next arrival": the earliest booking of a person due now that has not arrived.
import { describe, expect, it } from 'vitest';
import { facilityInstant, type DeskOccupancy } from '@longwood/core';
import { nextArrival } from './desk-shortcuts';

const DATE = '2027-02-10';
const held = (id: number, startTime: string, endTime: string, over: Partial<DeskOccupancy> = {}): DeskOccupancy => ({
  id,
  kind: 'member',
  simulatorId: 1,
  bookingDate: DATE,
  startTime,
  endTime,
  holder: `Holder ${id}`,
  detail: null,
  userId: id,
  leagueId: null,
  arrivedAt: null,
  walkIn: false,
  ...over,
});

describe('nextArrival', () => {
  it('is the earliest booking due now (an hour before its start until its end) not yet checked in', () => {
    const now = facilityInstant(DATE, '15:10');
    const board = [
      held(1, '13:00:00', '15:00:00'), // ended
      held(2, '14:30:00', '16:00:00', { arrivedAt: '2027-02-10T19:31:00.000Z' }), // arrived
      held(3, '17:00:00', '18:00:00'), // too early
      held(4, '16:00:00', '17:00:00', { simulatorId: 2 }),
      held(5, '15:30:00', '16:30:00', { kind: 'league', userId: null, leagueId: 9 }), // a league's night
      held(6, '16:00:00', '17:00:00'),
    ];
    expect(nextArrival(board, now)?.id).toBe(6);
    expect(nextArrival(board.slice(0, 3), now)).toBeNull();
  });
});
