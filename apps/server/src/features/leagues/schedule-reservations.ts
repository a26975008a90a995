// A league schedule's bays, reserved through the bookings feature's reservation port, never written here
// (docs/decisions/080-one-occupancy-model.md): every night of a schedule holds the league's number of bays, all or
// nothing; a night that does not fit is a conflict naming what holds its bays (core's nightConflict), and a round
// moved to another date moves its night's bays (decision 110).
import {
  BOOKING_MESSAGES,
  dayAvailability,
  freeBays,
  nightConflict,
  scheduleConflictMessage,
  type League,
  type LeagueForm,
  type ScheduleConflict,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { ReservationTransaction } from '../../ports/reservations';
import { LEAGUE_SERVICE_MESSAGES } from './league-context';

/** Refusals of a league night that are conflicts to report, not failures (docs/decisions/080-one-occupancy-model.md). */
const CONFLICT_CODES = new Set(['BOOKING_FULL', 'BOOKING_LEAGUE_SESSION', 'BOOKING_IN_PAST']);

/** The fields of a league its schedule is made from. */
export type ScheduleFields = Pick<
  LeagueForm,
  'startDate' | 'endDate' | 'dayOfWeek' | 'startTime' | 'endTime' | 'numberOfBays'
>;

/** The fields an edit of which moves a scheduled league's nights. */
export const SCHEDULE_KEYS = ['startDate', 'endDate', 'dayOfWeek', 'startTime', 'endTime', 'numberOfBays'] as const;

/** The league's day, times and bays; a league without them has no schedule (400). */
export function scheduleFieldsOf(league: League): ScheduleFields {
  if (!league.dayOfWeek || !league.startTime || !league.endTime || !league.numberOfBays) {
    throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.noSchedule);
  }
  return {
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    startTime: league.startTime,
    endTime: league.endTime,
    numberOfBays: league.numberOfBays,
  };
}

/**
 * Reserves the league's bays on each night (numberOfBays rows a night), through the one occupancy model: a night
 * whose bays are not all free is a conflict naming what holds them (core's nightConflict) and gets no reservation.
 * Reservations made stay until the caller releases or rolls back.
 */
export async function reserveNights(
  tx: ReservationTransaction,
  leagueId: number,
  fields: ScheduleFields,
  nights: readonly string[],
): Promise<ScheduleConflict[]> {
  const conflicts: ScheduleConflict[] = [];
  const slot = { startTime: fields.startTime, endTime: fields.endTime, leagueId };
  for (const date of nights) {
    const day = await tx.dayOccupancy(date);
    const prepared = dayAvailability(day, { forLeagueId: leagueId });
    if (freeBays(prepared, fields.startTime, fields.endTime).length < fields.numberOfBays) {
      conflicts.push(nightConflict(day, slot, BOOKING_MESSAGES.fullyBooked));
      continue;
    }
    const reserved: number[] = [];
    for (let bay = 0; bay < fields.numberOfBays; bay += 1) {
      try {
        const row = await tx.reserve({
          kind: 'league',
          leagueId,
          bookingDate: date,
          startTime: fields.startTime,
          endTime: fields.endTime,
        });
        reserved.push(row.id);
      } catch (error) {
        if (error instanceof AppError && CONFLICT_CODES.has(error.code)) {
          // The night is all or nothing: what it took is given back.
          for (const id of reserved) await tx.release(id);
          conflicts.push(nightConflict(day, slot, error.message));
          break;
        }
        throw error;
      }
    }
  }
  return conflicts;
}

/** The league's bays of one night moved to another date (a round's date edited, decision 110); 409 naming what holds them. */
export async function moveNight(
  tx: ReservationTransaction,
  leagueId: number,
  fields: ScheduleFields,
  from: string,
  to: string,
): Promise<void> {
  const own = (await tx.dayOccupancy(from)).occupancies.filter((o) => o.kind === 'league' && o.leagueId === leagueId);
  for (const o of own) await tx.release(o.id);
  const conflicts = await reserveNights(tx, leagueId, fields, [to]);
  if (conflicts.length > 0) throw new AppError('LEAGUE_SCHEDULE_CONFLICT', scheduleConflictMessage(conflicts));
}
