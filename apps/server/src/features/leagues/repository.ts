// The leagues table's one repository: the admin's writes (create, edit, delete, schedule flag), leagues as members
// and the booking page read them (docs/requirements.md#league, with numberParticipants), and the leagues that hold
// bays on a date as core's availability needs them (handed to
// the bookings service by composition.ts; read inside the booking lock through `within(unitOfWork)`,
// docs/decisions/090-one-owner-per-table.md).
import type { Knex } from 'knex';
import {
  DAYS_OF_WEEK,
  LEAGUE_NIGHT_DEFAULTS,
  normalizeTime,
  type CourseHoles,
  type DayOfWeek,
  type League,
  type LeagueBlocker,
  type LeagueForm,
  type LeagueNight,
  type LeagueRules,
} from '@longwood/core';
import { insertedId, toBool, toNumber } from '../../db/dialect';
import { writeThenInvalidate } from '../../db/read-cache';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

interface LeagueRow {
  id: unknown;
  name: string;
  description: string | null;
  league_type: League['leagueType'];
  scoring_type: League['scoringType'];
  start_date: string;
  end_date: string;
  day_of_week: string | null;
  start_time: string | null;
  end_time: string | null;
  max_participants: unknown;
  number_of_bays: unknown;
  is_active: unknown;
  schedule_created_at: string | null;
  number_participants: unknown;
  has_scores: unknown;
  stroke_ranking: League['strokeRanking'];
  counted_rounds: unknown;
  min_rounds_to_rank: unknown;
  points_win: unknown;
  points_halve: unknown;
  points_loss: unknown;
  bye_result: League['byeResult'];
  handicap_mode: League['handicapMode'];
  handicap_rounds: unknown;
  handicap_best_of: unknown;
  handicap_allowance: unknown;
  handicap_maximum: unknown;
  handicap_new_player: League['handicapNewPlayer'];
  handicap_provisional_rounds: unknown;
  net_double_bogey: unknown;
  starting_handicap_allowance: unknown;
  handicap_night_move: unknown;
  rank_by: League['rankBy'];
  skins_mode: League['skinsMode'];
  skins_carry_over: unknown;
  allow_totals: unknown;
  absence_rule: League['absenceRule'];
  absence_value: unknown;
  course_id: unknown;
  course_holes?: CourseHoles | null;
  closest_to_pin_holes?: string | null;
  long_drive_holes?: string | null;
  place_points?: string | null;
  team_format?: League['teamFormat'] | null;
  team_size?: unknown;
  buy_in_cents?: number | string;
  buy_in_per?: string;
  skins_share_percent?: number | string;
  prizes_share_percent?: number | string;
}

type BlockerRow = Pick<
  LeagueRow,
  | 'id'
  | 'name'
  | 'start_date'
  | 'end_date'
  | 'day_of_week'
  | 'start_time'
  | 'end_time'
  | 'number_of_bays'
  | 'is_active'
  | 'schedule_created_at'
>;

const isDayOfWeek = (value: string | null): value is DayOfWeek =>
  value !== null && (DAYS_OF_WEEK as readonly string[]).includes(value);

