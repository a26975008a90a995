// League management: list, read, create, edit and delete leagues, and generate a league's booking schedule. The
// schedule's bays are reserved through the bookings feature's reservation port, never written here
// (docs/decisions/080-one-occupancy-model.md); a schedule reserves every upcoming night in one locked transaction
// and adds a round per night (docs/decisions/110-league-schedule-and-places.md).
import {
  addDaysToDateString,
  checkLeagueChange,
  facilityToday,
  leagueRulesOf,
  placesTaken,
  resolveLeagueRules,
  leagueNights,
  scheduleConflictMessage,
  upcomingLeagueNights,
  type CreateLeaguePayload,
  type CreateLeagueResponse,
  type League,
  type LeagueForm,
  type LeagueRules,
  type ScheduleConflict,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ReservationTransaction } from '../../ports/reservations';
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

/** A league form with its ranking rules resolved (the form's, else the league's own, else the defaults). */
type ResolvedForm = LeagueForm & LeagueRules;

export function createLeagueSchedule(ctx: LeagueContext) {
  const { deps, store, reservations, now, timestamp, recordLeague, visibleTo, rolesIn, requireLeague } = ctx;

  /**
   * Reserves the league's bays on each night (numberOfBays rows a night); a night the bays are taken on is a
   * conflict (its reservations made so far stay until the caller releases or rolls back).
   */
  async function reserveNights(
    tx: ReservationTransaction,
    leagueId: number,
    fields: ScheduleFields,
    nights: readonly string[],
  ): Promise<ScheduleConflict[]> {
    const conflicts: ScheduleConflict[] = [];
    for (const date of nights) {
      for (let bay = 0; bay < fields.numberOfBays; bay += 1) {
        try {
          await tx.reserve({
            kind: 'league',
            leagueId,
            bookingDate: date,
            startTime: fields.startTime,
            endTime: fields.endTime,
          });
        } catch (error) {
          if (error instanceof AppError && CONFLICT_CODES.has(error.code)) {
            conflicts.push({ date, message: error.message });
            break;
          }
          throw error;
        }
      }
    }
    return conflicts;
  }

  /** One round per league night that has none yet (numbered after the existing rounds). */
  async function addRoundsForNights(tables: LeagueTables, leagueId: number, nights: readonly string[]) {
    const rounds = await tables.rounds.listByLeague(leagueId);
    const dated = new Set(rounds.map((r) => r.roundDate));
    let number = rounds.reduce((max, r) => Math.max(max, r.roundNumber), 0);
    for (const date of nights) {
      if (dated.has(date)) continue;
      number += 1;
      await tables.rounds.insert({ leagueId, roundNumber: number, roundDate: date, name: null }, timestamp());
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
    fields: ScheduleFields,
    nights: string[],
  ) {
    const tables = store.within(tx.unitOfWork);
    const conflicts = await reserveNights(tx, leagueId, fields, nights);
    if (conflicts.length > 0) {
      await tx.releaseLeague(leagueId);
      return conflicts;
    }
    await tables.leagues.setScheduleCreatedAt(leagueId, timestamp());
    await addRoundsForNights(tables, leagueId, leagueNights(fields));
    return conflicts;
  }

  function scheduleFieldsOf(league: League): ScheduleFields {
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

  function formOf(league: League, changes: Partial<LeagueForm> = {}): ResolvedForm {
    const fields = scheduleFieldsOf(league);
    return {
      name: league.name,
      description: league.description ?? '',
      leagueType: league.leagueType,
      scoringType: league.scoringType,
      maxParticipants: league.maxParticipants ?? 50,
      isActive: league.isActive,
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
      const { createSchedule, ...rest } = payload;
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
          const leagueId = await store.within(unitOfWork).leagues.insert(form, timestamp());
          await created(unitOfWork, leagueId, false);
          return leagueId;
        });
        return { ...(await requireLeague(id)), scheduleCreated: false, scheduleConflicts: [] };
      }
      const nights = upcomingLeagueNights(form, now());
      const { id, conflicts } = await reservations.inLock(nights, async (tx) => {
        await checkChange(tx.unitOfWork, null, form);
        const leagueId = await store.within(tx.unitOfWork).leagues.insert(form, timestamp());
        const scheduleConflicts = await scheduleInLock(tx, leagueId, form, nights);
        await created(tx.unitOfWork, leagueId, scheduleConflicts.length === 0);
        return { id: leagueId, conflicts: scheduleConflicts };
      });
      return { ...(await requireLeague(id)), scheduleCreated: conflicts.length === 0, scheduleConflicts: conflicts };
    },

    /** Generates the schedule of an existing league (activating it), as on creation. */
    async createSchedule(actor: User, id: number): Promise<CreateLeagueResponse> {
      const league = await requireLeague(id);
      if (league.hasSchedule) return { ...league, scheduleCreated: true, scheduleConflicts: [] };
      const form = formOf(league, { isActive: true });
      const nights = upcomingLeagueNights(form, now());
      const conflicts = await reservations.inLock(nights, async (tx) => {
        const tables = store.within(tx.unitOfWork);
        if (!league.isActive) await tables.leagues.update(id, form);
        const scheduleConflicts = await scheduleInLock(tx, id, form, nights);
        await recordLeague(tx.unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: league.name,
          before: leagueSnapshot(league, false),
          after: leagueSnapshot(form, scheduleConflicts.length === 0),
        });
        return scheduleConflicts;
      });
      return { ...(await requireLeague(id)), scheduleCreated: conflicts.length === 0, scheduleConflicts: conflicts };
    },

    /**
     * Edits a league. A scheduled league's reservations after today move with it (released and reserved again
     * in one locked transaction; a night that no longer fits refuses the whole edit, 409, naming the nights);
     * made inactive, they are released and the schedule flag cleared. Today's and past nights stay as they were.
     */
    async update(actor: User, id: number, input: LeagueForm): Promise<League> {
      const current = await requireLeague(id);
      const form: ResolvedForm = { ...input, ...resolveLeagueRules(input, current) };
      const updated = (unitOfWork: UnitOfWork, hasSchedule: boolean) =>
        recordLeague(unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: form.name,
          before: leagueSnapshot(current, current.hasSchedule),
          after: leagueSnapshot(form, hasSchedule),
        });
      if (!current.hasSchedule) {
        await deps.transaction(async (unitOfWork) => {
          await checkChange(unitOfWork, current, form);
          await store.within(unitOfWork).leagues.update(id, form);
          await updated(unitOfWork, false);
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
        await addRoundsForNights(tables, id, newNights);
        await updated(tx.unitOfWork, true);
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
