// League management: list, read, create, edit and delete leagues. Creating one with its schedule, or editing a
// scheduled one, reserves or moves its nights' bays in the reservation lock (schedule.ts); every check of a change is
// core's checkLeagueChange, made while holding the league's signup lock.
import {
  checkLeagueChange,
  facilityToday,
  leagueNights,
  placesTaken,
  resolveLeagueRules,
  upcomingLeagueNights,
  type CreateLeaguePayload,
  type CreateLeagueResponse,
  type League,
  type LeagueForm,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { checkedCourse } from './courses';
import type { LeagueContext } from './league-context';
import { leagueSnapshot, type ResolvedForm } from './league-form';
import { moveUpcomingRounds } from './rounds';
import { rescheduling, scheduleInLock } from './schedule';
import { SCHEDULE_KEYS, scheduleFieldsOf } from './schedule-reservations';

export function createLeagueSettings(ctx: LeagueContext) {
  const { deps, store, reservations, now, timestamp, recordLeague, visibleTo, rolesIn, requireLeague } = ctx;

  /**
   * The checks beyond the form's schema (core's checkLeagueChange), made in the saving transaction while holding
   * the league's signup lock, so no join slips in between the count and the new maximum.
   */
  async function checkChange(unitOfWork: UnitOfWork, current: League | null, next: ResolvedForm) {
    let places = 0;
    let hasScores = false;
    if (current) {
      await store.lockSignup(unitOfWork, current.id);
      const tables = store.within(unitOfWork);
      places = placesTaken(await tables.participants.listByLeague(current.id));
      hasScores = (await tables.scores.listByLeague(current.id)).length > 0;
    }
    const check = checkLeagueChange({ current, next, placesTaken: places, hasScores, now: now() });
    if (!check.ok) {
      throw new AppError(check.code, check.message, check.field ? { [check.field]: [check.message] } : undefined);
    }
  }

  return {
    list: (user: User) => store.leagues.list(visibleTo(user)),
    /** Members see current leagues; the league's organisers see it whatever its dates (decision 272). */
    get: async (user: User, id: number) =>
      requireLeague(id, store, (await rolesIn(user, id)).length > 0 ? {} : visibleTo(user)),

    async create(actor: User, payload: CreateLeaguePayload): Promise<CreateLeagueResponse> {
      const { createSchedule, keepFreeNights, ...rest } = payload;
      // 'Activate League & Create Schedule' forces the league active (docs/requirements.md#create-league).
      const form: ResolvedForm = {
        ...rest,
        ...(createSchedule ? { isActive: true } : {}),
        ...resolveLeagueRules(rest),
      };
      const insert = async (unitOfWork: UnitOfWork) => {
        await checkChange(unitOfWork, null, form);
        await checkedCourse(store.within(unitOfWork), unitOfWork, form.courseId, form.courseHoles ?? 'all');
        return store.within(unitOfWork).leagues.insert(form, timestamp());
      };
      const created = (unitOfWork: UnitOfWork, id: number, hasSchedule: boolean) =>
        recordLeague(unitOfWork, {
          actor,
          action: 'league.created',
          id,
          name: form.name,
          after: leagueSnapshot(form, hasSchedule),
        });
      if (!createSchedule) {
        const id = await deps.transaction(async (unitOfWork) => {
          const leagueId = await insert(unitOfWork);
          await created(unitOfWork, leagueId, false);
          return leagueId;
        });
        return { ...(await requireLeague(id)), scheduleCreated: false, scheduleConflicts: [] };
      }
      const nights = upcomingLeagueNights(form, now());
      const { id, schedule } = await reservations.inLock(nights, async (tx) => {
        const leagueId = await insert(tx.unitOfWork);
        const result = await scheduleInLock(ctx, tx, leagueId, form, nights, keepFreeNights);
        await created(tx.unitOfWork, leagueId, result.created);
        return { id: leagueId, schedule: result };
      });
      return {
        ...(await requireLeague(id)),
        scheduleCreated: schedule.created,
        scheduleConflicts: schedule.conflicts,
      };
    },

    /**
     * Edits a league. A scheduled league's nights after today move with it when its day, dates, times, bays or active
     * switch change (schedule.ts's rescheduling, in one locked transaction); an edit that leaves the schedule's fields
     * alone leaves its nights alone (nights left out or moved by hand stay so).
     */
    async update(actor: User, id: number, input: LeagueForm): Promise<League> {
      const current = await requireLeague(id);
      const courseId = input.courseId === undefined ? (current.courseId ?? null) : input.courseId;
      const courseHoles =
        input.courseHoles ?? (courseId === (current.courseId ?? null) ? (current.courseHoles ?? 'all') : 'all');
      const form: ResolvedForm = { ...input, courseId, courseHoles, ...resolveLeagueRules(input, current) };
      const save = async (unitOfWork: UnitOfWork) => {
        await checkChange(unitOfWork, current, form);
        const from = { courseId: current.courseId ?? null, courseHoles: current.courseHoles ?? 'all' };
        await moveUpcomingRounds(ctx, unitOfWork, id, from, { courseId, courseHoles });
        await store.within(unitOfWork).leagues.update(id, form);
      };
      const updated = (unitOfWork: UnitOfWork, hasSchedule: boolean) =>
        recordLeague(unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: form.name,
          before: leagueSnapshot(current, current.hasSchedule),
          after: leagueSnapshot(form, hasSchedule),
        });
      const scheduleKept =
        form.isActive === current.isActive && SCHEDULE_KEYS.every((key) => form[key] === current[key]);
      if (!current.hasSchedule || scheduleKept) {
        await deps.transaction(async (unitOfWork) => {
          await save(unitOfWork);
          await updated(unitOfWork, current.hasSchedule);
        });
        return requireLeague(id);
      }
      const move = rescheduling(ctx, current, form);
      await reservations.inLock(move.dates, async (tx) => {
        await save(tx.unitOfWork);
        await updated(tx.unitOfWork, await move.moved(tx));
      });
      return requireLeague(id);
    },

    /** Deletes the league with its reservations, participants, rounds and scores, in one transaction. */
    async remove(actor: User, id: number): Promise<void> {
      const league = await requireLeague(id);
      const today = facilityToday(now());
      const nights = league.hasSchedule ? leagueNights(scheduleFieldsOf(league)).filter((d) => d >= today) : [];
      await reservations.inLock(nights, async (tx) => {
        await tx.releaseLeague(id);
        await store.within(tx.unitOfWork).leagues.delete(id);
        await recordLeague(tx.unitOfWork, {
          actor,
          action: 'league.deleted',
          id,
          name: league.name,
          before: leagueSnapshot(league, league.hasSchedule),
        });
      });
    },
  };
}