// Stored as 'HH:mm:ss' like booking times; the API speaks the league form's 'HH:MM' (docs/requirements.md#league-form).
const toHourMinute = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** When a league plays, from its row (the league itself and the blockers core's availability reads). */
function sessionOf(row: Pick<LeagueRow, 'start_date' | 'end_date' | 'day_of_week' | 'start_time' | 'end_time'>) {
  return {
    startDate: row.start_date,
    endDate: row.end_date,
    dayOfWeek: isDayOfWeek(row.day_of_week) ? row.day_of_week : null,
    startTime: toHourMinute(row.start_time),
    endTime: toHourMinute(row.end_time),
  };
}

/** A side game's holes, kept as '3,8' (docs/decisions/279-league-side-games.md). */
const holesOf = (text: string | null | undefined): number[] =>
  text
    ? text
        .split(',')
        .map(Number)
        .filter((h) => Number.isInteger(h) && h > 0)
    : [];
/** A points table kept as its numbers, 1st place first ('10,8,6'; '' for none: decision 487). */
const pointsOf = (text: string | null | undefined): number[] =>
  text
    ? text
        .split(',')
        .map(Number)
        .filter((p) => Number.isFinite(p))
    : [];

function toLeague(row: LeagueRow): League {
  return {
    id: toNumber(row.id),
    name: row.name,
    description: row.description,
    leagueType: row.league_type,
    scoringType: row.scoring_type,
    ...sessionOf(row),
    maxParticipants: row.max_participants === null ? null : toNumber(row.max_participants),
    numberOfBays: row.number_of_bays === null ? null : toNumber(row.number_of_bays),
    isActive: toBool(row.is_active),
    numberParticipants: toNumber(row.number_participants),
    hasSchedule: row.schedule_created_at !== null,
    strokeRanking: row.stroke_ranking,
    countedRounds: row.counted_rounds === null ? null : toNumber(row.counted_rounds),
    minRoundsToRank: toNumber(row.min_rounds_to_rank),
    pointsWin: Number(row.points_win),
    pointsHalve: Number(row.points_halve),
    pointsLoss: Number(row.points_loss),
    byeResult: row.bye_result,
    handicapMode: row.handicap_mode,
    handicapRounds: toNumber(row.handicap_rounds),
    handicapBestOf: toNumber(row.handicap_best_of),
    handicapAllowance: toNumber(row.handicap_allowance),
    handicapMaximum: Number(row.handicap_maximum),
    handicapNewPlayer: row.handicap_new_player,
    handicapProvisionalRounds: toNumber(row.handicap_provisional_rounds),
    netDoubleBogey: toBool(row.net_double_bogey),
    startingHandicapAllowance: toBool(row.starting_handicap_allowance),
    handicapNightMove: row.handicap_night_move === null ? null : Number(row.handicap_night_move),
    rankBy: row.rank_by,
    skinsMode: row.skins_mode,
    skinsCarryOver: toBool(row.skins_carry_over),
    allowTotals: toBool(row.allow_totals),
    absenceRule: row.absence_rule,
    absenceValue: row.absence_value === null ? null : toNumber(row.absence_value),
    closestToPinHoles: holesOf(row.closest_to_pin_holes),
    longDriveHoles: holesOf(row.long_drive_holes),
    placePoints: pointsOf(row.place_points),
    teamFormat: row.team_format ?? 'off',
    teamSize: row.team_size === null || row.team_size === undefined ? 2 : toNumber(row.team_size),
    buyInCents: toNumber(row.buy_in_cents ?? 0),
    buyInPer: row.buy_in_per === 'season' ? 'season' : 'night',
    skinsSharePercent: toNumber(row.skins_share_percent ?? LEAGUE_NIGHT_DEFAULTS.skinsSharePercent),
    prizesSharePercent: toNumber(row.prizes_share_percent ?? LEAGUE_NIGHT_DEFAULTS.prizesSharePercent),
    hasScores: toBool(row.has_scores),
    courseId: row.course_id === null || row.course_id === undefined ? null : toNumber(row.course_id),
    courseHoles: row.course_holes ?? 'all',
  };
}

/** The form's columns; the ranking rules as resolved for the league (resolveLeagueRules). */
function toColumns(form: LeagueForm & LeagueRules) {
  return {
    name: form.name,
    description: form.description ? form.description : null,
    league_type: form.leagueType,
    scoring_type: form.scoringType,
    start_date: form.startDate,
    end_date: form.endDate,
    day_of_week: form.dayOfWeek,
    start_time: normalizeTime(form.startTime),
    end_time: normalizeTime(form.endTime),
    max_participants: form.maxParticipants,
    number_of_bays: form.numberOfBays,
    is_active: form.isActive,
    course_id: form.courseId ?? null,
    course_holes: form.courseHoles ?? 'all',
    stroke_ranking: form.strokeRanking,
    counted_rounds: form.countedRounds,
    min_rounds_to_rank: form.minRoundsToRank,
    points_win: form.pointsWin,
    points_halve: form.pointsHalve,
    points_loss: form.pointsLoss,
    bye_result: form.byeResult,
  };
}

export interface LeagueFilter {
  /** Only active leagues whose end date is on or after this facility date ('yyyy-MM-dd'). */
  currentOn?: string;
}

/** The active leagues whose dates meet from..to (inclusive), as core's availability reads them. */
async function readBlockers(db: Knex, from: string, to: string): Promise<LeagueBlocker[]> {
  const rows = (await db('leagues')
    .select(
      'id',
      'name',
      'start_date',
      'end_date',
      'day_of_week',
      'start_time',
      'end_time',
      'number_of_bays',
      'is_active',
      'schedule_created_at',
    )
    .where('is_active', true)
    .andWhere('start_date', '<=', to)
    .andWhere('end_date', '>=', from)) as BlockerRow[];
  return rows.map((row) => ({
    id: toNumber(row.id),
    name: row.name,
    isActive: toBool(row.is_active),
    ...sessionOf(row),
    numberOfBays: row.number_of_bays === null ? null : toNumber(row.number_of_bays),
    hasSchedule: row.schedule_created_at !== null,
  }));
}

/**
 * The reads and writes of the leagues table, bound to the app's Knex or to a transaction (`db` may be either).
 * `onChanged` is told after every write, succeeded or not (kept league blockers are dropped, decision 020).
 */
export function leagueQueries(db: Knex, onChanged: () => void = () => {}) {
  const write = <T>(statement: PromiseLike<T>): Promise<T> => writeThenInvalidate(db, statement, onChanged);
  const selectLeagues = (filter: LeagueFilter) => {
    // Places taken: one per participant row plus one per scramble guest partner (core's placesTaken).
    const participantCounts = db('league_participants')
      .select('league_id')
      .count({ rows_count: '*' })
      .count({ guests_count: 'player2_name' })
      .groupBy('league_id')
      .as('p');
    const hasScores = db('league_scores as s').whereRaw('s.league_id = l.id').select(db.raw('1'));
    const query = db('leagues as l')
      .leftJoin(participantCounts, 'p.league_id', 'l.id')
      .select(
        'l.*',
        db.raw('coalesce(p.rows_count, 0) + coalesce(p.guests_count, 0) as number_participants'),
        db.raw(`(case when exists (${hasScores.toQuery()}) then 1 else 0 end) as has_scores`),
      );
    if (filter.currentOn) query.where('l.is_active', true).andWhere('l.end_date', '>=', filter.currentOn);
    return query;
  };

  return {
    async insert(form: LeagueForm & LeagueRules, createdAt: string): Promise<number> {
      const rows = await write(
        db('leagues')
          // A new league counts holes for handicaps at net double bogey (docs/decisions/211-league-handicaps-and-scorecards.md).
          // …and plays a starting handicap at its allowance (docs/decisions/290-starting-handicaps-for-the-field.md).
          .insert({
            ...toColumns(form),
            net_double_bogey: true,
            starting_handicap_allowance: true,
            created_at: createdAt,
          })
          .returning('id'),
      );
      return insertedId(rows);
    },

    /** The league night's settings (handicap rules, net or gross ranking, skins). */
    async updateNight(id: number, night: LeagueNight): Promise<void> {
      await write(
        db('leagues')
          .where({ id })
          .update({
            handicap_mode: night.handicapMode,
            handicap_rounds: night.handicapRounds,
            handicap_best_of: night.handicapBestOf,
            handicap_allowance: night.handicapAllowance,
            handicap_maximum: night.handicapMaximum,
            handicap_new_player: night.handicapNewPlayer,
            handicap_provisional_rounds: night.handicapProvisionalRounds,
            net_double_bogey: night.netDoubleBogey,
            starting_handicap_allowance: night.startingHandicapAllowance,
            handicap_night_move: night.handicapNightMove,
            rank_by: night.rankBy,
            skins_mode: night.skinsMode,
            skins_carry_over: night.skinsCarryOver,
            allow_totals: night.allowTotals,
            absence_rule: night.absenceRule,
            absence_value: night.absenceValue,
            closest_to_pin_holes: night.closestToPinHoles.join(','),
            long_drive_holes: night.longDriveHoles.join(','),
            place_points: night.placePoints.join(','),
            team_format: night.teamFormat,
            team_size: night.teamSize,
            buy_in_cents: night.buyInCents,
            buy_in_per: night.buyInPer,
            skins_share_percent: night.skinsSharePercent,
            prizes_share_percent: night.prizesSharePercent,
          }),
      );
    },

    async update(id: number, form: LeagueForm & LeagueRules): Promise<boolean> {
      return (await write(db('leagues').where({ id }).update(toColumns(form)))) > 0;
    },

    /** Deletes the league; participants, rounds and scores go with it (ON DELETE CASCADE, migration 004). */
    async delete(id: number): Promise<boolean> {
      return (await write(db('leagues').where({ id }).delete())) > 0;
    },

    /** Marks the schedule generated (a time) or released (null); written in the reservation lock's transaction. */
    async setScheduleCreatedAt(id: number, at: string | null): Promise<void> {
      await write(db('leagues').where({ id }).update({ schedule_created_at: at }));
    },

    async list(filter: LeagueFilter = {}): Promise<League[]> {
      const rows = (await selectLeagues(filter).orderBy([
        { column: 'l.start_date' },
        { column: 'l.id' },
      ])) as LeagueRow[];
      return rows.map(toLeague);
    },

    async findById(id: number, filter: LeagueFilter = {}): Promise<League | undefined> {
      const row = (await selectLeagues(filter).where('l.id', id).first()) as LeagueRow | undefined;
      return row ? toLeague(row) : undefined;
    },

    /**
     * Active leagues whose date range covers `date`, with what core's availability needs to know which bays
     * they hold (numberOfBays, whether a schedule was generated); core decides whether a session falls on it.
     */
    async blockersOn(date: string): Promise<LeagueBlocker[]> {
      return readBlockers(db, date, date);
    },

    /** The active leagues whose dates meet from..to (inclusive): what may hold bays on those dates. */
    blockersBetween: (from: string, to: string): Promise<LeagueBlocker[]> => readBlockers(db, from, to),
  };
}

/** The leagues table read outside the league store (the bookings feature's league blockers: kept-blockers.ts). */
export function createLeaguesRepository(db: Knex) {
  return {
    ...leagueQueries(db),
    /**
     * The same reads inside another feature's open transaction (e.g. the bookings feature's locked one, where a
     * read through the app's Knex would need a second connection: on SQLite, whose one connection the lock
     * holds, it would wait for itself).
     */
    within: (unitOfWork: UnitOfWork) => leagueQueries(transactionOf(unitOfWork)),
  };
}
export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;
