// What staff do with any bay's bookings: the admin list, the daily chart, the export, booking, changing and freeing a
// bay for a member, the desk's check-in, and releasing a deleted account's bookings. Every staff write is recorded in
// the activity log in its transaction (docs/decisions/135-every-staff-write-in-the-activity-log.md).
import {
  arrivalCheck,
  noShowCheck,
  bayUseBetween,
  isFutureBooking,
  isMemberBookingKind,
  occupancyEntry,
  occupancyLabel,
  occupancySnapshot,
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
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ApplyBookingFee, PrepareBookingFee } from '../../ports/booking-fees';
import type { LeagueBlockersBetween, ReservationPort } from '../../ports/reservations';
import { existingOccupancy, toBooking } from './booking-records';
import type { OccupancyEvents } from './occupancy-events';
import type { BookingsRepository } from './repository';
import { BOOKING_API_MESSAGES } from './reservations';

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

export function createStaffBookings({
  bookings,
  reservations,
  events,
  record,
  now,
  leagueBlockersBetween,
  prepareBookingFee,
}: StaffBookingsDeps) {
  /**
   * A write outside the booking lock in one transaction, given the booking found (404 when none), the instant, and
   * what makes a no-show fee due or drops it (decision 305), prepared before the transaction.
   */
  async function withBookingAndFee<T>(
    id: number,
    work: (
      repo: BookingsRepository,
      unitOfWork: UnitOfWork,
      found: { current: Occupancy; at: Date; applyFee: ApplyBookingFee },
    ) => Promise<T>,
  ): Promise<T> {
    const applyFee = await prepareBookingFee();
    return bookings.transaction(async (repo, unitOfWork) => {
      const current = await repo.find(id);
      if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
      return work(repo, unitOfWork, { current, at: now(), applyFee });
    });
  }

  return {
    /**
     * The desk's check-in (docs/decisions/173-walk-ins-and-arrival.md): it changes no bay's availability, so it runs
     * outside the booking lock, but in one transaction with its activity log entry (decision 135). Checking in a
     * booking already checked in (or undoing one that is not) changes nothing and records nothing.
     */
    arrivals: {
      set: (actor: User, id: number, arrived: boolean): Promise<Occupancy> =>
        withBookingAndFee(id, async (repo, unitOfWork, { current, at, applyFee }) => {
          const check = arrivalCheck(current, at);
          if (!check.ok) throw new AppError('ARRIVAL_NOT_ALLOWED', check.message);
          const updated = await repo.setArrival(id, arrived ? at.toISOString() : null);
          if (!updated) return (await repo.find(id)) ?? current;
          await record(unitOfWork, {
            actor,
            action: arrived ? 'booking.checked-in' : 'booking.check-in-undone',
            targetType: 'booking',
            targetId: id,
            targetLabel: occupancyLabel(updated),
            before: { ...occupancySnapshot(current), arrivedAt: current.arrivedAt },
            after: { ...occupancySnapshot(updated), arrivedAt: updated.arrivedAt },
          });
          // A check-in takes back a no-show mark, and with it a no-show fee nothing has paid (decision 305).
          if (arrived) await applyFee(unitOfWork, 'no_show_undone', updated, at);
          return updated;
        }),
    },

    /**
     * Marking a booking a no-show, or taking the mark back (docs/decisions/266-the-booking-dialog-and-no-shows.md):
     * core's noShowCheck to mark, any time to unmark; like a check-in it changes no bay's availability, so it runs
     * outside the booking lock, in one transaction with its activity log entry. A mark already so changes nothing and
     * records nothing. The booking and its mark after.
     */
    noShows: {
      set: (actor: User, id: number, noShow: boolean): Promise<{ occupancy: Occupancy; noShowAt: string | null }> =>
        withBookingAndFee(id, async (repo, unitOfWork, { current, at, applyFee }) => {
          if (noShow) {
            const check = noShowCheck(current, at);
            if (!check.ok) throw new AppError('NO_SHOW_NOT_ALLOWED', check.message);
          }
          const before = await repo.noShowAt(id);
          if (await repo.setNoShow(id, noShow ? at.toISOString() : null)) {
            const after = await repo.noShowAt(id);
            await record(unitOfWork, {
              actor,
              action: noShow ? 'booking.no-show' : 'booking.no-show-undone',
              targetType: 'booking',
              targetId: id,
              targetLabel: occupancyLabel(current),
              before: { ...occupancySnapshot(current), noShowAt: before },
              after: { ...occupancySnapshot(current), noShowAt: after },
            });
            // The no-show fee becomes due with the mark, or is dropped with it (decision 305).
            await applyFee(unitOfWork, noShow ? 'no_show' : 'no_show_undone', current, at);
            return { occupancy: current, noShowAt: after };
          }
          return { occupancy: current, noShowAt: before };
        }),
      /** The booking (held or not) with its no-show mark, or null when there is none. */
      find: async (id: number): Promise<{ occupancy: Occupancy; noShowAt: string | null } | null> => {
        const occupancy = await bookings.find(id);
        return occupancy ? { occupancy, noShowAt: await bookings.noShowAt(id) } : null;
      },
      /** The member's last `limit` bookings and lessons before this one, newest first. */
      visitsBefore: (occupancy: Occupancy, limit: number) =>
        occupancy.userId === null
          ? Promise.resolve([])
          : bookings.visitsBefore(
              occupancy.userId,
              { date: occupancy.bookingDate, startTime: occupancy.startTime, exceptId: occupancy.id },
              limit,
            ),
    },

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
     * Staff book for a member (kind 'staff', created_by = the admin): the same bay/overlap/league checks under
     * the same lock, but not the member's 4-hour cap (docs/decisions/021-booking-api.md).
     */
    async adminCreate(admin: User, input: AdminBookingInput): Promise<Booking> {
      const { userId, ...slot } = input;
      const booked = await reservations.inLock([input.bookingDate], async (tx) => {
        const reserved = await tx.reserve({
          kind: 'staff',
          userId,
          createdBy: admin.id,
          enforceDailyCap: false,
          ...slot,
        });
        await record(tx.unitOfWork, { actor: admin, ...occupancyEntry('booking.created', null, reserved) });
        return reserved;
      });
      return toBooking(booked);
    },

    /**
     * Staff change a member's booking (date, time, bay, member): it becomes a 'staff' booking made by this
     * admin. Locks the old and the new date (ascending, see dialect.ts). Other kinds are changed where they
     * were made (league schedule, lessons, the desk).
     */
    async adminUpdate(admin: User, id: number, input: AdminBookingInput): Promise<Booking> {
      const { bookingDate: oldDate } = await existingOccupancy(bookings, id);
      const { userId, ...slot } = input;
      const moved = await reservations.inLock([oldDate, input.bookingDate], async (tx) => {
        // Re-read inside the lock: it may have been deleted meanwhile.
        const current = await tx.find(id);
        if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
        if (!isMemberBookingKind(current.kind)) {
          throw new AppError('BOOKING_NOT_MEMBER_KIND', BOOKING_API_MESSAGES.notAMemberBooking);
        }
        const after = await tx.move(id, {
          ...slot,
          owner: { kind: 'staff', userId },
          createdBy: admin.id,
          enforceDailyCap: false,
        });
        await record(tx.unitOfWork, { actor: admin, ...occupancyEntry('booking.moved', current, after) });
        return after;
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
