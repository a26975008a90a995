// League management: list, read, create, edit and delete leagues, and generate a league's booking schedule. The
// schedule's bays are reserved through the bookings feature's reservation port, never written here
// (docs/decisions/080-one-occupancy-model.md); a schedule reserves every upcoming night in one locked transaction
// and adds a round per night (docs/decisions/110-league-schedule-and-places.md).
import {
  addDaysToDateString,
  BOOKING_MESSAGES,
  checkLeagueChange,
  courseHolesAfter,
  dayAvailability,
  freeBays,
  nightConflict,
  facilityToday,
  leagueRulesOf,
  placesTaken,
  resolveLeagueRules,
  leagueNights,
  scheduleConflictMessage,
  upcomingLeagueNights,
  type CreateLeaguePayload,
  type CreateLeagueResponse,
  type CreateScheduleInput,
  type CourseHoles,
  type UpdateRoundInput,
  type League,
  type LeagueForm,
  type LeagueRules,
  type ScheduleConflict,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ReservationTransaction } from '../../ports/reservations';
import { checkedCourse } from './courses';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import type { LeagueTables } from './store';

/** Refusals of a league night that are conflicts to report, not failures (docs/decisions/080-one-occupancy-model.md). */
const CONFLICT_CODES = new Set(['BOOKING_FULL', 'BOOKING_LEAGUE_SESSION', 'BOOKING_IN_PAST']);

type ScheduleFields = Pick<
  LeagueForm,
  'startDate' | 'endDate' | 'dayOfWeek' | 'startTime' | 'endTime' | 'numberOfBays'
>;

type LeagueSnapshotFields = LeagueRules &
  Pick<
    League,
    | 'name'
    | 'scoringType'
    | 'startDate'
    | 'endDate'
    | 'dayOfWeek'
    | 'startTime'
    | 'endTime'
    | 'maxParticipants'
    | 'numberOfBays'
    | 'isActive'
  >;

