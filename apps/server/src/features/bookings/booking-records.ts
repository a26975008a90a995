// A member's booking as the API sends it, and the lookup of one occupancy by id.
import { isFutureBooking, isMemberBookingKind, type Booking, type MyBooking, type Occupancy } from '@longwood/core';
import { AppError } from '../../http/errors';
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
