// The writes of the booking lock's holder (the reservation port's inLock, reservations.ts): each runs core's
// checkReservation for its kind on the day as read inside the lock's transaction, then writes the occupancy row and
// notes the change for the listeners told after the commit (docs/decisions/020-booking-locking.md,
// 080-one-occupancy-model.md).
import {
  checkReservation,
  DEFAULT_BAYS,
  type BookingLimits,
  occupancyOwnerSchema,
  type Occupancy,
  type OccupancyOwner,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type {
  DayOccupancy,
  LeagueBlockersOn,
  MoveRequest,
  ReservationSlot,
  ReservationTransaction,
} from '../../ports/reservations';
import { BOOKING_API_MESSAGES } from './booking-messages';
import type { ChangeLog } from './occupancy-events';
import type { BookingsRepository, OccupancyFields } from './repository';

type OwnerColumns = Pick<
  Occupancy,
  'kind' | 'userId' | 'guestName' | 'guestPhone' | 'guestEmail' | 'leagueId' | 'coachId'
>;

/** The owner columns of a validated owner (the rest NULL, as migration 007's CHECK requires). */
function ownerColumns(owner: OccupancyOwner): OwnerColumns {
  const none = { userId: null, guestName: null, guestPhone: null, guestEmail: null, leagueId: null, coachId: null };
  switch (owner.kind) {
    case 'member':
    case 'staff':
      return { ...none, kind: owner.kind, userId: owner.userId };
    case 'walk_in':
      return {
        ...none,
        kind: owner.kind,
        guestName: owner.guestName,
        guestPhone: owner.guestPhone,
        guestEmail: owner.guestEmail || null,
      };
    case 'league':
      return { ...none, kind: owner.kind, leagueId: owner.leagueId };
    case 'lesson':
      return { ...none, kind: owner.kind, userId: owner.userId, coachId: owner.coachId };
  }
}

/** Validates the owner part of a request (other fields are ignored here). */
function parseOwner(request: unknown): OwnerColumns {
  const parsed = occupancyOwnerSchema.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'kind';
    const message = issue?.message ?? 'Invalid booking owner';
    throw new AppError('VALIDATION_FAILED', message, { [field]: [message] });
  }
  return ownerColumns(parsed.data);
}

/**
 * The day's occupancies and leagues. Inside the lock both are read in its transaction (`unitOfWork`): a league's
 * schedule and its `schedule_created_at` are written under this lock (decision 080), so only a read inside it
 * sees the two agree; and on SQLite a read on another connection would wait for the lock's own.
 */
export async function readDay(
  repo: BookingsRepository,
  leagueBlockersOn: LeagueBlockersOn,
  date: string,
  limits: BookingLimits,
  unitOfWork?: UnitOfWork,
): Promise<DayOccupancy> {
  // Sequential on purpose: inside a transaction there is one connection, and Promise.all would only queue.
  const occupancies = await repo.listOn(date);
  const leagues = await leagueBlockersOn(date, unitOfWork);
  return { date, occupancies, leagues, bays: limits.bays ?? DEFAULT_BAYS };
}

