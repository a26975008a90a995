// Booking use cases. The rules (slot grid, 30-day window, two bays, 4-hour daily cap, league sessions, bay
// choice, past/future) are @longwood/core's; this service loads what they need and, for every write that can
// create or move a booking, runs check + write inside one locked transaction
// (docs/decisions/020-booking-locking.md), so concurrent requests cannot double-book.
import {
  BOOKING_MESSAGES,
  checkBookingRequest,
  isFutureBooking,
  type AdminBookingInput,
  type Booking,
  type BookingsQuery,
  type CreateBookingInput,
  type DayBooking,
  type User,
} from '@longwood/core';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isBookingOverlapViolation, isLockTimeout } from '../../db/dialect';
import {
  type BookingsRepository,
  type BookingWithSimulator,
  type BookingWithUser,
  type NewBooking,
} from './repository';

/** Server-side texts; the rule messages themselves come from core's BOOKING_MESSAGES. */
export const BOOKING_API_MESSAGES = {
  notFound: 'Booking not found.',
  notYours: 'You can only cancel your own bookings.',
  busy: 'Bookings are busy right now. Please try again.',
  notAMember: 'Bookings can only be made for members.',
  userNotFound: 'That user does not exist.',
} as const;

/** A row of GET /api/user/bookings: the owner's booking, its bay's name, and whether it is still ahead. */
export interface MyBooking extends BookingWithSimulator {
  isFuture: boolean;
}

export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  /** The clock (AppContext.now); tests may pin it. Every rule receives `now` from here. */
  now: () => Date;
}

export type BookingsService = ReturnType<typeof createBookingsService>;

export function createBookingsService({ bookings, now }: BookingsServiceDeps) {
  /**
   * Runs a locked write. A lock wait that timed out (SQLite, another process) is a retryable 503. The
   * Postgres exclusion constraint (migration 006) firing means a writer skipped the lock: still a 409.
   */
  async function locked<T>(dates: readonly string[], work: (repo: BookingsRepository) => Promise<T>): Promise<T> {
    try {
      return await bookings.locked(dates, work);
    } catch (error) {
      if (isLockTimeout(error)) throw new AppError(503, BOOKING_API_MESSAGES.busy);
      if (isBookingOverlapViolation(error)) throw conflict(BOOKING_MESSAGES.fullyBooked);
      throw error;
    }
  }

  /**
   * Loads the day as the rules see it and asks core whether `request` may be booked by `userId`.
   * Returns the bay and the normalised times to store.
   */
  async function check(
    tx: BookingsRepository,
    userId: number,
    request: CreateBookingInput,
    options: { excludeBookingId?: number; enforceDailyCap?: boolean } = {},
  ): Promise<NewBooking> {
    // Sequential on purpose: a transaction is one connection, and Promise.all would only queue them.
    const dayBookings = await tx.listOn(request.bookingDate);
    const memberBookingsThatDay = dayBookings.filter((b) => b.userId === userId);
    const leagues = await tx.activeLeaguesOn(request.bookingDate);
    const result = checkBookingRequest({
      request,
      dayBookings,
      memberBookingsThatDay,
      leagues,
      now: now(),
      ...(options.excludeBookingId !== undefined ? { excludeBookingId: options.excludeBookingId } : {}),
      ...(options.enforceDailyCap !== undefined ? { enforceDailyCap: options.enforceDailyCap } : {}),
    });
    if (!result.ok) throw new AppError(result.status, result.message);
    return {
      userId,
      simulatorId: result.simulatorId,
      bookingDate: request.bookingDate,
      startTime: result.startTime,
      endTime: result.endTime,
      createdAt: now().toISOString(),
    };
  }

  return {
    /** A day's bookings for the availability grid: never who booked them, only whether it is mine. */
    async listDay(user: User, query: BookingsQuery): Promise<DayBooking[]> {
      const day = await bookings.listOn(query.date, query.simulatorId);
      return day.map((b) => ({
        id: b.id,
        simulatorId: b.simulatorId,
        bookingDate: b.bookingDate,
        startTime: b.startTime,
        endTime: b.endTime,
        isMine: b.userId === user.id,
      }));
    },

    /** The signed-in user's bookings, chronological, each flagged future or past. */
    async listMine(user: User): Promise<MyBooking[]> {
      const at = now();
      const mine = await bookings.listForUser(user.id);
      return mine.map((b) => ({ ...b, isFuture: isFutureBooking(b, at) }));
    },

    /** A member books a slot; the bay is assigned by core's rule. */
    async create(user: User, input: CreateBookingInput): Promise<Booking> {
      return locked([input.bookingDate], async (tx) => {
        return tx.insert(await check(tx, user.id, input));
      });
    },

    /** A member cancels one of their own bookings that has not started yet. */
    async cancelOwn(user: User, id: number): Promise<void> {
      const booking = await bookings.find(id);
      if (!booking) throw notFound(BOOKING_API_MESSAGES.notFound);
      if (booking.userId !== user.id) throw forbidden(BOOKING_API_MESSAGES.notYours);
      if (!isFutureBooking(booking, now())) throw conflict(BOOKING_MESSAGES.notCancellable);
      // A concurrent cancel of the same booking is harmless: whoever deletes second finds nothing.
      await bookings.delete(id);
    },

    async listAll(): Promise<BookingWithUser[]> {
      return bookings.listAll();
    },

    /** Front desk books for a member: same bay/overlap/league checks under the same lock. */
    async adminCreate(input: AdminBookingInput): Promise<Booking> {
      return locked([input.bookingDate], async (tx) => {
        await requireMemberUser(tx, input.userId);
        const { userId, ...request } = input;
        // The front desk may book beyond a member's 4 hours (docs/decisions/021-booking-api.md).
        return tx.insert(await check(tx, userId, request, { enforceDailyCap: false }));
      });
    },

    /** Moves/changes a booking: locks both the old and the new date (ascending, see dialect.ts). */
    async adminUpdate(id: number, input: AdminBookingInput): Promise<Booking> {
      const existing = await bookings.find(id);
      if (!existing) throw notFound(BOOKING_API_MESSAGES.notFound);
      return locked([existing.bookingDate, input.bookingDate], async (tx) => {
        // Re-read inside the lock: it may have been deleted or moved meanwhile.
        const current = await tx.find(id);
        if (!current) throw notFound(BOOKING_API_MESSAGES.notFound);
        await requireMemberUser(tx, input.userId);
        const { userId, ...request } = input;
        const checked = await check(tx, userId, request, { excludeBookingId: id, enforceDailyCap: false });
        const { createdAt: _unchanged, ...changes } = checked;
        const updated = await tx.update(id, changes);
        if (!updated) throw notFound(BOOKING_API_MESSAGES.notFound);
        return updated;
      });
    },

    async adminDelete(id: number): Promise<void> {
      const deleted = await bookings.delete(id);
      if (!deleted) throw notFound(BOOKING_API_MESSAGES.notFound);
    },
  };
}

async function requireMemberUser(tx: BookingsRepository, userId: number): Promise<void> {
  const user = await tx.findUser(userId);
  if (!user) throw badRequest(BOOKING_API_MESSAGES.userNotFound, { userId: [BOOKING_API_MESSAGES.userNotFound] });
  if (!user.isMember) throw badRequest(BOOKING_API_MESSAGES.notAMember, { userId: [BOOKING_API_MESSAGES.notAMember] });
}
