// Bookings persistence: the only booking code that touches Knex. Rows (snake_case) are mapped to the core
// types here, so dates are always 'yyyy-MM-dd', times 'HH:mm:ss' and timestamps ISO strings, whichever
// database returned them. Writes that can create or move a booking run inside `inBookingTransaction`
// (docs/decisions/020-booking-locking.md).
import type { Knex } from 'knex';
import { DAYS_OF_WEEK, type Booking, type DayOfWeek, type LeagueSession } from '@longwood/core';
import { toBool, withBookingLock } from '../../db/dialect';
import { isoTimestamp } from '../../db/timestamps';

/** Either the app's Knex or a transaction handle: callers inside a locked transaction pass the handle. */
export type Queryable = Knex | Knex.Transaction;

interface BookingRow {
  id: number | string;
  user_id: number | string;
  simulator_id: number | string;
  booking_date: string;
  start_time: string;
  end_time: string;
  created_at: string;
}

/** A booking as its owner sees it in "My Bookings": with the bay's name. */
export interface BookingWithSimulator extends Booking {
  simulatorName: string;
}

/** A booking as an admin sees it: with the member's identity. */
export interface BookingWithUser extends BookingWithSimulator {
  username: string;
  email: string | null;
}

export interface NewBooking {
  userId: number;
  /** ISO timestamp from the service's clock. */
  createdAt?: string;
  simulatorId: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

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

function toBooking(row: BookingRow): Booking {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    simulatorId: Number(row.simulator_id),
    bookingDate: row.booking_date,
    startTime: toTimeString(row.start_time),
    endTime: toTimeString(row.end_time),
    createdAt: toTimestamp(row.created_at),
  };
}

const BOOKING_COLUMNS = [
  'bookings.id',
  'bookings.user_id',
  'bookings.simulator_id',
  'bookings.booking_date',
  'bookings.start_time',
  'bookings.end_time',
  'bookings.created_at',
];

/**
 * Runs `work` in one transaction that first takes the booking lock of every date in `dates`.
 * Inside `work`, use only `trx`: the plain Knex would need a second connection while the lock is held.
 */
export async function inBookingTransaction<T>(
  db: Knex,
  dates: readonly string[],
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (trx) => {
    await withBookingLock(trx, dates);
    return work(trx);
  });
}

/** Every booking on `date`, optionally for one bay, in start order. */
async function listBookingsOn(db: Queryable, date: string, simulatorId?: number): Promise<Booking[]> {
  const query = db('bookings')
    .select(BOOKING_COLUMNS)
    .where('bookings.booking_date', date)
    .orderBy([
      { column: 'bookings.start_time', order: 'asc' },
      { column: 'bookings.simulator_id', order: 'asc' },
    ]);
  if (simulatorId !== undefined) void query.andWhere('bookings.simulator_id', simulatorId);
  const rows = (await query) as BookingRow[];
  return rows.map(toBooking);
}

/** All of one member's bookings with the bay name, oldest first. */
async function listUserBookings(db: Queryable, userId: number): Promise<BookingWithSimulator[]> {
  const rows = (await db('bookings')
    .leftJoin('simulators', 'simulators.id', 'bookings.simulator_id')
    .select([...BOOKING_COLUMNS, 'simulators.name as simulator_name'])
    .where('bookings.user_id', userId)
    .orderBy([
      { column: 'bookings.booking_date', order: 'asc' },
      { column: 'bookings.start_time', order: 'asc' },
      { column: 'bookings.id', order: 'asc' },
    ])) as (BookingRow & { simulator_name: string | null })[];
  return rows.map((row) => ({
    ...toBooking(row),
    simulatorName: row.simulator_name ?? `Bay ${Number(row.simulator_id)}`,
  }));
}

/** Every booking with member and bay, newest date first (admin views and exports). */
async function listAllBookings(db: Queryable): Promise<BookingWithUser[]> {
  const rows = (await db('bookings')
    .leftJoin('simulators', 'simulators.id', 'bookings.simulator_id')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .select([
      ...BOOKING_COLUMNS,
      'simulators.name as simulator_name',
      'users.username as username',
      'users.email as email',
    ])
    .orderBy([
      { column: 'bookings.booking_date', order: 'desc' },
      { column: 'bookings.start_time', order: 'asc' },
      { column: 'bookings.simulator_id', order: 'asc' },
    ])) as (BookingRow & { simulator_name: string | null; username: string | null; email: string | null })[];
  return rows.map((row) => ({
    ...toBooking(row),
    simulatorName: row.simulator_name ?? `Bay ${Number(row.simulator_id)}`,
    username: row.username ?? '',
    email: row.email,
  }));
}

