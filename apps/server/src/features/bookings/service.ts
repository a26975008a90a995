// Booking use cases. The rules (slot grid, 30-day window, two bays, 4-hour daily cap, leagues, bay choice,
// past/future) are @longwood/core's; every write goes through the reservation port (./reservations.ts), which
// checks and writes inside one locked transaction (docs/decisions/020-booking-locking.md), so concurrent
// requests cannot double-book whatever kind of occupancy they create (docs/decisions/080-one-occupancy-model.md).
import {
  arrivalCheck,
  BOOKING_MESSAGES,
  checkReservation,
  type ReservationRequest,
  facilityToday,
  isFutureBooking,
  MY_PAST_BOOKINGS_PAGE_SIZE,
  type MyBookingsQuery,
  isMemberBookingKind,
  occupancyLabel,
  occupancySnapshot,
  publicKindOf,
  type AdminBookingInput,
  type AdminBookingsQuery,
  type Page,
  type DayUtilisation,
  type LeagueBlocker,
  type UtilisationQuery,
  utilisationByDay,
  type Booking,
  type BookingsQuery,
  type CreateBookingInput,
  type DayBooking,
  type MyBooking,
  type Occupancy,
  type StaffBooking,
  type User,
} from '@longwood/core';
import type { RecordActivity } from '../../ports/activity';
import type { LeagueBlockersOn } from '../../ports/reservations';
import { AppError } from '../../http/errors';
import type { ReadCache } from '../../db/read-cache';
import { dayCopyKey } from './day-copies';
import type { BookingsRepository, DaySpan, OccupancyWithSimulator } from './repository';
import { createOccupancyEvents } from './occupancy-events';
import { BOOKING_API_MESSAGES, createReservationPort } from './reservations';

export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  /**
   * The active leagues on a date (the leagues feature owns that table; composition.ts hands its reader in). Inside
   * the booking lock it is called with the lock's unit of work, so the leagues are read in that transaction
   * (docs/decisions/090-one-owner-per-table.md).
   */
  leagueBlockersOn: LeagueBlockersOn;
  /** The same leagues as kept between requests: for the pre-check only, never inside the lock (decision 185). */
  keptLeagueBlockersOn: (date: string) => Promise<LeagueBlocker[]>;
  /** The clock (AppContext.now); tests may pin it. Every rule receives `now` from here. */
  now: () => Date;
  /** Where a failed occupancy listener is reported. */
  warn: (line: string) => void;
  /** Staff writes are recorded in the activity log inside the booking lock's transaction (decision 103). */
  record: RecordActivity;
  /** The day grid's reads kept between requests, dropped by every write (./day-copies.ts, decision 184). */
  dayCopies: ReadCache<string, readonly DaySpan[]>;
}

export type BookingsService = ReturnType<typeof createBookingsService>;

/** A member's own booking as the SPEC's Booking (plus its kind). */
function toBooking(occupancy: Occupancy): Booking {
  const { id, kind, userId, simulatorId, bookingDate, startTime, endTime, createdAt } = occupancy;
  if (!isMemberBookingKind(kind) || userId === null) {
    throw new Error(`Occupancy ${id} of kind ${kind} is not a member's booking`);
  }
  return { id, kind, userId, simulatorId, bookingDate, startTime, endTime, createdAt };
}

