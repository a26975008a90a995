// The development seeds' bay bookings (docs/decisions/080-one-occupancy-model.md): the two weeks before the seeding
// day on both bays, so the admin's Bookings tab, calendar and daily chart, the insights and a golfer's earlier visits
// are worth opening on a fresh install. The demo golfers booked mornings and evenings and the front desk a walk-in now
// and then; each holder was checked in, or about one golfer's booking in seven marked a no-show. Nothing from the
// seeding day on: whoever tries the product (or its tests) finds every bay free to book and the demo member's My
// Bookings empty. On the half-hour grid, each golfer's day within the 4-hour cap, no bay booked twice at once.
// Written through the bookings repository (the only code that writes the table); main.ts hands it to the seeds.
import type { Knex } from 'knex';
import { addDaysToDateString, facilityInstant, facilityToday } from '@longwood/core';
import { createBookingsRepository, type OccupancyFields } from './repository';

/** Who the demo bookings belong to: the demo golfers, and the front desk's account for the walk-ins. */
export interface DemoBookingPeople {
  golfers: readonly number[];
  desk: number;
}

/** How many days before the seeding day have bookings. */
const DEMO_BOOKING_DAYS = 14;

const WALK_IN_GUESTS = [
  { guestName: 'Sam Ortiz', guestPhone: '4075550190' },
  { guestName: 'Priya Shah', guestPhone: '4075550191' },
  { guestName: 'Tom Becker', guestPhone: '4075550192' },
] as const;

type Holder = { golfer: number } | { walkIn: number };

interface DemoBooking {
  /** Days from the seeding day (negative: before it). */
  day: number;
  bay: 1 | 2;
  start: string;
  end: string;
  holder: Holder;
}

/** The booking pattern, day by day: the same for every seeding day, so a test can count it. */
export function demoBookingPlan(): DemoBooking[] {
  const plan: DemoBooking[] = [];
  for (let turn = 0; turn < DEMO_BOOKING_DAYS; turn += 1) {
    const day = turn - DEMO_BOOKING_DAYS;
    if (turn % 2 === 0) plan.push({ day, bay: 1, start: '10:00', end: '11:00', holder: { golfer: turn % 4 } });
    if (turn % 3 === 0) plan.push({ day, bay: 2, start: '12:00', end: '13:00', holder: { walkIn: (turn / 3) % 3 } });
    plan.push({ day, bay: 1, start: '17:00', end: '18:30', holder: { golfer: (turn + 1) % 4 } });
    plan.push({ day, bay: 2, start: '18:00', end: '20:00', holder: { golfer: (turn + 2) % 4 } });
  }
  return plan;
}

const NONE = { userId: null, guestName: null, guestPhone: null, guestEmail: null, leagueId: null, coachId: null };

function ownerOf(
  holder: Holder,
  people: DemoBookingPeople,
): Omit<OccupancyFields, 'simulatorId' | 'bookingDate' | 'startTime' | 'endTime'> {
  if ('walkIn' in holder) {
    return { ...NONE, kind: 'walk_in', ...WALK_IN_GUESTS[holder.walkIn]!, createdBy: people.desk, walkIn: true };
  }
  const userId = people.golfers[holder.golfer % people.golfers.length]!;
  return { ...NONE, kind: 'member', userId, createdBy: userId };
}

/**
 * Seeds the plan's bookings: each made two days ahead (a walk-in a quarter of an hour before), its holder checked in
 * five minutes early or, for about one golfer's booking in seven, marked a no-show 20 minutes after the start.
 */
export async function seedDemoBookings(db: Knex, people: DemoBookingPeople, now: Date): Promise<void> {
  const today = facilityToday(now);
  const bookings = createBookingsRepository(db);
  for (const [index, booking] of demoBookingPlan().entries()) {
    const date = addDaysToDateString(today, booking.day);
    const startsAt = facilityInstant(date, booking.start);
    const madeAt = startsAt.getTime() - ('walkIn' in booking.holder ? 15 * 60_000 : 2 * 86_400_000);
    const row = await bookings.insert(
      {
        ...ownerOf(booking.holder, people),
        simulatorId: booking.bay,
        bookingDate: date,
        startTime: `${booking.start}:00`,
        endTime: `${booking.end}:00`,
      },
      new Date(madeAt).toISOString(),
    );
    const noShow = 'golfer' in booking.holder && index % 7 === 3;
    if (noShow) await bookings.setNoShow(row.id, new Date(startsAt.getTime() + 20 * 60_000).toISOString());
    else await bookings.setArrival(row.id, new Date(startsAt.getTime() - 5 * 60_000).toISOString());
  }
}