async function findBooking(db: Queryable, id: number): Promise<Booking | null> {
  const row = (await db('bookings').select(BOOKING_COLUMNS).where('bookings.id', id).first()) as
    | BookingRow
    | undefined;
  return row ? toBooking(row) : null;
}

async function insertBooking(db: Queryable, booking: NewBooking): Promise<Booking> {
  const [row] = (await db('bookings')
    .insert({
      user_id: booking.userId,
      simulator_id: booking.simulatorId,
      booking_date: booking.bookingDate,
      start_time: booking.startTime,
      end_time: booking.endTime,
      created_at: booking.createdAt ?? isoTimestamp(),
    })
    .returning(['id', 'user_id', 'simulator_id', 'booking_date', 'start_time', 'end_time', 'created_at'])) as BookingRow[];
  if (!row) throw new Error('Insert into bookings returned no row');
  return toBooking(row);
}

async function updateBooking(db: Queryable, id: number, booking: NewBooking): Promise<Booking | null> {
  const rows = (await db('bookings')
    .where({ id })
    .update({
      user_id: booking.userId,
      simulator_id: booking.simulatorId,
      booking_date: booking.bookingDate,
      start_time: booking.startTime,
      end_time: booking.endTime,
    })
    .returning(['id', 'user_id', 'simulator_id', 'booking_date', 'start_time', 'end_time', 'created_at'])) as BookingRow[];
  const [row] = rows;
  return row ? toBooking(row) : null;
}

/** True when a row was deleted. */
async function deleteBooking(db: Queryable, id: number): Promise<boolean> {
  const count = await db('bookings').where({ id }).del();
  return count > 0;
}

/** Does this user exist, and is the user a member? (admin bookings are for members only) */
async function findBookingUser(
  db: Queryable,
  userId: number,
): Promise<{ id: number; isMember: boolean } | null> {
  const row = (await db('users').select(['id', 'is_member']).where({ id: userId }).first()) as
    | { id: number | string; is_member: boolean | number }
    | undefined;
  return row ? { id: Number(row.id), isMember: toBool(row.is_member) } : null;
}

interface LeagueRow {
  start_date: string;
  end_date: string;
  day_of_week: string | null;
  start_time: string | null;
  end_time: string | null;
  is_active: boolean | number;
}

const isDayOfWeek = (value: string | null): value is DayOfWeek =>
  value !== null && (DAYS_OF_WEEK as readonly string[]).includes(value);

/** Sessions of active leagues whose date range covers `date` (core decides whether one overlaps a slot). */
async function listActiveLeaguesOn(db: Queryable, date: string): Promise<LeagueSession[]> {
  const rows = (await db('leagues')
    .select(['start_date', 'end_date', 'day_of_week', 'start_time', 'end_time', 'is_active'])
    .where('is_active', true)
    .andWhere('start_date', '<=', date)
    .andWhere('end_date', '>=', date)) as LeagueRow[];
  return rows.map((row) => ({
    isActive: toBool(row.is_active),
    startDate: row.start_date,
    endDate: row.end_date,
    dayOfWeek: isDayOfWeek(row.day_of_week) ? row.day_of_week : null,
    startTime: row.start_time,
    endTime: row.end_time,
  }));
}

/**
 * The repository as the service sees it: no Knex types leak out. `locked` runs `work` with a repository
 * bound to one transaction that holds the booking lock of `dates` (docs/decisions/020-booking-locking.md);
 * inside it, use only the repository it passes in.
 */
export function createBookingsRepository(db: Knex) {
  const noNesting: LockRunner = () => {
    throw new Error('Nested booking transactions are not supported');
  };
  return bindRepository(db, (dates, work) =>
    inBookingTransaction(db, dates, (trx) => work(bindRepository(trx, noNesting))),
  );
}

type LockRunner = <T>(dates: readonly string[], work: (repo: BookingsRepository) => Promise<T>) => Promise<T>;

function bindRepository(db: Queryable, locked: LockRunner) {
  return {
    locked,
    listOn: (date: string, simulatorId?: number) => listBookingsOn(db, date, simulatorId),
    listForUser: (userId: number) => listUserBookings(db, userId),
    listAll: () => listAllBookings(db),
    find: (id: number) => findBooking(db, id),
    insert: (booking: NewBooking) => insertBooking(db, booking),
    update: (id: number, booking: NewBooking) => updateBooking(db, id, booking),
    delete: (id: number) => deleteBooking(db, id),
    findUser: (userId: number) => findBookingUser(db, userId),
    activeLeaguesOn: (date: string) => listActiveLeaguesOn(db, date),
  };
}

export type BookingsRepository = ReturnType<typeof bindRepository>;

