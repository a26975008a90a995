// What staff do with any bay's bookings: the admin list, the daily chart, the export, booking, changing and freeing a
// bay for a member, the desk's check-in and no-show marks (booking-marks.ts), and releasing a deleted account's bookings. Every staff write is recorded in
// the activity log in its transaction (docs/decisions/135-every-staff-write-in-the-activity-log.md).
import {
  BOOKING_MESSAGES,
  bayUseBetween,
  can,
  OVER_CAP_MESSAGES,
  isFutureBooking,
  occupancyEntry,
  utilisationByDay,
  DEFAULT_BAYS,
  openBayIds,
  type AdminBookingInput,
  type AdminBookingsQuery,
  type Booking,
  type DayUtilisation,
  type Occupancy,
  type Page,
  type StaffBooking,
  type User,
  type UtilisationQuery,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { PrepareBookingFee } from '../../ports/booking-fees';
import type { LeagueBlockersBetween, ReservationPort } from '../../ports/reservations';
import { createBookingMarks } from './booking-marks';
import { existingOccupancy, futureMemberBooking, toBooking } from './booking-records';
import type { OccupancyEvents } from './occupancy-events';
import type { BookingsRepository } from './repository';
import { BOOKING_API_MESSAGES } from './booking-messages';

export interface StaffBookingsDeps {
  bookings: BookingsRepository;
  reservations: ReservationPort;
  events: OccupancyEvents;
  record: RecordActivity;
  now: () => Date;
  leagueBlockersBetween: LeagueBlockersBetween;
  /** A no-show's or a late cancellation's fee (docs/decisions/305-no-show-and-late-cancel-fees.md). */
  prepareBookingFee: PrepareBookingFee;
}

/** A reason to go past the member's daily cap is an admin's to give (the policy's bookings:over-cap). */
function overCapAllowed(staff: User, input: AdminBookingInput): AdminBookingInput {
  if (input.capOverrideReason !== undefined && !can(staff, 'bookings:over-cap')) {
    throw new AppError('ADMINS_ONLY', OVER_CAP_MESSAGES.adminsOnly, {
      capOverrideReason: [OVER_CAP_MESSAGES.adminsOnly],
    });
  }
  return input;
}

/**
 * A staff write within the member's daily cap; refused by the cap and given a reason, written past it, the reason
 * returned for the activity log. The refused try wrote nothing (core refuses before the write), so the second runs in
 * the same transaction.
 */
async function withinCap<T>(
  reason: string | undefined,
  write: (enforceDailyCap: boolean) => Promise<T>,
): Promise<{ written: T; overCapReason: string | null }> {
  try {
    return { written: await write(true), overCapReason: null };
  } catch (error) {
    if (!reason || !(error instanceof AppError) || error.code !== 'BOOKING_DAILY_CAP') throw error;
    return { written: await write(false), overCapReason: reason };
  }
}

export function createStaffBookings({
  bookings,
  reservations,
  events,
  record,
  now,
  leagueBlockersBetween,
  prepareBookingFee,
}: StaffBookingsDeps) {
  return {
    ...createBookingMarks({ bookings, record, now, prepareBookingFee, limits: () => reservations.limits() }),

    /**
     * A page of occupancies with bay, kind and the member's identity (staff only), never the whole table
     * (decision 100).
     */
    async page(query: AdminBookingsQuery): Promise<Page<StaffBooking>> {
      return bookings.page(query);
    },

    /**
     * Booked minutes and share of the open bays for each day of a range (the daily chart): the rows and the nights of
     * leagues without a generated schedule, as the calendar shows them (core's bayUseBetween).
     */
    async utilisation(query: UtilisationQuery): Promise<DayUtilisation[]> {
      const { bays = DEFAULT_BAYS } = await reservations.limits();
      const [occupancies, leagues] = await Promise.all([
        bookings.spansBetween(query.from, query.to),
        leagueBlockersBetween(query.from, query.to),
      ]);
      const spans = bayUseBetween({ from: query.from, to: query.to, occupancies, leagues, bays });
      return utilisationByDay(spans, query.from, query.to, openBayIds(bays).length);
    },

    /** Every occupancy in id order, a batch at a time (the streamed export). */
    batchAfter: (afterId: number, size: number): Promise<StaffBooking[]> => bookings.batchAfter(afterId, size),

    /**
     * Before an account is deleted: its bookings that have not started are released (the bays free up at once)
     * and its past ones are kept for reports as walk-ins named `label` (docs/decisions/070-admin-member-management.md).
     */
    async forgetUser(userId: number, label: string): Promise<void> {
      const held = await bookings.heldBy(userId);
      const at = now();
      const future = held.filter((o) => isFutureBooking(o, at));
      const dates = [...new Set(future.map((o) => o.bookingDate))].sort();
      const released = await bookings.locked(dates, async (repo) => {
        const freed: Occupancy[] = [];
        for (const o of await repo.heldBy(userId)) {
          if (!isFutureBooking(o, at)) await repo.detachToGuest(o.id, label);
          else if (await repo.delete(o.id)) freed.push(o);
        }
        return freed;
      });
      // Detached past rows change nobody's availability: only the freed bays are told.
      events.publish({ dates, changes: released.map((before) => ({ type: 'released' as const, before })) });
    },

    /**
     * Staff book for a member (kind 'staff', created_by = the staff member): the same bay/overlap/league checks and the
     * member's daily cap under the same lock; past the cap only with an admin's reason (decision 466). On the bay asked
     * for or refused with the free ones named (decision 461).
     */
    async adminCreate(staff: User, input: AdminBookingInput): Promise<Booking> {
      const { userId, capOverrideReason, ...slot } = overCapAllowed(staff, input);
      const booked = await reservations.inLock([input.bookingDate], async (tx) => {
        const { written, overCapReason } = await withinCap(capOverrideReason, (enforceDailyCap) =>
          tx.reserve({ kind: 'staff', userId, createdBy: staff.id, enforceDailyCap, ...slot, exactBay: true }),
        );
        await record(tx.unitOfWork, {
          actor: staff,
          ...occupancyEntry('booking.created', null, written, overCapReason),
        });
        return written;
      });
      return toBooking(booked);
    },

    /**
     * Staff move a member's booking (date, time, bay, member) from the desk or the calendar: the member's move rules
     * (one that has not started, every booking check, the daily cap with its own time left out; past the cap only with
     * an admin's reason), its check-in kept and no fee (a move is not a cancellation; decision 466). It becomes a
     * 'staff' booking made by this staff member; the member hears of it by e-mail (booking-mail). Locks the old and
     * the new date (ascending, see dialect.ts). Other kinds are changed where they were made.
     */
    async adminUpdate(staff: User, id: number, input: AdminBookingInput): Promise<Booking> {
      const { bookingDate: oldDate } = await existingOccupancy(bookings, id);
      const { userId, capOverrideReason, ...slot } = overCapAllowed(staff, input);
      const moved = await reservations.inLock([oldDate, input.bookingDate], async (tx) => {
        // Re-read inside the lock: it may have been deleted or have started meanwhile.
        const current = await futureMemberBooking(tx, id, { now: now(), notAllowed: BOOKING_MESSAGES.notMovable });
        const { written, overCapReason } = await withinCap(capOverrideReason, (enforceDailyCap) =>
          tx.move(id, {
            ...slot,
            exactBay: true,
            owner: { kind: 'staff', userId },
            createdBy: staff.id,
            enforceDailyCap,
          }),
        );
        await record(tx.unitOfWork, {
          actor: staff,
          ...occupancyEntry('booking.moved', current, written, overCapReason),
        });
        return written;
      });
      return toBooking(moved);
    },

    /**
     * Staff free a bay, whatever holds it. A member's booking canceled on their behalf inside the late-cancel window
     * owes the fee the policy sets, as if they had canceled it (docs/decisions/305-no-show-and-late-cancel-fees.md).
     */
    async adminDelete(admin: User, id: number): Promise<void> {
      const { bookingDate, kind } = await existingOccupancy(bookings, id);
      // A lesson's bay is freed by cancelling the lesson (DELETE /api/admin/lessons/:id): only that also cancels the
      // lesson itself, frees the coach, gives the month's complimentary lesson back and tells the member and the coach.
      if (kind === 'lesson') throw new AppError('BOOKING_NOT_MEMBER_KIND', BOOKING_API_MESSAGES.lessonNotDeleted);
      const applyFee = await prepareBookingFee();
      await reservations.inLock([bookingDate], async (tx) => {
        const released = await tx.release(id, admin.id);
        if (!released) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
        await record(tx.unitOfWork, { actor: admin, ...occupancyEntry('booking.deleted', released, null) });
        await applyFee(tx.unitOfWork, 'canceled', released, now());
      });
    },
  };
}
