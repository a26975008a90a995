// Occupancy persistence: the only code that writes the bookings table, which holds every use of a bay
// (member and staff bookings, walk-ins, league reservations, lessons; docs/decisions/080-one-occupancy-model.md).
// Two features read it through their own repositories: the owner's insights (features/insights/repository.ts) and the
// shots, matching a session to its booking (features/shots/repository.ts).
// Rows (snake_case) are mapped to core types here, so dates are always 'yyyy-MM-dd', times 'HH:mm:ss' and
// timestamps ISO strings, whichever database returned them. Writes run inside `locked`, one transaction holding
// the booking lock of their dates (docs/decisions/020-booking-locking.md).
import type { Knex } from 'knex';
import {
  bayName,
  MEMBER_BOOKING_KINDS,
  OCCUPANCY_KINDS,
  personName,
  type AdminBookingsQuery,
  type Occupancy,
  type OccupancyKind,
  type Page,
} from '@longwood/core';
import { toBool, transactionRetriedOnce, withBookingLock } from '../../db/dialect';
import { readDatedRange, readPage, whereSearch, type DatedRange } from '../../db/paging';
import { OCCUPANCY_COLUMNS } from '../../db/occupancy-columns';
import { writeThenInvalidate } from '../../db/read-cache';
import { isoTimestamp } from '../../db/timestamps';
import { unitOfWorkFor, type UnitOfWork } from '../../db/unit-of-work';

/** Either the app's Knex or a transaction handle: callers inside a locked transaction pass the handle. */
type Queryable = Knex | Knex.Transaction;

/**
 * Only the rows that hold their bay: a canceled booking is kept, marked, for the insights and the export
 * (docs/decisions/080-one-occupancy-model.md), and holds nothing.
 */
function live<Q extends Knex.QueryBuilder>(query: Q, table = 'bookings'): Q {
  return query.whereNull(`${table}.canceled_at`) as Q;
}

interface OccupancyRow {
  id: number | string;
  kind: string;
  user_id: number | string | null;
  simulator_id: number | string;
  booking_date: string;
  start_time: string;
  end_time: string;
  created_at: string;
  created_by: number | string | null;
  guest_name: string | null;
  guest_phone: string | null;
  guest_email: string | null;
  league_id: number | string | null;
  coach_id: number | string | null;
  arrived_at: string | null;
  changed_at: string | null;
  /** 0/1 on SQLite, boolean on Postgres. */
  walk_in: boolean | number;
}

/** An occupancy with its bay's name (the owner's "My Bookings", staff lists). */
export type OccupancyWithSimulator = Occupancy & { simulatorName: string };

/** An occupancy as staff see it: with the member's identity (display name, username, e-mail) when it has one. */
export type OccupancyWithUser = OccupancyWithSimulator & {
  name: string | null;
  username: string | null;
  email: string | null;
  /** The league of a league reservation (joined for its name; the leagues feature owns the table). */
  leagueName: string | null;
  /** Who made it, by display name; null when unknown or deleted. */
  createdByName: string | null;
  /** When it was canceled (ISO), null while it holds its bay; who canceled it, by id and display name. */
  canceledAt: string | null;
  canceledBy: number | null;
  canceledByName: string | null;
  /** When staff marked it a no-show (ISO), else null. */
  noShowAt: string | null;
};

/**
 * The columns a reservation writes: everything but id, created_at's default, changed_at (stamped by a move) and the
 * check-in, which only the desk's check-in sets (`setArrival`), and which a move keeps.
 */
export type OccupancyFields = Omit<Occupancy, 'id' | 'createdAt' | 'arrivedAt' | 'changedAt' | 'walkIn'> & {
  /** Set when the desk books a walk-in (insert only: a move keeps what the row says). */
  walkIn?: boolean;
};

