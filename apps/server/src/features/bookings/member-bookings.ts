// What members do with their own bookings: read a day's grid, list their bookings, book, move and cancel. A request
// the kept day already rules out is refused before the lock; every write goes through the reservation port.
import {
  BOOKING_MESSAGES,
  checkReservation,
  facilityToday,
  MY_PAST_BOOKINGS_PAGE_SIZE,
  publicKindOf,
  type Booking,
  type BookingLimits,
  type BookingsQuery,
  type CreateBookingInput,
  type DayBooking,
  type LeagueBlocker,
  type MyBooking,
  type MyBookingsQuery,
  type ReservationRequest,
  type User,
} from '@longwood/core';
import { readOwnList, type DatedRange } from '../../db/paging';
import type { ReadCache } from '../../db/read-cache';
import { AppError } from '../../http/errors';
import type { PrepareBookingFee } from '../../ports/booking-fees';
import type { ReservationPort } from '../../ports/reservations';
import { existingOccupancy, futureMemberBooking, toBooking, toMyBooking } from './booking-records';
import { dayCopyKey } from './day-copies';
import type { BookingsRepository, DaySpan } from './repository';

export interface MemberBookingsDeps {
  bookings: BookingsRepository;
  reservations: ReservationPort;
  keptLeagueBlockersOn: (date: string) => Promise<LeagueBlocker[]>;
  dayCopies: ReadCache<string, readonly DaySpan[]>;
  now: () => Date;
  bookingLimits: () => Promise<BookingLimits>;
  /** A late cancellation's fee (docs/decisions/305-no-show-and-late-cancel-fees.md). */
  prepareBookingFee: PrepareBookingFee;
}

export function createMemberBookings({
  bookings,
  reservations,
  keptLeagueBlockersOn,
  dayCopies,
  now,
  bookingLimits,
  prepareBookingFee,
}: MemberBookingsDeps) {
  /** The grid's spans of from..to as kept between requests, read (and kept) when no fresh copy is (decision 184). */
  function keptDays(from: string, to: string, simulatorId?: number): Promise<readonly DaySpan[]> {
    return dayCopies.through(dayCopyKey(from, to, simulatorId), () => bookings.listDaySpans(from, to, simulatorId));
  }

  /**
   * A member's request that the day as this process keeps it already rules out is refused before the booking lock
   * is taken (docs/decisions/020-booking-locking.md): core's same check, on the same rows and
   * leagues, so the same answer; only a change in the last moments in another process can make it differ. What it
   * lets through is checked again under the lock, which alone writes.
   */
  async function refuseEarly(request: ReservationRequest): Promise<void> {
    const occupancies = await keptDays(request.bookingDate, request.bookingDate);
    const leagues = await keptLeagueBlockersOn(request.bookingDate);
    const limits = await bookingLimits();
    const check = checkReservation({ request, occupancies, leagues, now: now(), limits });
    if (!check.ok) throw new AppError(check.code, check.message);
  }

  return {
    /** A day's occupancies for the availability grid: the public kind, never who holds them. */
    async listDay(user: User, query: BookingsQuery): Promise<DayBooking[]> {
      // The schema lets through exactly one of: a date, or a bounded from..to range, which the calendar reads to grey
      // out the days without a bookable start (decision 130).
      const { date, from = '', to = '', simulatorId } = query;
      const day = await keptDays(date ?? from, date ?? to, simulatorId);
      return day.map((o) => ({
        id: o.id,
        kind: publicKindOf(o.kind),
        simulatorId: o.simulatorId,
        bookingDate: o.bookingDate,
        startTime: o.startTime,
        endTime: o.endTime,
        isMine: o.userId === user.id,
      }));
    },

    /**
     * The signed-in user's own bookings (member and staff kinds), chronological, each flagged future or past. Bounded
     * (decision 021): from today (facility time) on in full, plus the latest page of earlier ones; with a cursor,
     * only the page of earlier ones before it.
     */
    async listMine(user: User, query: MyBookingsQuery = {}): Promise<MyBooking[]> {
      const at = now();
      const read = (range: DatedRange) => bookings.listMemberBookings(user.id, range);
      const mine = await readOwnList(read, facilityToday(at), MY_PAST_BOOKINGS_PAGE_SIZE, query.cursor);
      return mine.map((o) => toMyBooking(o, at));
    },

    /** The user's own bookings on and after `from` (their calendar feed, docs/decisions/203-calendar-feed.md). */
    async listMineFrom(userId: number, from: string): Promise<MyBooking[]> {
      const at = now();
      return (await bookings.listMemberBookings(userId, { from })).map((o) => toMyBooking(o, at));
    },

    /** Every booking the user ever held (the account's performance report adds them up). */
    async historyOf(user: User): Promise<MyBooking[]> {
      const at = now();
      return (await bookings.listMemberBookings(user.id)).map((o) => toMyBooking(o, at));
    },

    /** A member books a slot; the bay is assigned by core's rule. */
    async create(user: User, input: CreateBookingInput): Promise<Booking> {
      await refuseEarly({ kind: 'member', userId: user.id, ...input });
      const booked = await reservations.inLock([input.bookingDate], (tx) =>
        tx.reserve({ kind: 'member', userId: user.id, createdBy: user.id, ...input }),
      );
      return toBooking(booked);
    },

    /**
     * A member moves one of their own bookings that has not started yet (date, time, bay preference), in one
     * locked transaction over the old and the new date: the same checks as booking, its own minutes left out of
     * the daily cap, and never a moment where the member holds neither slot (decision 021).
     */
    async moveOwn(user: User, id: number, input: CreateBookingInput): Promise<Booking> {
      const { bookingDate: oldDate } = await existingOccupancy(bookings, id);
      const moved = await reservations.inLock([oldDate, input.bookingDate], async (tx) => {
        await futureMemberBooking(tx, id, { now: now(), notAllowed: BOOKING_MESSAGES.notMovable, ownerId: user.id });
        return tx.move(id, { ...input, enforceDailyCap: true });
      });
      return toBooking(moved);
    },

    /**
     * A member cancels one of their own bookings that has not started yet; inside the late-cancel window it owes the
     * fee the policy sets, in the same transaction (docs/decisions/305-no-show-and-late-cancel-fees.md).
     */
    async cancelOwn(user: User, id: number): Promise<void> {
      const { bookingDate } = await existingOccupancy(bookings, id);
      const applyFee = await prepareBookingFee();
      await reservations.inLock([bookingDate], async (tx) => {
        const current = await futureMemberBooking(tx, id, {
          now: now(),
          notAllowed: BOOKING_MESSAGES.notCancellable,
          ownerId: user.id,
        });
        if (await tx.release(id, user.id)) await applyFee(tx.unitOfWork, 'canceled', current, now());
      });
    },
  };
}