/** What the activity log keeps of a league's settings. */
function leagueSnapshot(league: LeagueSnapshotFields, hasSchedule?: boolean) {
  return {
    name: league.name,
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    startTime: league.startTime,
    endTime: league.endTime,
    maxParticipants: league.maxParticipants,
    numberOfBays: league.numberOfBays,
    isActive: league.isActive,
    scoringType: league.scoringType,
    ...leagueRulesOf(league),
    ...(hasSchedule !== undefined ? { hasSchedule } : {}),
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

const SCHEDULE_KEYS = ['startDate', 'endDate', 'dayOfWeek', 'startTime', 'endTime', 'numberOfBays'] as const;

/** A league form with its ranking rules resolved (the form's, else the league's own, else the defaults). */
type ResolvedForm = LeagueForm & LeagueRules;

export function createLeagueSchedule(ctx: LeagueContext) {
  const { deps, store, reservations, now, timestamp, recordLeague, recordPlay, visibleTo, rolesIn } = ctx;
  const { requireLeague, requireRound } = ctx;

  /** One round per league night that has none yet (numbered after the existing rounds), on the league's course. */
  async function addRoundsForNights(
    tables: LeagueTables,
    leagueId: number,
    nights: readonly string[],
    courseId: number | null,
    courseHoles: CourseHoles,
  ) {
    const rounds = await tables.rounds.listByLeague(leagueId);
    const dated = new Set(rounds.map((r) => r.roundDate));
    let number = rounds.reduce((max, r) => Math.max(max, r.roundNumber), 0);
    for (const date of nights) {
      if (dated.has(date)) continue;
      number += 1;
      await tables.rounds.insert(
        { leagueId, roundNumber: number, roundDate: date, name: null, courseId, courseHoles },
        timestamp(),
      );
    }
  }

  /**
   * Reserves every upcoming night of a league that exists in `tx`; on any conflict releases what it reserved
   * (the league keeps holding its bays by computation, decision 080). On success marks the schedule and adds
   * the nights' rounds.
   */
  async function scheduleInLock(
    tx: ReservationTransaction,
    leagueId: number,
    fields: ScheduleFields & { courseId?: number | null; courseHoles?: CourseHoles },
    nights: string[],
    keepFreeNights = false,
  ) {
    const tables = store.within(tx.unitOfWork);
    const conflicts = await reserveNights(tx, leagueId, fields, nights);
    if (conflicts.length > 0 && !keepFreeNights) {
      await tx.releaseLeague(leagueId);
      return { created: false, conflicts };
    }
    // Keeping the free nights: the conflicting ones are left out of the schedule and get no round.
    const left = new Set(conflicts.map((c) => c.date));
    await tables.leagues.setScheduleCreatedAt(leagueId, timestamp());
    const kept = leagueNights(fields).filter((date) => !left.has(date));
    await addRoundsForNights(tables, leagueId, kept, fields.courseId ?? null, fields.courseHoles ?? 'all');
    return { created: true, conflicts };
  }

  function formOf(league: League, changes: Partial<LeagueForm> = {}): ResolvedForm {
    const fields = scheduleFieldsOf(league);
    return {
      name: league.name,
      description: league.description ?? '',
      leagueType: league.leagueType,
      scoringType: league.scoringType,
      maxParticipants: league.maxParticipants ?? 50,
      isActive: league.isActive,
      courseId: league.courseId ?? null,
      courseHoles: league.courseHoles ?? 'all',
      ...leagueRulesOf(league),
      ...fields,
      ...changes,
    };
  }

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
          await checkChange(unitOfWork, null, form);
          await checkedCourse(store.within(unitOfWork), unitOfWork, form.courseId, form.courseHoles ?? 'all');
          const leagueId = await store.within(unitOfWork).leagues.insert(form, timestamp());
          await created(unitOfWork, leagueId, false);
          return leagueId;
        });
        return { ...(await requireLeague(id)), scheduleCreated: false, scheduleConflicts: [] };
      }
      const nights = upcomingLeagueNights(form, now());
      const { id, schedule } = await reservations.inLock(nights, async (tx) => {
        await checkChange(tx.unitOfWork, null, form);
        await checkedCourse(store.within(tx.unitOfWork), tx.unitOfWork, form.courseId, form.courseHoles ?? 'all');
        const leagueId = await store.within(tx.unitOfWork).leagues.insert(form, timestamp());
        const result = await scheduleInLock(tx, leagueId, form, nights, keepFreeNights);
        await created(tx.unitOfWork, leagueId, result.created);
        return { id: leagueId, schedule: result };
      });
      return {
        ...(await requireLeague(id)),
        scheduleCreated: schedule.created,
        scheduleConflicts: schedule.conflicts,
      };
    },

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
        const result = await scheduleInLock(tx, id, form, nights, options.keepFreeNights);
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

    /**
     * Edits a league. A scheduled league's reservations after today move with it when its day, dates, times, bays
     * or active switch change (released and reserved again in one locked transaction; a night that no longer fits
     * refuses the whole edit, 409, naming the nights and what holds them); made inactive, they are released and the
     * schedule flag cleared. Today's and past nights stay as they were; an edit that leaves the schedule's fields
     * alone leaves its nights alone (nights left out or moved by hand stay so). A new course, or new holes of it (a
     * nine: decision 289), goes to the upcoming rounds without cards that were on the old ones (decision 110).
     */
    async update(actor: User, id: number, input: LeagueForm): Promise<League> {
      const current = await requireLeague(id);
      const courseId = input.courseId === undefined ? (current.courseId ?? null) : input.courseId;
      const courseHoles =
        input.courseHoles ?? (courseId === (current.courseId ?? null) ? (current.courseHoles ?? 'all') : 'all');
      const form: ResolvedForm = { ...input, courseId, courseHoles, ...resolveLeagueRules(input, current) };
      const newCourse = async (unitOfWork: UnitOfWork) => {
        const from = { courseId: current.courseId ?? null, courseHoles: current.courseHoles ?? 'all' };
        const to = { courseId, courseHoles };
        if (from.courseId === to.courseId && from.courseHoles === to.courseHoles) return;
        await checkedCourse(store.within(unitOfWork), unitOfWork, to.courseId, to.courseHoles);
        const tables = store.within(unitOfWork);
        const today = facilityToday(now());
        const withCards = await tables.rounds.withCards(id);
        for (const round of await tables.rounds.listByLeague(id)) {
          const onOld = round.courseId === from.courseId && round.courseHoles === from.courseHoles;
          if (round.roundDate >= today && onOld && !withCards.has(round.id)) {
            await tables.rounds.update(id, round.id, to);
          }
        }
      };
      const scheduleKept =
        form.isActive === current.isActive && SCHEDULE_KEYS.every((key) => form[key] === current[key]);
      const updated = (unitOfWork: UnitOfWork, hasSchedule: boolean) =>
        recordLeague(unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: form.name,
          before: leagueSnapshot(current, current.hasSchedule),
          after: leagueSnapshot(form, hasSchedule),
        });
      if (!current.hasSchedule || scheduleKept) {
        await deps.transaction(async (unitOfWork) => {
          await checkChange(unitOfWork, current, form);
          await newCourse(unitOfWork);
          await store.within(unitOfWork).leagues.update(id, form);
          await updated(unitOfWork, current.hasSchedule);
        });
        return requireLeague(id);
      }
      const today = facilityToday(now());
      const tomorrow = addDaysToDateString(today, 1);
      const oldNights = leagueNights(scheduleFieldsOf(current)).filter((d) => d >= tomorrow);
      const newNights = form.isActive ? upcomingLeagueNights(form, now()).filter((d) => d >= tomorrow) : [];
      const dates = [...new Set([...oldNights, ...newNights])].sort();
      await reservations.inLock(dates, async (tx) => {
        await checkChange(tx.unitOfWork, current, form);
        await newCourse(tx.unitOfWork);
        const tables = store.within(tx.unitOfWork);
        await tables.leagues.update(id, form);
        await tx.releaseLeague(id, { fromDate: tomorrow });
        if (!form.isActive) {
          await tx.releaseLeague(id);
          await tables.leagues.setScheduleCreatedAt(id, null);
          await updated(tx.unitOfWork, false);
          return;
        }
        const conflicts = await reserveNights(tx, id, form, newNights);
        if (conflicts.length > 0) throw new AppError('LEAGUE_SCHEDULE_CONFLICT', scheduleConflictMessage(conflicts));
        await addRoundsForNights(tables, id, newNights, form.courseId ?? null, form.courseHoles ?? 'all');
        await updated(tx.unitOfWork, true);
      });
      return requireLeague(id);
    },

    /**
     * A round's date, course, holes (a nine: decision 289) or name, until it has cards (409 ROUND_HAS_CARDS after: a
     * score or a posted card).
     * A scheduled league's bays of that night move with its date, through the one occupancy model (409 naming what
     * holds the new night's bays). In the reservation lock, then the league's play lock, as a league edit takes them.
     */
    async editRound(actor: User, leagueId: number, roundId: number, input: UpdateRoundInput): Promise<void> {
      const league = await requireLeague(leagueId);
      const round = await requireRound(leagueId, roundId);
      const moving = input.roundDate !== undefined && input.roundDate !== round.roundDate;
      const movesBays = moving && league.hasSchedule;
      const dates = movesBays ? [round.roundDate, input.roundDate!].sort() : [];
      await reservations.inLock(dates, async (tx) => {
        await store.lockSignup(tx.unitOfWork, leagueId);
        const tables = store.within(tx.unitOfWork);
        const before = await requireRound(leagueId, roundId, tables);
        if ((await tables.rounds.withCards(leagueId)).has(roundId)) {
          throw new AppError('ROUND_HAS_CARDS', LEAGUE_SERVICE_MESSAGES.roundHasCards(before.roundNumber));
        }
        let courseHoles: CourseHoles | undefined;
        if (input.courseId !== undefined || input.courseHoles !== undefined) {
          const courseId = input.courseId === undefined ? before.courseId : input.courseId;
          const course = courseId === null ? undefined : await tables.courses.find(courseId);
          courseHoles = courseHolesAfter(course ? course.holes.length : null, input.courseHoles, before.courseHoles);
          await checkedCourse(store.within(tx.unitOfWork), tx.unitOfWork, courseId, courseHoles);
        }
        if (movesBays) await moveNight(tx, leagueId, scheduleFieldsOf(league), before.roundDate, input.roundDate!);
        await tables.rounds.update(leagueId, roundId, {
          roundDate: input.roundDate,
          name: input.name === undefined ? undefined : input.name || null,
          courseId: input.courseId,
          courseHoles,
        });
        const after = (await tables.rounds.find(leagueId, roundId))!;
        const courses = await tables.courses.findMany(
          [before.courseId, after.courseId].filter((c): c is number => c !== null),
        );
        const snapshot = (r: typeof before) => ({
          roundNumber: r.roundNumber,
          roundDate: r.roundDate,
          name: r.name,
          course: courses.find((c) => c.id === r.courseId)?.name ?? null,
          holes: r.courseHoles,
        });
        await recordPlay(tx.unitOfWork, actor, league, 'league.round-updated', snapshot(before), snapshot(after));
      });
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
