// Booking use cases: members' own bookings (member-bookings.ts) and staff's (staff-bookings.ts), composed into the one
// service the router and composition.ts use. The rules (slot grid, 30-day window, two bays, 4-hour daily cap,
// leagues, bay choice, past/future) are @longwood/core's; every write goes through the reservation port
// (./reservations.ts), which checks and writes inside one locked transaction (docs/decisions/020-booking-locking.md),
// so concurrent requests cannot double-book whatever kind of occupancy they create
// (docs/decisions/080-one-occupancy-model.md).
import { DEFAULT_BOOKING_LIMITS, type BookingLimits, type LeagueBlocker } from '@longwood/core';
import type { ReadCache } from '../../db/read-cache';
import type { RecordActivity } from '../../ports/activity';
import { NO_BOOKING_FEES, type PrepareBookingFee } from '../../ports/booking-fees';
import type { LeagueBlockersBetween, LeagueBlockersOn } from '../../ports/reservations';
import { createMemberBookings } from './member-bookings';
import { createOccupancyEvents } from './occupancy-events';
import type { BookingsRepository, DaySpan } from './repository';
import { createReservationPort } from './reservations';
import { createStaffBookings } from './staff-bookings';

export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  /**
   * The active leagues on a date (the leagues feature owns that table; composition.ts hands its reader in). Inside
   * the booking lock it is called with the lock's unit of work, so the leagues are read in that transaction
   * (docs/decisions/090-one-owner-per-table.md).
   */
  leagueBlockersOn: LeagueBlockersOn;
  /** The active leagues over a range of dates (the daily chart's and the insights' league nights). */
  leagueBlockersBetween: LeagueBlockersBetween;
  /** The same leagues as kept between requests: for the pre-check only, never inside the lock (decision 020). */
  keptLeagueBlockersOn: (date: string) => Promise<LeagueBlocker[]>;
  /** The clock (AppContext.now); tests may pin it. Every rule receives `now` from here. */
  now: () => Date;
  /** The daily cap and booking window the next booking obeys (the facility's settings); the defaults when absent. */
  bookingLimits?: () => Promise<BookingLimits>;
  /** Where a failed occupancy listener is reported. */
  warn: (line: string) => void;
  /**
   * Staff writes are recorded in the activity log inside the booking lock's transaction: both commit or neither
   * does (decision 135).
   */
  record: RecordActivity;
  /** The day grid's reads kept between requests, dropped by every write (./day-copies.ts, decision 184). */
  dayCopies: ReadCache<string, readonly DaySpan[]>;
  /**
   * The payments feature's no-show and late-cancel fees, made due in the mark's or the cancellation's transaction
   * (docs/decisions/305-no-show-and-late-cancel-fees.md); none when not given.
   */
  prepareBookingFee?: PrepareBookingFee;
}

export type BookingsService = ReturnType<typeof createBookingsService>;

export function createBookingsService({
  bookings,
  leagueBlockersOn,
  leagueBlockersBetween,
  keptLeagueBlockersOn,
  now,
  warn,
  record,
  dayCopies,
  bookingLimits = () => Promise.resolve(DEFAULT_BOOKING_LIMITS),
  prepareBookingFee = NO_BOOKING_FEES,
}: BookingsServiceDeps) {
  const events = createOccupancyEvents(warn);
  const reservations = createReservationPort({ bookings, leagueBlockersOn, now, events, bookingLimits });
  const shared = { bookings, reservations, now, prepareBookingFee };
  return {
    /** The port other features' services receive in composition.ts (leagues, lessons, the front desk). */
    reservations,
    ...createMemberBookings({ ...shared, keptLeagueBlockersOn, dayCopies, bookingLimits }),
    ...createStaffBookings({ ...shared, events, record, leagueBlockersBetween }),
  };
}
