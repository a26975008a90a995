// Bookings as a feature: the one writer of every bay's occupancy (docs/decisions/080-one-occupancy-model.md). Its
// service offers the reservation port (ports/reservations.ts) that leagues, lessons, demo requests and the desk hold
// bays through, and whose committed changes the live board, the waitlist and the booking e-mails hear; other
// features read its rows by id, by member and by bay through `offers.rows`.
import type { BookingLimits } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import type { PrepareBookingFee } from '../../ports/booking-fees';
import type { LeagueBlockersBetween, LeagueBlockersOn } from '../../ports/reservations';
import { createDayCopies } from './day-copies';
import { createBookingsRepository } from './repository';
import { createBookingsRouter } from './router';
import { createBookingsService, type BookingsServiceDeps } from './service';

export interface BookingsNeeds {
  record: RecordActivity;
  /** The facility's settings: the cap and window apply to the next booking after a change. */
  facility: { bookingLimits(): Promise<BookingLimits> };
  /** The leagues that hold bays on a date (the leagues feature's kept blockers, leagues/kept-blockers.ts). */
  leagueBlockers: {
    on: LeagueBlockersOn;
    between: LeagueBlockersBetween;
    kept: BookingsServiceDeps['keptLeagueBlockersOn'];
  };
  /** The payments feature's no-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md). */
  prepareBookingFee: PrepareBookingFee;
}

export function composeBookings(base: Base, needs: BookingsNeeds) {
  const dayCopies = createDayCopies(base.relay);
  const repo = createBookingsRepository(base.db, { onChanged: dayCopies.forget });
  const { leagueBlockers, facility } = needs;
  const bookings = createBookingsService({
    bookings: repo,
    dayCopies: dayCopies.cache,
    // Inside the booking lock, in its transaction: a league's schedule rows and its schedule flag are written under
    // that lock, so only a read inside it sees the two agree (docs/decisions/090-one-owner-per-table.md).
    leagueBlockersOn: leagueBlockers.on,
    leagueBlockersBetween: leagueBlockers.between,
    keptLeagueBlockersOn: leagueBlockers.kept,
    now: base.now,
    warn: base.warn,
    record: needs.record,
    // The cap and window are the facility's settings, kept in every process: a change applies to the next booking.
    bookingLimits: () => facility.bookingLimits(),
    prepareBookingFee: needs.prepareBookingFee,
  });
  return {
    services: { bookings },
    routes: [createBookingsRouter(bookings)],
    close: dayCopies.close,
    offers: {
      /** The bookings' rows as other features read them: by id, a member's own, a bay's spans over dates. */
      rows: { find: repo.find, listMemberBookings: repo.listMemberBookings, listDaySpans: repo.listDaySpans },
    },
  } satisfies ServerFeature;
}
