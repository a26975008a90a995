// Occupancy persistence: the only code that touches the bookings table, which holds every use of a bay
// (member and staff bookings, walk-ins, league reservations, lessons; docs/decisions/080-one-occupancy-model.md).
// Rows (snake_case) are mapped to core types here, so dates are always 'yyyy-MM-dd', times 'HH:mm:ss' and
// timestamps ISO strings, whichever database returned them. Writes run inside `locked`, one transaction holding
// the booking lock of their dates (docs/decisions/020-booking-locking.md).
import type { Knex } from 'knex';
import {
  bayName,
  MEMBER_BOOKING_KINDS,
  OCCUPANCY_KINDS,
  type AdminBookingsQuery,
  type Occupancy,
  type OccupancyKind,
  type Page,
} from '@longwood/core';
import { toBool, transactionRetriedOnce, withBookingLock } from '../../db/dialect';
import { readPage, whereSearch } from '../../db/paging';
import { isoTimestamp } from '../../db/timestamps';
import { unitOfWorkFor, type UnitOfWork } from '../../db/unit-of-work';

/** Either the app's Knex or a transaction handle: callers inside a locked transaction pass the handle. */
type Queryable = Knex | Knex.Transaction;

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
  league_id: number | string | null;
  coach_id: number | string | null;
}

/** An occupancy with its bay's name (the owner's "My Bookings", staff lists). */
export type OccupancyWithSimulator = Occupancy & { simulatorName: string };

/** An occupancy as staff see it: with the member's identity when it has one. */
export type OccupancyWithUser = OccupancyWithSimulator & { username: string | null; email: string | null };

/** The columns a write sets: everything but id and created_at's default. */
export type OccupancyFields = Omit<Occupancy, 'id' | 'createdAt'>;