/** What the holder of the booking lock may do, in the lock's transaction (`unitOfWork`) on the `lockedDates` only. */
export function reservationTransaction({
  repo,
  unitOfWork,
  lockedDates,
  log,
  limits,
  now,
  leagueBlockersOn,
}: {
  repo: BookingsRepository;
  unitOfWork: UnitOfWork;
  lockedDates: ReadonlySet<string>;
  log: ChangeLog;
  limits: BookingLimits;
  now: () => Date;
  leagueBlockersOn: LeagueBlockersOn;
}): ReservationTransaction {
  const requireLocked = (date: string) => {
    if (!lockedDates.has(date)) {
      throw new Error(`Booking date ${date} is not among the dates locked by this transaction`);
    }
  };

  /** Staff book for members only (docs/requirements.md#admin-booking). */
  async function requireMemberUser(owner: OwnerColumns): Promise<void> {
    if (owner.kind !== 'staff' || owner.userId === null) return;
    const user = await repo.findUser(owner.userId);
    const problem = !user ? BOOKING_API_MESSAGES.userNotFound : !user.isMember ? BOOKING_API_MESSAGES.notAMember : null;
    // A field error on the member selector.
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { userId: [problem] });
  }

  /** Core's final check on the day as it is now; the bay and normalised times to store, or the AppError. */
  async function place(
    owner: OwnerColumns,
    slot: ReservationSlot,
    options: { excludeOccupancyId?: number; enforceDailyCap?: boolean; allowRunningSlot?: boolean },
  ): Promise<Pick<Occupancy, 'simulatorId' | 'bookingDate' | 'startTime' | 'endTime'>> {
    requireLocked(slot.bookingDate);
    const day = await readDay(repo, leagueBlockersOn, slot.bookingDate, limits, unitOfWork);
    const result = checkReservation({
      request: {
        kind: owner.kind,
        bookingDate: slot.bookingDate,
        startTime: slot.startTime,
        endTime: slot.endTime,
        ...(slot.simulatorId !== undefined ? { simulatorId: slot.simulatorId } : {}),
        ...(slot.exactBay !== undefined ? { exactBay: slot.exactBay } : {}),
        userId: owner.userId,
        leagueId: owner.leagueId,
      },
      occupancies: day.occupancies,
      leagues: day.leagues,
      now: now(),
      limits,
      ...(options.excludeOccupancyId !== undefined ? { excludeOccupancyId: options.excludeOccupancyId } : {}),
      ...(options.enforceDailyCap !== undefined ? { enforceDailyCap: options.enforceDailyCap } : {}),
      ...(options.allowRunningSlot !== undefined ? { allowRunningSlot: options.allowRunningSlot } : {}),
    });
    if (!result.ok) throw new AppError(result.code, result.message, result.fieldErrors);
    const { simulatorId, startTime, endTime } = result;
    return { simulatorId, bookingDate: slot.bookingDate, startTime, endTime };
  }

  return {
    unitOfWork,
    dayOccupancy: (date) => readDay(repo, leagueBlockersOn, date, limits, unitOfWork),
    find: (id) => repo.find(id),

    async reserve(request) {
      const owner = parseOwner(request);
      await requireMemberUser(owner);
      const placed = await place(owner, request, {
        ...(request.enforceDailyCap !== undefined ? { enforceDailyCap: request.enforceDailyCap } : {}),
        ...(request.allowRunningSlot !== undefined ? { allowRunningSlot: request.allowRunningSlot } : {}),
      });
      const fields: OccupancyFields = {
        ...owner,
        ...placed,
        createdBy: request.createdBy ?? null,
        walkIn: request.walkIn ?? owner.kind === 'walk_in',
      };
      const reserved = await repo.insert(fields, now().toISOString());
      log.record({ type: 'reserved', after: reserved });
      return reserved;
    },

    async move(id, to: MoveRequest) {
      const current = await repo.find(id);
      if (!current) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
      const owner = to.owner ? parseOwner(to.owner) : current;
      if (to.owner) await requireMemberUser(owner);
      const placed = await place(owner, to, {
        excludeOccupancyId: id,
        ...(to.enforceDailyCap !== undefined ? { enforceDailyCap: to.enforceDailyCap } : {}),
      });
      const updated = await repo.update(
        id,
        {
          kind: owner.kind,
          userId: owner.userId,
          guestName: owner.guestName,
          guestPhone: owner.guestPhone,
          guestEmail: owner.guestEmail,
          leagueId: owner.leagueId,
          coachId: owner.coachId,
          ...placed,
          createdBy: to.owner ? (to.createdBy ?? null) : current.createdBy,
        },
        now().toISOString(),
      );
      if (!updated) throw new AppError('NOT_FOUND', BOOKING_API_MESSAGES.notFound);
      log.record({ type: 'moved', before: current, after: updated });
      return updated;
    },

    async release(id, canceledBy = null) {
      const current = await repo.find(id);
      if (!current) return null;
      // Kept and marked (decision 080); a concurrent release of the same row is harmless: whoever marks second
      // finds nothing to mark.
      if (!(await repo.cancel(id, now().toISOString(), canceledBy))) return null;
      log.record({ type: 'released', before: current });
      return current;
    },

    async releaseLeague(leagueId, options = {}) {
      const count = await repo.deleteLeague(leagueId, options.fromDate);
      if (count > 0) log.record({ type: 'league-released', leagueId, count });
      return count;
    },
  };
}
