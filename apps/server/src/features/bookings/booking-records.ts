// A member's booking as the API sends it, the lookup of one occupancy by id, and the one rule of which bookings a
// move (the member's own or the staff's) may take.
import { isFutureBooking, isMemberBookingKind, type Booking, type MyBooking, type Occupancy } from '@longwood/core';
import { AppError } from '../../http/errors';
import type { ReservationTransaction } from '../../ports/reservations';
import type { BookingsRepository, OccupancyWithSimulator } from './repository';
import { BOOKING_API_MESSAGES } from './booking-messages';

/** A member's own booking as docs/requirements.md#booking defines it (plus its kind). */
export function toBooking(occupancy: Occupancy): Booking {
  const { id, kind, userId, simulatorId, bookingDate, startTime, endTime, createdAt } = occupancy;
  if (!isMemberBookingKind(kind) || userId === null) {
    throw new Error(`Occupancy ${id} of kind ${kind} is not a member's booking`);
  }
  return { id, kind, userId, simulatorId, bookingDate, startTime, endTime, createdAt };
}

/** A booking in the member's own lists: with its bay's name, flagged future or past at `at`. */
export function toMyBooking(occupancy: OccupancyWithSimulator, at: Date): MyBooking {
  return {
    ...toBooking(occupancy),
    simulatorName: occupancy.simulatorName,
    isFuture: isFutureBooking(occupancy, at),
    changedAt: occupancy.changedAt,
  };
}

/** The occupancy `id`, or 404. Read outside the lock only to learn which date to lock. */
export async function existingOccupancy(bookings: Pick<BookingsRepository, 'find'>, id: number): Promise<Occupancy> {
  const occupancy = await bookings.find(id);
  if (!occupancy) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
  return occupancy;
}

/**
 * Inside the lock: booking `id`, a member's (member or staff kind) that has not started at `now`. The rule of a
 * member's move and cancel, and of the staff's move from the desk or the calendar (decision 466); `ownerId`: only
 * that member's own (a member acting for themselves). `notAllowed` says what cannot be done once it started.
 */
export async function futureMemberBooking(
  tx: Pick<ReservationTransaction, 'find'>,
  id: number,
  { now, notAllowed, ownerId }: { now: Date; notAllowed: string; ownerId?: number },
): Promise<Occupancy> {
  const current = await tx.find(id);
  if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
  if (ownerId !== undefined && (current.userId !== ownerId || !isMemberBookingKind(current.kind))) {
    throw new AppError('NOT_OWNER', BOOKING_API_MESSAGES.notYours);
  }
  if (!isMemberBookingKind(current.kind)) {
    throw new AppError('BOOKING_NOT_MEMBER_KIND', BOOKING_API_MESSAGES.notAMemberBooking);
  }
  if (!isFutureBooking(current, now)) throw new AppError('BOOKING_NOT_CANCELLABLE', notAllowed);
  return current;
}
