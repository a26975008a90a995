// What the desk marks on a booking: the check-in (docs/decisions/173-walk-ins-and-arrival.md) and the no-show
// (docs/decisions/460-the-booking-dialog-and-no-shows-after-a-grace-time.md), with the no-show fee each makes due or drops
// (docs/decisions/305-no-show-and-late-cancel-fees.md). A mark changes no bay's availability, so it is written
// outside the booking lock, in one transaction with its activity log entry
// (docs/decisions/135-every-staff-write-in-the-activity-log.md).
import {
  arrivalCheck,
  noShowCheck,
  occupancyLabel,
  occupancySnapshot,
  type ActivityAction,
  type ActivitySnapshot,
  type BookingLimits,
  type Occupancy,
  type User,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { ApplyBookingFee, PrepareBookingFee } from '../../ports/booking-fees';
import { BOOKING_API_MESSAGES } from './booking-messages';
import type { BookingsRepository } from './repository';

export interface BookingMarksDeps {
  bookings: BookingsRepository;
  record: RecordActivity;
  now: () => Date;
  prepareBookingFee: PrepareBookingFee;
  /** The facility's booking rules now: the no-show grace time (noShowCheck's default when not set). */
  limits: () => Promise<BookingLimits>;
}

export function createBookingMarks({ bookings, record, now, prepareBookingFee, limits }: BookingMarksDeps) {
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

  /** A mark's activity log entry: the booking before and after the mark. */
  function recordMark(
    unitOfWork: UnitOfWork,
    actor: User,
    action: ActivityAction,
    booking: Occupancy,
    change: { before: ActivitySnapshot; after: ActivitySnapshot },
  ): Promise<void> {
    return record(unitOfWork, {
      actor,
      action,
      targetType: 'booking',
      targetId: booking.id,
      targetLabel: occupancyLabel(booking),
      ...change,
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
          await recordMark(unitOfWork, actor, arrived ? 'booking.checked-in' : 'booking.check-in-undone', updated, {
            before: { ...occupancySnapshot(current), arrivedAt: current.arrivedAt },
            after: { ...occupancySnapshot(updated), arrivedAt: updated.arrivedAt },
          });
          // A check-in takes back a no-show mark, and with it a no-show fee nothing has paid (decision 305).
          if (arrived) await applyFee(unitOfWork, 'no_show_undone', updated, at);
          return updated;
        }),
    },

    /**
     * Marking a booking a no-show, or taking the mark back (docs/decisions/460-the-booking-dialog-and-no-shows-after-a-grace-time.md):
     * core's noShowCheck to mark (after the facility's grace time), any time to unmark; like a check-in it changes no bay's availability, so it runs
     * outside the booking lock, in one transaction with its activity log entry. A mark already so changes nothing and
     * records nothing. The booking and its mark after.
     */
    noShows: {
      set: async (
        actor: User,
        id: number,
        noShow: boolean,
      ): Promise<{ occupancy: Occupancy; noShowAt: string | null }> => {
        // Read before the transaction, like the fee policy (SQLite's one connection).
        const { noShowGraceMinutes } = await limits();
        return withBookingAndFee(id, async (repo, unitOfWork, { current, at, applyFee }) => {
          if (noShow) {
            const check = noShowCheck(current, at, noShowGraceMinutes);
            if (!check.ok) throw new AppError('NO_SHOW_NOT_ALLOWED', check.message);
          }
          const before = await repo.noShowAt(id);
          if (await repo.setNoShow(id, noShow ? at.toISOString() : null)) {
            const after = await repo.noShowAt(id);
            await recordMark(unitOfWork, actor, noShow ? 'booking.no-show' : 'booking.no-show-undone', current, {
              before: { ...occupancySnapshot(current), noShowAt: before },
              after: { ...occupancySnapshot(current), noShowAt: after },
            });
            // The no-show fee becomes due with the mark, or is dropped with it (decision 305).
            await applyFee(unitOfWork, noShow ? 'no_show' : 'no_show_undone', current, at);
            return { occupancy: current, noShowAt: after };
          }
          return { occupancy: current, noShowAt: before };
        });
      },
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
  };
}