// Storage is text in both dialects (docs/decisions/012-sqlite-and-postgres-types.md); these only normalise
// rows written by other tools ('HH:mm' without seconds, a space instead of 'T' in a timestamp). What the app
// writes is already canonical and is returned as it is: admin pages map up to 100 rows per request.
const CANONICAL_TIME = /^\d\d:\d\d:\d\d$/;
const CANONICAL_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function toTimeString(value: string): string {
  if (CANONICAL_TIME.test(value)) return value;
  const [h = '00', m = '00', sec = '00'] = value.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}:${sec.slice(0, 2).padStart(2, '0')}`;
}

function toTimestamp(value: string): string {
  if (CANONICAL_TIMESTAMP.test(value)) return value;
  const parsed = new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}

const toId = (value: number | string | null): number | null => (value === null ? null : Number(value));

const isKind = (value: string): value is OccupancyKind => (OCCUPANCY_KINDS as readonly string[]).includes(value);

/** The columns of the day grid: when and where a bay is taken, its kind and holder (never sent to members). */
const DAY_COLUMNS = ['id', 'kind', 'user_id', 'simulator_id', 'booking_date', 'start_time', 'end_time'] as const;

/** A row of the day grid (GET /api/bookings): what the member-facing answer is made from, nothing more. */
export type DaySpan = Pick<
  Occupancy,
  'id' | 'kind' | 'userId' | 'simulatorId' | 'bookingDate' | 'startTime' | 'endTime'
>;

/** The grid's part of a row (listDaySpans), which every full occupancy starts with. */
function toDaySpan(row: Pick<OccupancyRow, (typeof DAY_COLUMNS)[number]>): DaySpan {
  // The CHECK constraint of migration 007 admits only these kinds.
  if (!isKind(row.kind)) throw new Error(`Unknown occupancy kind in bookings row ${row.id}: ${row.kind}`);
  return {
    id: Number(row.id),
    kind: row.kind,
    userId: toId(row.user_id),
    simulatorId: Number(row.simulator_id),
    bookingDate: row.booking_date,
    startTime: toTimeString(row.start_time),
    endTime: toTimeString(row.end_time),
  };
}

function toOccupancy(row: OccupancyRow): Occupancy {
  const span = toDaySpan(row);
  return {
    id: span.id,
    kind: span.kind,
    userId: span.userId,
    simulatorId: span.simulatorId,
    bookingDate: span.bookingDate,
    startTime: span.startTime,
    endTime: span.endTime,
    createdAt: toTimestamp(row.created_at),
    createdBy: toId(row.created_by),
    guestName: row.guest_name,
    guestPhone: row.guest_phone,
    guestEmail: row.guest_email,
    leagueId: toId(row.league_id),
    coachId: toId(row.coach_id),
    arrivedAt: row.arrived_at === null ? null : toTimestamp(row.arrived_at),
    changedAt: row.changed_at === null ? null : toTimestamp(row.changed_at),
    walkIn: Boolean(row.walk_in),
  };
}

const COLUMNS = OCCUPANCY_COLUMNS;
const QUALIFIED_COLUMNS = COLUMNS.map((c) => `bookings.${c}`);

function toColumns(fields: OccupancyFields) {
  return {
    kind: fields.kind,
    user_id: fields.userId,
    simulator_id: fields.simulatorId,
    booking_date: fields.bookingDate,
    start_time: fields.startTime,
    end_time: fields.endTime,
    created_by: fields.createdBy,
    guest_name: fields.guestName,
    guest_phone: fields.guestPhone,
    guest_email: fields.guestEmail,
    league_id: fields.leagueId,
    coach_id: fields.coachId,
  };
}

const simulatorNameOf = (row: { simulator_name: string | null; simulator_id: number | string }) =>
  row.simulator_name ?? bayName(Number(row.simulator_id));

/** Every occupancy on `date`, optionally of one bay, in start order. */
async function listOn(db: Queryable, date: string, simulatorId?: number): Promise<Occupancy[]> {
  const query = live(db('bookings'))
    .select(QUALIFIED_COLUMNS)
    .where('bookings.booking_date', date)
    .orderBy([
      { column: 'bookings.start_time', order: 'asc' },
      { column: 'bookings.simulator_id', order: 'asc' },
    ]);
  if (simulatorId !== undefined) void query.andWhere('bookings.simulator_id', simulatorId);
  return ((await query) as OccupancyRow[]).map(toOccupancy);
}

/**
 * Every occupancy of the dates from..to (inclusive), optionally of one bay, by date, start and bay: the day grid and
 * the calendar's bookable days. Only the grid's columns: the booking page reads this on every visit, so it skips the
 * timestamps and guest columns the full Occupancy normalises (docs/decisions/189-one-route-table-for-the-api.md).
 */
async function listDaySpans(db: Queryable, from: string, to: string, simulatorId?: number): Promise<DaySpan[]> {
  const query = live(db('bookings')).select(DAY_COLUMNS);
  void (from === to ? query.where('booking_date', from) : query.whereBetween('booking_date', [from, to]));
  if (simulatorId !== undefined) void query.andWhere('simulator_id', simulatorId);
  const rows = (await query.orderBy([
    { column: 'booking_date', order: 'asc' },
    { column: 'start_time', order: 'asc' },
    { column: 'simulator_id', order: 'asc' },
  ])) as Pick<OccupancyRow, (typeof DAY_COLUMNS)[number]>[];
  return rows.map(toDaySpan);
}

/**
 * One member's own bookings (kinds member and staff) with the bay name, oldest first; `range` bounds them (decision
 * 154): `from` (inclusive) or, newest first up to `limit`, `before` a date and after it a cursor.
 */
async function listMemberBookings(
  db: Queryable,
  userId: number,
  range: DatedRange = {},
): Promise<OccupancyWithSimulator[]> {
  const query = live(db('bookings'))
    .leftJoin('simulators', 'simulators.id', 'bookings.simulator_id')
    .select([...QUALIFIED_COLUMNS, 'simulators.name as simulator_name'])
    .where('bookings.user_id', userId)
    .whereIn('bookings.kind', MEMBER_BOOKING_KINDS);
  const rows = await readDatedRange<OccupancyRow & { simulator_name: string | null }>(
    query,
    { date: 'bookings.booking_date', start: 'bookings.start_time', id: 'bookings.id' },
    range,
  );
  return rows.map((row) => ({ ...toOccupancy(row), simulatorName: simulatorNameOf(row) }));
}

type RowWithUser = OccupancyRow & {
  simulator_name: string | null;
  username: string | null;
  user_name: string | null;
  email: string | null;
  league_name: string | null;
  creator_username: string | null;
  creator_name: string | null;
  canceled_at: string | null;
  canceled_by: number | string | null;
  canceler_username: string | null;
  canceler_name: string | null;
  no_show_at: string | null;
};

const WITH_USER_COLUMNS = [
  ...QUALIFIED_COLUMNS,
  'simulators.name as simulator_name',
  'users.username as username',
  'users.name as user_name',
  'users.email as email',
  'leagues.name as league_name',
  'creator.username as creator_username',
  'creator.name as creator_name',
  'bookings.canceled_at as canceled_at',
  'bookings.canceled_by as canceled_by',
  'canceler.username as canceler_username',
  'canceler.name as canceler_name',
  'bookings.no_show_at as no_show_at',
];

/**
 * The names of `rows` joined to them: the bookings table itself (a search filters on the member's columns), or, by
 * default for a page, the page's own rows first picked from bookings alone as a subquery named `bookings`. Postgres
 * plans five left joins over the whole table in 3-10 ms, longer than it takes to run the page; over a subquery of at
 * most a page of rows it plans in about 1 ms (docs/decisions/100-admin-lists-paging-and-exports.md).
 */
function withUser(db: Queryable, rows: Knex.QueryBuilder = db('bookings')): Knex.QueryBuilder {
  return rows
    .leftJoin('simulators', 'simulators.id', 'bookings.simulator_id')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .leftJoin('leagues', 'leagues.id', 'bookings.league_id')
    .leftJoin('users as creator', 'creator.id', 'bookings.created_by')
    .leftJoin('users as canceler', 'canceler.id', 'bookings.canceled_by');
}

/** A page's rows as picked from bookings alone, before their names are joined (`namesOfRows`). */
const PAGE_ROW_COLUMNS = [...QUALIFIED_COLUMNS, 'bookings.canceled_at', 'bookings.canceled_by', 'bookings.no_show_at'];

/** `rows` (a query selecting PAGE_ROW_COLUMNS, ordered and limited) as a subquery, with their names joined. */
const namesOfRows = (db: Queryable, rows: Knex.QueryBuilder): Knex.QueryBuilder =>
  withUser(db, db.queryBuilder().from(rows.as('bookings'))).select(WITH_USER_COLUMNS);

const nameOf = (username: string | null, name: string | null) =>
  username === null ? null : personName({ name, username });

function toOccupancyWithUser(row: RowWithUser): OccupancyWithUser {
  // Assigned onto the one object rather than spread into a second: admin pages map up to 100 rows per request.
  return Object.assign(toOccupancy(row), {
    simulatorName: simulatorNameOf(row),
    name: nameOf(row.username, row.user_name),
    username: row.username,
    email: row.email,
    leagueName: row.league_name,
    createdByName: nameOf(row.creator_username, row.creator_name),
    canceledAt: row.canceled_at === null ? null : toTimestamp(row.canceled_at),
    canceledBy: toId(row.canceled_by),
    canceledByName: nameOf(row.canceler_username, row.canceler_name),
    noShowAt: row.no_show_at === null ? null : toTimestamp(row.no_show_at),
  });
}

/**
 * A page of occupancies with bay and member (admin lists): a date range, a member, a bay and a search over the
 * member's name, username and e-mail and a walk-in's name. Sorted by date and start ('date') or by creation.
 */
async function page(db: Queryable, query: AdminBookingsQuery): Promise<Page<OccupancyWithUser>> {
  const filter = (base: Knex.QueryBuilder) => {
    live(base);
    // One day (the calendar's) as an equality: Postgres estimates a day's rows from the column's statistics and can
    // keep one plan for the prepared statement (decision 370), where a range of unknown values keeps it planning each run.
    if (query.from !== undefined && query.from === query.to) void base.where('bookings.booking_date', query.from);
    else {
      if (query.from !== undefined) void base.where('bookings.booking_date', '>=', query.from);
      if (query.to !== undefined) void base.where('bookings.booking_date', '<=', query.to);
    }
    if (query.userId !== undefined) void base.where('bookings.user_id', query.userId);
    if (query.simulatorId !== undefined) void base.where('bookings.simulator_id', query.simulatorId);
    whereSearch(base, query.q, ['users.name', 'users.username', 'users.email', 'bookings.guest_name']);
    return base;
  };
  // Counted and sliced without the joins unless the search reads the member's columns: the joins only add names,
  // and at 200 000 rows they were most of the count's time and of the page's planning (decision 100).
  const searchesNames = Boolean(query.q?.trim());
  const base = searchesNames ? filter(withUser(db)) : filter(db('bookings'));
  const dir = query.dir ?? 'asc';
  const order =
    query.sort === 'created'
      ? [
          { column: 'bookings.created_at', order: dir },
          { column: 'bookings.id', order: dir },
        ]
      : [
          { column: 'bookings.booking_date', order: dir },
          { column: 'bookings.start_time', order: dir },
          { column: 'bookings.simulator_id', order: 'asc' },
          { column: 'bookings.id', order: 'asc' },
        ];
  if (searchesNames) {
    return readPage(base, query, (q) => q.select(WITH_USER_COLUMNS).orderBy(order), toOccupancyWithUser);
  }
  return readPage(
    base,
    query,
    (q) => q.select(PAGE_ROW_COLUMNS).orderBy(order),
    toOccupancyWithUser,
    base,
    (rows) => namesOfRows(db, rows).orderBy(order),
  );
}

/** Up to `size` occupancies with id above `afterId`, in id order (streamed exports). */
async function batchAfter(db: Queryable, afterId: number, size: number): Promise<OccupancyWithUser[]> {
  const batch = db('bookings')
    .select(PAGE_ROW_COLUMNS)
    .where('bookings.id', '>', afterId)
    .orderBy('bookings.id')
    .limit(size);
  const rows = (await namesOfRows(db, batch).orderBy('bookings.id')) as RowWithUser[];
  return rows.map(toOccupancyWithUser);
}

/** Bay, kind and times of every occupancy between two dates (inclusive), for the figures of bay use. */
async function spansBetween(db: Queryable, from: string, to: string): Promise<DaySpan[]> {
  return listDaySpans(db, from, to);
}

/** Every occupancy a user holds as member (member, staff or lesson kinds), any date. */
async function heldBy(db: Queryable, userId: number): Promise<Occupancy[]> {
  const rows = (await live(db('bookings')).select(COLUMNS).where('user_id', userId).orderBy('id')) as OccupancyRow[];
  return rows.map(toOccupancy);
}

/**
 * Keeps a past booking of a deleted account for reports: it becomes a walk-in under `label` (the owner check of
 * migration 007 needs a guest for a row without a member; docs/decisions/070-admin-member-management.md).
 */
async function detachToGuest(db: Queryable, id: number, label: string): Promise<void> {
  await db('bookings')
    .where({ id })
    .update({ kind: 'walk_in', user_id: null, coach_id: null, guest_name: label, guest_phone: '' });
}

async function find(db: Queryable, id: number): Promise<Occupancy | null> {
  const row = (await live(db('bookings')).select(COLUMNS).where({ id }).first()) as OccupancyRow | undefined;
  return row ? toOccupancy(row) : null;
}

async function insert(db: Queryable, fields: OccupancyFields, createdAt: string): Promise<Occupancy> {
  const [row] = await db('bookings')
    .insert({ ...toColumns(fields), walk_in: fields.walkIn ?? false, created_at: createdAt })
    .returning<OccupancyRow[]>([...COLUMNS]);
  if (!row) throw new Error('Insert into bookings returned no row');
  return toOccupancy(row);
}

async function update(
  db: Queryable,
  id: number,
  fields: OccupancyFields,
  changedAt: string,
): Promise<Occupancy | null> {
  const [row] = await live(db('bookings'))
    .where({ id })
    .update({ ...toColumns(fields), changed_at: changedAt })
    .returning<OccupancyRow[]>([...COLUMNS]);
  return row ? toOccupancy(row) : null;
}

/**
 * Marks a booking canceled at `at` by `by` (null: nobody signed in, or not recorded); true when it held its bay until
 * then. Of two cancellations at once exactly one changes it: the condition is part of the UPDATE.
 */
async function cancel(db: Queryable, id: number, at: string, by: number | null): Promise<boolean> {
  return (await live(db('bookings')).where({ id }).update({ canceled_at: at, canceled_by: by })) > 0;
}

/** True when a row was deleted. */
async function remove(db: Queryable, id: number): Promise<boolean> {
  return (await db('bookings').where({ id }).del()) > 0;
}

/** Deletes a league's reservations (from `fromDate` on, when given); returns how many. */
async function removeLeague(db: Queryable, leagueId: number, fromDate?: string): Promise<number> {
  const query = db('bookings').where({ kind: 'league', league_id: leagueId });
  if (fromDate !== undefined) void query.andWhere('booking_date', '>=', fromDate);
  return query.del();
}

/**
 * Sets (an ISO timestamp) or clears (null) when the holder was checked in, only when it is not so already (a second
 * check-in keeps the first time); the row after, or null when nothing changed or the row is gone. The condition is
 * part of the UPDATE, so of two desks checking one booking in at once exactly one changes it.
 */
async function setArrival(db: Queryable, id: number, arrivedAt: string | null): Promise<Occupancy | null> {
  const query = live(db('bookings')).where({ id });
  void (arrivedAt === null ? query.whereNotNull('arrived_at') : query.whereNull('arrived_at'));
  // A check-in takes back a no-show mark: the member came late (docs/decisions/266-the-booking-dialog-and-no-shows.md).
  const changes = arrivedAt === null ? { arrived_at: null } : { arrived_at: arrivedAt, no_show_at: null };
  const [row] = await query.update(changes).returning<OccupancyRow[]>([...COLUMNS]);
  return row ? toOccupancy(row) : null;
}

/** When the booking was marked a no-show (ISO timestamp), null when it is not (or the row is gone). */
async function noShowAt(db: Queryable, id: number): Promise<string | null> {
  const row = (await db('bookings').select('no_show_at').where({ id }).first()) as
    { no_show_at: string | null } | undefined;
  return row?.no_show_at ? toTimestamp(row.no_show_at) : null;
}

/**
 * Marks (an ISO timestamp) or unmarks (null) a held booking a no-show, only when it is not so already and, to mark,
 * only while nobody is checked in: the condition is part of the UPDATE, so a check-in and a no-show at once cannot
 * both stand. True when the row changed.
 */
async function setNoShow(db: Queryable, id: number, at: string | null): Promise<boolean> {
  const query = live(db('bookings')).where({ id });
  void (at === null ? query.whereNotNull('no_show_at') : query.whereNull('no_show_at').whereNull('arrived_at'));
  return (await query.update({ no_show_at: at })) > 0;
}

/** A member's earlier booking, as the booking dialog lists it: when, which bay, and how it went. */
export interface VisitRow {
  id: number;
  simulatorId: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  arrivedAt: string | null;
  noShowAt: string | null;
}

/**
 * The member's last `limit` held bookings and lessons that started before `date` `startTime` (other than `exceptId`),
 * newest first.
 */
async function visitsBefore(
  db: Queryable,
  userId: number,
  before: { date: string; startTime: string; exceptId: number },
  limit: number,
): Promise<VisitRow[]> {
  const rows = (await live(db('bookings'))
    .select('id', 'simulator_id', 'booking_date', 'start_time', 'end_time', 'arrived_at', 'no_show_at')
    .where('user_id', userId)
    .whereNot('id', before.exceptId)
    .where((q) => {
      void q.where('booking_date', '<', before.date).orWhere((same) => {
        void same.where('booking_date', before.date).where('start_time', '<', before.startTime);
      });
    })
    .orderBy([
      { column: 'booking_date', order: 'desc' },
      { column: 'start_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)) as Array<
    Pick<OccupancyRow, 'id' | 'simulator_id' | 'booking_date' | 'start_time' | 'end_time' | 'arrived_at'> & {
      no_show_at: string | null;
    }
  >;
  return rows.map((row) => ({
    id: Number(row.id),
    simulatorId: Number(row.simulator_id),
    bookingDate: row.booking_date,
    startTime: toTimeString(row.start_time),
    endTime: toTimeString(row.end_time),
    arrivedAt: row.arrived_at === null ? null : toTimestamp(row.arrived_at),
    noShowAt: row.no_show_at === null ? null : toTimestamp(row.no_show_at),
  }));
}

/** Does this user exist, and is the user a member? (staff bookings are for members only) */
async function findUser(db: Queryable, userId: number): Promise<{ id: number; isMember: boolean } | null> {
  const row = (await db('users').select(['id', 'is_member']).where({ id: userId }).first()) as
    { id: number | string; is_member: boolean | number } | undefined;
  return row ? { id: Number(row.id), isMember: toBool(row.is_member) } : null;
}

function bindRepository(db: Queryable, locked: LockRunner, transaction: TransactionRunner, onChanged: ChangeHook) {
  /**
   * Every write is told to `onChanged`, succeeded or not (it may have committed): kept day copies are dropped, those
   * of the dates `datesOf` names, or all when it names none (the write's arguments do not say which dates it changed).
   */
  const write =
    <A extends unknown[], T>(statement: (...args: A) => Promise<T>, datesOf: (...args: A) => string[] = () => []) =>
    (...args: A): Promise<T> =>
      writeThenInvalidate(db, statement(...args), () => onChanged(datesOf(...args)));
  return {
    locked,
    transaction,
    listOn: (date: string, simulatorId?: number) => listOn(db, date, simulatorId),
    listDaySpans: (from: string, to: string, simulatorId?: number) => listDaySpans(db, from, to, simulatorId),
    listMemberBookings: (userId: number, range?: DatedRange) => listMemberBookings(db, userId, range),
    page: (query: AdminBookingsQuery) => page(db, query),
    batchAfter: (afterId: number, size: number) => batchAfter(db, afterId, size),
    heldBy: (userId: number) => heldBy(db, userId),
    spansBetween: (from: string, to: string) => spansBetween(db, from, to),
    detachToGuest: write((id: number, label: string) => detachToGuest(db, id, label)),
    find: (id: number) => find(db, id),
    insert: write<[fields: OccupancyFields, createdAt?: string], Occupancy>(
      (fields, createdAt = isoTimestamp()) => insert(db, fields, createdAt),
      (fields) => [fields.bookingDate],
    ),
    update: write((id: number, fields: OccupancyFields, changedAt: string) => update(db, id, fields, changedAt)),
    delete: write((id: number) => remove(db, id)),
    cancel: write((id: number, at: string, by: number | null) => cancel(db, id, at, by)),
    deleteLeague: write((leagueId: number, fromDate?: string) => removeLeague(db, leagueId, fromDate)),
    // A check-in changes none of the day grid's columns: nothing kept to drop.
    setArrival: (id: number, arrivedAt: string | null) => setArrival(db, id, arrivedAt),
    // Nor does a no-show mark.
    setNoShow: (id: number, at: string | null) => setNoShow(db, id, at),
    noShowAt: (id: number) => noShowAt(db, id),
    visitsBefore: (userId: number, before: { date: string; startTime: string; exceptId: number }, limit: number) =>
      visitsBefore(db, userId, before, limit),
    findUser: (userId: number) => findUser(db, userId),
  };
}

export type BookingsRepository = ReturnType<typeof bindRepository>;

/**
 * Runs `work` with a repository bound to one transaction that first takes the booking lock of every date in
 * `dates`, and that transaction as a unit of work other features' repositories can join. Inside `work`, use
 * only what it is given: the plain Knex would need a second connection while the lock is held.
 */
type LockRunner = <T>(
  dates: readonly string[],
  work: (repo: BookingsRepository, unitOfWork: UnitOfWork) => Promise<T>,
) => Promise<T>;

/**
 * Like LockRunner without the booking lock: for writes that change no bay's availability (the desk's check-in) but
 * must commit together with their activity log entry (docs/decisions/135-every-staff-write-in-the-activity-log.md).
 */
type TransactionRunner = <T>(work: (repo: BookingsRepository, unitOfWork: UnitOfWork) => Promise<T>) => Promise<T>;

/** Told after a write to the bookings table with the dates it changed ([]: any date). */
type ChangeHook = (dates: readonly string[]) => void;

export interface BookingsRepositoryOptions {
  /** Told after every write to the bookings table (composition passes the kept day copies' `forget`). */
  onChanged?: ChangeHook;
}

/** The repository as the service sees it: no Knex types leak out. */
export function createBookingsRepository(
  db: Knex,
  { onChanged = () => {} }: BookingsRepositoryOptions = {},
): BookingsRepository {
  const noNesting = () => {
    throw new Error('Nested booking transactions are not supported');
  };
  // A connection lost while the work ran committed nothing: the work is run once more (decision 160).
  const inTransaction = <T>(
    lockDates: readonly string[] | null,
    work: (repo: BookingsRepository, unitOfWork: UnitOfWork) => Promise<T>,
  ) =>
    transactionRetriedOnce(db, async (trx) => {
      if (lockDates) await withBookingLock(trx, lockDates);
      return work(bindRepository(trx, noNesting, noNesting, onChanged), unitOfWorkFor(trx));
    });
  return bindRepository(
    db,
    (dates, work) => inTransaction(dates, work),
    (work) => inTransaction(null, work),
    onChanged,
  );
}
