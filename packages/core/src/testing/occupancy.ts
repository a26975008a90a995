// A row of the bookings table as staff screens see it, for the core and screen tests that need one. Test support only
// (exported as '@longwood/core/testing').
import type { Occupancy } from '../schemas/staff-booking';

/** Member 7's one-hour booking of Bay 1 (10-11 AM), made by them on 2026-11-20; `changes` set the rest. */
export function occupancyFixture(changes: Partial<Occupancy> & Pick<Occupancy, 'bookingDate'>): Occupancy {
  return {
    id: 1,
    kind: 'member',
    userId: 7,
    simulatorId: 1,
    startTime: '10:00:00',
    endTime: '11:00:00',
    createdAt: '2026-11-20T12:00:00.000Z',
    createdBy: 7,
    guestName: null,
    guestPhone: null,
    guestEmail: null,
    leagueId: null,
    coachId: null,
    arrivedAt: null,
    changedAt: null,
    walkIn: false,
    ...changes,
  };
}