export function createBookingsService({
  bookings,
  leagueBlockersOn,
  keptLeagueBlockersOn,
  now,
  warn,
  record,
  dayCopies,
}: BookingsServiceDeps) {
  const events = createOccupancyEvents(warn);
  const reservations = createReservationPort({ bookings, leagueBlockersOn, now, events });

  /** The occupancy `id`, or 404. Read outside the lock only to learn which date to lock. */
  async function existing(id: number): Promise<Occupancy> {
    const occupancy = await bookings.find(id);
    if (!occupancy) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
    return occupancy;
  }

  /** The grid's spans of from..to as kept between requests, read (and kept) when no fresh copy is (decision 184). */
  function keptDays(from: string, to: string, simulatorId?: number): Promise<readonly DaySpan[]> {
    return dayCopies.through(dayCopyKey(from, to, simulatorId), () => bookings.listDaySpans(from, to, simulatorId));
  }

  /**
   * A member's request that the day as this process keeps it already rules out is refused before the booking lock
   * is taken (docs/decisions/185-refusals-decided-before-the-lock.md): core's same check, on the same rows and
   * leagues, so the same answer; only a change in the last moments in another process can make it differ. What it
   * lets through is checked again under the lock, which alone writes.
   */
  async function refuseEarly(request: ReservationRequest): Promise<void> {
    const occupancies = await keptDays(request.bookingDate, request.bookingDate);
    const leagues = await keptLeagueBlockersOn(request.bookingDate);
    const check = checkReservation({ request, occupancies, leagues, now: now() });
    if (!check.ok) throw new AppError(check.code, check.message);
  }

  return {
    /** The port other features' services receive in composition.ts (leagues, lessons, the front desk). */
    reservations,

    /**
     * The desk's check-in (docs/decisions/173-walk-ins-and-arrival.md): it changes no bay's availability, so it runs
     * outside the booking lock, but in one transaction with its activity log entry (decision 135). Checking in a
     * booking already checked in (or undoing one that is not) changes nothing and records nothing.
     */
    arrivals: {
      set: (actor: User, id: number, arrived: boolean): Promise<Occupancy> =>
        bookings.transaction(async (repo, unitOfWork) => {
          const current = await repo.find(id);
          if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
          const at = now();
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
          return updated;
        }),
    },

    /** A day's occupancies for the availability grid: the public kind, never who holds them. */
    async listDay(user: User, query: BookingsQuery): Promise<DayBooking[]> {
      // The schema lets through exactly one of: a date, or a bounded from..to range (decision 132).
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
     * (decision 154): from today (facility time) on in full, plus the latest page of earlier ones; with a cursor,
     * only the page of earlier ones before it.
     */
    async listMine(user: User, query: MyBookingsQuery = {}): Promise<MyBooking[]> {
      const at = now();
      const today = facilityToday(at);
      const page = { before: today, limit: MY_PAST_BOOKINGS_PAGE_SIZE };
      const mine: OccupancyWithSimulator[] = query.cursor
        ? await bookings.listMemberBookings(user.id, { ...page, after: query.cursor })
        : [
            ...(await bookings.listMemberBookings(user.id, page)),
            ...(await bookings.listMemberBookings(user.id, { from: today })),
          ];
      return mine.map((o) => ({ ...toBooking(o), simulatorName: o.simulatorName, isFuture: isFutureBooking(o, at) }));
    },

    /** Every booking the user ever held (the account's performance report adds them up). */
    async historyOf(user: User): Promise<MyBooking[]> {
      const at = now();
      const mine = await bookings.listMemberBookings(user.id);
      return mine.map((o) => ({ ...toBooking(o), simulatorName: o.simulatorName, isFuture: isFutureBooking(o, at) }));
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
     * the daily cap, and never a moment where the member holds neither slot (decision 131).
     */
    async moveOwn(user: User, id: number, input: CreateBookingInput): Promise<Booking> {
      const { bookingDate: oldDate } = await existing(id);
      const moved = await reservations.inLock([oldDate, input.bookingDate], async (tx) => {
        const current = await tx.find(id);
        if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
        if (current.userId !== user.id || !isMemberBookingKind(current.kind)) {
          throw new AppError('NOT_OWNER', BOOKING_API_MESSAGES.notYours);
        }
        if (!isFutureBooking(current, now())) {
          throw new AppError('BOOKING_NOT_CANCELLABLE', BOOKING_MESSAGES.notMovable);
        }
        return tx.move(id, { ...input, enforceDailyCap: true });
      });
      return toBooking(moved);
    },

    /** A member cancels one of their own bookings that has not started yet. */
    async cancelOwn(user: User, id: number): Promise<void> {
      const { bookingDate } = await existing(id);
      await reservations.inLock([bookingDate], async (tx) => {
        const current = await tx.find(id);
        if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
        if (current.userId !== user.id || !isMemberBookingKind(current.kind)) {
          throw new AppError('NOT_OWNER', BOOKING_API_MESSAGES.notYours);
        }
        if (!isFutureBooking(current, now())) {
          throw new AppError('BOOKING_NOT_CANCELLABLE', BOOKING_MESSAGES.notCancellable);
        }
        await tx.release(id);
      });
    },

    /** A page of occupancies with bay, kind and the member's identity (staff only; decision 100). */
    async page(query: AdminBookingsQuery): Promise<Page<StaffBooking>> {
      return bookings.page(query);
    },

    /** Booked minutes and share of both bays for each day of a range (the daily chart). */
    async utilisation(query: UtilisationQuery): Promise<DayUtilisation[]> {
      return utilisationByDay(await bookings.spansBetween(query.from, query.to), query.from, query.to);
    },

    /** Every occupancy in id order, a batch at a time (the streamed export). */
    batchAfter: (afterId: number, size: number): Promise<StaffBooking[]> => bookings.batchAfter(afterId, size),

    /**
     * Before an account is deleted: its bookings that have not started are released (the bays free up at once)
     * and its past ones are kept for reports as walk-ins named `label` (docs/decisions/101-deleting-a-user.md).
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
        await record(tx.unitOfWork, {
          actor: admin,
          action: 'booking.created',
          targetType: 'booking',
          targetId: reserved.id,
          targetLabel: occupancyLabel(reserved),
          before: null,
          after: occupancySnapshot(reserved),
        });
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
      const { bookingDate: oldDate } = await existing(id);
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
        await record(tx.unitOfWork, {
          actor: admin,
          action: 'booking.moved',
          targetType: 'booking',
          targetId: id,
          targetLabel: occupancyLabel(after),
          before: occupancySnapshot(current),
          after: occupancySnapshot(after),
        });
        return after;
      });
      return toBooking(moved);
    },

    /** Staff free a bay, whatever holds it. */
    async adminDelete(admin: User, id: number): Promise<void> {
      const { bookingDate } = await existing(id);
      await reservations.inLock([bookingDate], async (tx) => {
        const released = await tx.release(id);
        if (!released) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
        await record(tx.unitOfWork, {
          actor: admin,
          action: 'booking.deleted',
          targetType: 'booking',
          targetId: id,
          targetLabel: occupancyLabel(released),
          before: occupancySnapshot(released),
          after: null,
        });
      });
    },
  };
}
