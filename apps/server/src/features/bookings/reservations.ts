// The bookings feature's reservation port (apps/server/src/ports/reservations.ts): the only way occupancy rows
// are written, by this feature's own routes and by other features' services (handed the port in
// composition.ts). Every write runs core's checkReservation for its kind on the day as read inside the per-date
// booking lock (docs/decisions/020-booking-locking.md, 080-one-occupancy-model.md); the writes themselves are
// reservation-transaction.ts's, this runs the lock and tells the committed changes.
import { BOOKING_MESSAGES, DEFAULT_BOOKING_LIMITS, type BookingLimits } from '@longwood/core';
import { isBookingOverlapViolation, isLockTimeout } from '../../db/dialect';
import { AppError } from '../../http/errors';
import type { LeagueBlockersOn, ReservationPort } from '../../ports/reservations';
import { BOOKING_API_MESSAGES } from './booking-messages';
import { changeLog, type OccupancyEvents } from './occupancy-events';
import type { BookingsRepository } from './repository';
import { readDay, reservationTransaction } from './reservation-transaction';

export function createReservationPort({
  bookings,
  leagueBlockersOn,
  now,
  events,
  bookingLimits = () => Promise.resolve(DEFAULT_BOOKING_LIMITS),
}: {
  bookings: BookingsRepository;
  leagueBlockersOn: LeagueBlockersOn;
  now: () => Date;
  /**
   * The daily cap and booking window the next booking obeys (the facility's settings, kept): read before the lock,
   * never inside it, so a cold read never waits on the lock's own connection.
   */
  bookingLimits?: () => Promise<BookingLimits>;
  /** Where committed changes are told (the bookings service's events). */
  events: OccupancyEvents;
}): ReservationPort {
  return {
    async inLock(dates, work) {
      let log = changeLog();
      const limits = await bookingLimits();
      try {
        const result = await bookings.locked(dates, (repo, unitOfWork) => {
          log = changeLog(); // a retried attempt starts with nothing written
          return work(
            reservationTransaction({
              repo,
              unitOfWork,
              lockedDates: new Set(dates),
              log,
              limits,
              now,
              leagueBlockersOn,
            }),
          );
        });
        events.publish({ dates: [...dates], changes: log.changes });
        return result;
      } catch (error) {
        // A lock wait that timed out (SQLite busy_timeout, Postgres lock_timeout) is a retryable 503
        // (BOOKINGS_BUSY). The Postgres exclusion constraint (migration 006) firing means a writer skipped the
        // lock: still BOOKING_FULL (409).
        if (isLockTimeout(error)) throw new AppError('BOOKINGS_BUSY', BOOKING_API_MESSAGES.busy);
        if (isBookingOverlapViolation(error)) throw new AppError('BOOKING_FULL', BOOKING_MESSAGES.fullyBooked);
        throw error;
      }
    },
    dayOccupancy: async (date) => readDay(bookings, leagueBlockersOn, date, await bookingLimits()),
    onCommitted: (listener) => events.subscribe(listener),
    settleListeners: () => events.settle(),
    limits: bookingLimits,
  };
}
