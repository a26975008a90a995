// A league's booking schedule (docs/decisions/110-league-schedule-and-places.md): generating it reserves every
// upcoming night in one locked transaction (schedule-reservations.ts) and adds a round per night; an edit of a
// scheduled league moves its nights after today with it. Without a schedule a league holds its bays by computation
// (decision 080).
import {
  addDaysToDateString,
  facilityToday,
  leagueNights,
  scheduleConflictMessage,
  upcomingLeagueNights,
  type CourseHoles,
  type CreateLeagueResponse,
  type CreateScheduleInput,
  type League,
  type LeagueForm,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { ReservationTransaction } from '../../ports/reservations';
import type { LeagueContext } from './league-context';
import { formOf, leagueSnapshot } from './league-form';
import { reserveNights, scheduleFieldsOf, type ScheduleFields } from './schedule-reservations';
import type { LeagueTables } from './store';

/** One round per league night that has none yet (numbered after the existing rounds), on the league's course. */
async function addRoundsForNights(
  ctx: LeagueContext,
  tables: LeagueTables,
  leagueId: number,
  nights: readonly string[],
  course: { courseId?: number | null; courseHoles?: CourseHoles },
) {
  const rounds = await tables.rounds.listByLeague(leagueId);
  const dated = new Set(rounds.map((r) => r.roundDate));
  let number = rounds.reduce((max, r) => Math.max(max, r.roundNumber), 0);
  for (const date of nights) {
    if (dated.has(date)) continue;
    number += 1;
    await tables.rounds.insert(
      {
        leagueId,
        roundNumber: number,
        roundDate: date,
        name: null,
        courseId: course.courseId ?? null,
        courseHoles: course.courseHoles ?? 'all',
      },
      ctx.timestamp(),
    );
  }
}

/**
 * Reserves every upcoming night of a league that exists in `tx`; on any conflict releases what it reserved (the
 * league keeps holding its bays by computation, decision 080) unless told to keep the free nights, which leaves the
 * conflicting ones out of the schedule. On success marks the schedule and adds the nights' rounds.
 */
export async function scheduleInLock(
  ctx: LeagueContext,
  tx: ReservationTransaction,
  leagueId: number,
  fields: ScheduleFields & { courseId?: number | null; courseHoles?: CourseHoles },
  nights: string[],
  keepFreeNights = false,
) {
  const tables = ctx.store.within(tx.unitOfWork);
  const conflicts = await reserveNights(tx, leagueId, fields, nights);
  if (conflicts.length > 0 && !keepFreeNights) {
    await tx.releaseLeague(leagueId);
    return { created: false, conflicts };
  }
  // Keeping the free nights: the conflicting ones are left out of the schedule and get no round.
  const left = new Set(conflicts.map((c) => c.date));
  await tables.leagues.setScheduleCreatedAt(leagueId, ctx.timestamp());
  const kept = leagueNights(fields).filter((date) => !left.has(date));
  await addRoundsForNights(ctx, tables, leagueId, kept, fields);
  return { created: true, conflicts };
}

/**
 * A scheduled league edited: the dates whose bays move (its nights after today, old and new) and, in their lock
 * (`tx`), the move itself. Today's and past nights stay as they were. Made inactive, its reservations are released
 * and the schedule flag cleared; else its new nights are reserved (a night that no longer fits refuses the whole
 * edit, 409, naming the nights and what holds them) and get their rounds. `moved` answers whether it keeps a schedule.
 */
export function rescheduling(ctx: LeagueContext, current: League, form: LeagueForm) {
  const tomorrow = addDaysToDateString(facilityToday(ctx.now()), 1);
  const oldNights = leagueNights(scheduleFieldsOf(current)).filter((d) => d >= tomorrow);
  const newNights = form.isActive ? upcomingLeagueNights(form, ctx.now()).filter((d) => d >= tomorrow) : [];
  return {
    dates: [...new Set([...oldNights, ...newNights])].sort(),
    async moved(tx: ReservationTransaction): Promise<boolean> {
      const tables = ctx.store.within(tx.unitOfWork);
      await tx.releaseLeague(current.id, { fromDate: tomorrow });
      if (!form.isActive) {
        await tx.releaseLeague(current.id);
        await tables.leagues.setScheduleCreatedAt(current.id, null);
        return false;
      }
      const conflicts = await reserveNights(tx, current.id, form, newNights);
      if (conflicts.length > 0) throw new AppError('LEAGUE_SCHEDULE_CONFLICT', scheduleConflictMessage(conflicts));
      await addRoundsForNights(ctx, tables, current.id, newNights, form);
      return true;
    },
  };
}

export function createLeagueSchedule(ctx: LeagueContext) {
  const { store, reservations, now, recordLeague, requireLeague } = ctx;

  return {
    /** Generates the schedule of an existing league (activating it), as on creation. */
    async createSchedule(
      actor: User,
      id: number,
      options: CreateScheduleInput = { keepFreeNights: false },
    ): Promise<CreateLeagueResponse> {
      const league = await requireLeague(id);
      if (league.hasSchedule) return { ...league, scheduleCreated: true, scheduleConflicts: [] };
      const form = formOf(league, { isActive: true });
      const nights = upcomingLeagueNights(form, now());
      const schedule = await reservations.inLock(nights, async (tx) => {
        const tables = store.within(tx.unitOfWork);
        if (!league.isActive) await tables.leagues.update(id, form);
        const result = await scheduleInLock(ctx, tx, id, form, nights, options.keepFreeNights);
        await recordLeague(tx.unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: league.name,
          before: leagueSnapshot(league, false),
          after: leagueSnapshot(form, result.created),
        });
        return result;
      });
      return {
        ...(await requireLeague(id)),
        scheduleCreated: schedule.created,
        scheduleConflicts: schedule.conflicts,
      };
    },
  };
}