// Storage is text in both dialects (docs/decisions/012-sqlite-and-postgres-types.md); these only normalise
// rows written by other tools ('HH:mm' without seconds, a space instead of 'T' in a timestamp).
function toTimeString(value: string): string {
  const [h = '00', m = '00', sec = '00'] = value.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}:${sec.slice(0, 2).padStart(2, '0')}`;
}

function toTimestamp(value: string): string {
  const parsed = new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}

const toId = (value: number | string | null): number | null => (value === null ? null : Number(value));

const isKind = (value: string): value is OccupancyKind => (OCCUPANCY_KINDS as readonly string[]).includes(value);

function toOccupancy(row: OccupancyRow): Occupancy {
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
    createdAt: toTimestamp(row.created_at),
    createdBy: toId(row.created_by),
    guestName: row.guest_name,
    guestPhone: row.guest_phone,
    leagueId: toId(row.league_id),
    coachId: toId(row.coach_id),
  };
}

const COLUMNS = [
  'id',
  'kind',
  'user_id',
  'simulator_id',
  'booking_date',
  'start_time',
  'end_time',
  'created_at',
  'created_by',
  'guest_name',
  'guest_phone',
  'league_id',
  'coach_id',
] as const;
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
    league_id: fields.leagueId,
    coach_id: fields.coachId,
  };
}

const simulatorNameOf = (row: { simulator_name: string | null; simulator_id: number | string }) =>
  row.simulator_name ?? bayName(Number(row.simulator_id));

/** Every occupancy on `date`, optionally of one bay, in start order. */
async function listOn(db: Queryable, date: string, simulatorId?: number): Promise<Occupancy[]> {
  const query = db('bookings')
    .select(QUALIFIED_COLUMNS)
    .where('bookings.booking_date', date)
    .orderBy([
      { column: 'bookings.start_time', order: 'asc' },
      { column: 'bookings.simulator_id', order: 'asc' },
    ]);
  if (simulatorId !== undefined) void query.andWhere('bookings.simulator_id', simulatorId);
  return ((await query) as OccupancyRow[]).map(toOccupancy);
}

/** One member's own bookings (kinds member and staff) with the bay name, oldest first. */
async function listMemberBookings(db: Queryable, userId: number): Promise<OccupancyWithSimulator[]> {
  const rows = (await db('bookings')
    .leftJoin('simulators', 'simulators.id', 'bookings.simulator_id')
    .select([...QUALIFIED_COLUMNS, 'simulators.name as simulator_name'])
    .where('bookings.user_id', userId)
    .whereIn('bookings.kind', MEMBER_BOOKING_KINDS)
    .orderBy([
      { column: 'bookings.booking_date', order: 'asc' },
      { column: 'bookings.start_time', order: 'asc' },
      { column: 'bookings.id', order: 'asc' },
    ])) as (OccupancyRow & { simulator_name: string | null })[];
  return rows.map((row) => ({ ...toOccupancy(row), simulatorName: simulatorNameOf(row) }));
}

type RowWithUser = OccupancyRow & { simulator_name: string | null; username: string | null; email: string | null };

const WITH_USER_COLUMNS = [
  ...QUALIFIED_COLUMNS,
  'simulators.name as simulator_name',
  'users.username as username',
  'users.email as email',
];

function withUser(db: Queryable): Knex.QueryBuilder {
  return db('bookings')
    .leftJoin('simulators', 'simulators.id', 'bookings.simulator_id')
    .leftJoin('users', 'users.id', 'bookings.user_id');
}

function toOccupancyWithUser(row: RowWithUser): OccupancyWithUser {
  return { ...toOccupancy(row), simulatorName: simulatorNameOf(row), username: row.username, email: row.email };
}

/**
 * A page of occupancies with bay and member (admin lists): a date range, a member, a bay and a search over the
 * member's username and e-mail and a walk-in's name. Sorted by date and start ('date') or by creation.
 */
async function page(db: Queryable, query: AdminBookingsQuery): Promise<Page<OccupancyWithUser>> {
  const base = withUser(db);
  if (query.from !== undefined) void base.where('bookings.booking_date', '>=', query.from);
  if (query.to !== undefined) void base.where('bookings.booking_date', '<=', query.to);
  if (query.userId !== undefined) void base.where('bookings.user_id', query.userId);
  if (query.simulatorId !== undefined) void base.where('bookings.simulator_id', query.simulatorId);
  whereSearch(base, query.q, ['users.username', 'users.email', 'bookings.guest_name']);
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
  return readPage(base, query, (q) => q.select(WITH_USER_COLUMNS).orderBy(order), toOccupancyWithUser);
}

/** Up to `size` occupancies with id above `afterId`, in id order (streamed exports). */
async function batchAfter(db: Queryable, afterId: number, size: number): Promise<OccupancyWithUser[]> {
  const rows = (await withUser(db)
    .select(WITH_USER_COLUMNS)
    .where('bookings.id', '>', afterId)
    .orderBy('bookings.id')
    .limit(size)) as RowWithUser[];
  return rows.map(toOccupancyWithUser);
}

/** Date and times of every occupancy between two dates (inclusive), for the utilisation figures. */
async function spansBetween(db: Queryable, from: string, to: string) {
  const rows = (await db('bookings')
    .select(['booking_date', 'start_time', 'end_time'])
    .whereBetween('booking_date', [from, to])) as Pick<OccupancyRow, 'booking_date' | 'start_time' | 'end_time'>[];
  return rows.map((r) => ({
    bookingDate: r.booking_date,
    startTime: toTimeString(r.start_time),
    endTime: toTimeString(r.end_time),
  }));
}

/** Every occupancy a user holds as member (member, staff or lesson kinds), any date. */
async function heldBy(db: Queryable, userId: number): Promise<Occupancy[]> {
  const rows = (await db('bookings').select(COLUMNS).where('user_id', userId).orderBy('id')) as OccupancyRow[];
  return rows.map(toOccupancy);
}

/**
 * Keeps a past booking of a deleted account for reports: it becomes a walk-in under `label` (the owner check of
 * migration 007 needs a guest for a row without a member; docs/decisions/101-deleting-a-user.md).
 */
async function detachToGuest(db: Queryable, id: number, label: string): Promise<void> {
  await db('bookings')
    .where({ id })
    .update({ kind: 'walk_in', user_id: null, coach_id: null, guest_name: label, guest_phone: '' });
}

async function find(db: Queryable, id: number): Promise<Occupancy | null> {
  const row = (await db('bookings').select(COLUMNS).where({ id }).first()) as OccupancyRow | undefined;
  return row ? toOccupancy(row) : null;
}

async function insert(db: Queryable, fields: OccupancyFields, createdAt: string): Promise<Occupancy> {
  const [row] = await db('bookings')
    .insert({ ...toColumns(fields), created_at: createdAt })
    .returning<OccupancyRow[]>([...COLUMNS]);
  if (!row) throw new Error('Insert into bookings returned no row');
  return toOccupancy(row);
}

async function update(db: Queryable, id: number, fields: OccupancyFields): Promise<Occupancy | null> {
  const [row] = await db('bookings')
    .where({ id })
    .update(toColumns(fields))
    .returning<OccupancyRow[]>([...COLUMNS]);
  return row ? toOccupancy(row) : null;
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

/** Does this user exist, and is the user a member? (staff bookings are for members only) */
async function findUser(db: Queryable, userId: number): Promise<{ id: number; isMember: boolean } | null> {
  const row = (await db('users').select(['id', 'is_member']).where({ id: userId }).first()) as
    { id: number | string; is_member: boolean | number } | undefined;
  return row ? { id: Number(row.id), isMember: toBool(row.is_member) } : null;
}

function bindRepository(db: Queryable, locked: LockRunner) {
  return {
    locked,
    listOn: (date: string, simulatorId?: number) => listOn(db, date, simulatorId),
    listMemberBookings: (userId: number) => listMemberBookings(db, userId),
    page: (query: AdminBookingsQuery) => page(db, query),
    batchAfter: (afterId: number, size: number) => batchAfter(db, afterId, size),
    heldBy: (userId: number) => heldBy(db, userId),
    spansBetween: (from: string, to: string) => spansBetween(db, from, to),
    detachToGuest: (id: number, label: string) => detachToGuest(db, id, label),
    find: (id: number) => find(db, id),
    insert: (fields: OccupancyFields, createdAt: string = isoTimestamp()) => insert(db, fields, createdAt),
    update: (id: number, fields: OccupancyFields) => update(db, id, fields),
    delete: (id: number) => remove(db, id),
    deleteLeague: (leagueId: number, fromDate?: string) => removeLeague(db, leagueId, fromDate),
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

/** The repository as the service sees it: no Knex types leak out. */
export function createBookingsRepository(db: Knex): BookingsRepository {
  const noNesting: LockRunner = () => {
    throw new Error('Nested booking transactions are not supported');
  };
  return bindRepository(db, (dates, work) =>
    // A connection lost while the work ran committed nothing: the work is run once more (decision 160).
    transactionRetriedOnce(db, async (trx) => {
      await withBookingLock(trx, dates);
      return work(bindRepository(trx, noNesting), unitOfWorkFor(trx));
    }),
  );
}
