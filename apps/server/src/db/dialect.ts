// Where SQLite and Postgres differ, for every repository: repositories call these helpers instead of branching on the
// client. A module whose whole job differs by database branches on `isPostgres` from here itself: the session store's
// read of the user id inside the session's JSON, the change relay (LISTEN/NOTIFY or in-process), kept statements and
// the shot runs' COPY. Storage conventions shared by both dialects
// (docs/decisions/012-sqlite-and-postgres-types.md):
//   dates 'yyyy-MM-dd' and times 'HH:mm:ss' are text; timestamps are ISO-8601 UTC text;
//   booleans come back as 0/1 from SQLite and true/false from Postgres → toBool();
//   counts come back as number (SQLite) or string (Postgres bigint) → toNumber().
import type { Knex } from 'knex';

export const isPostgres = (db: Knex): boolean => (db.client as Knex.Client).config.client === 'pg';
interface SqliteConnection {
  serialize(cb: () => void): void;
  run(sql: string, cb?: (err: Error | null) => void): void;
}

/**
 * Per-connection SQLite settings: enforce foreign keys (off by default in SQLite), WAL so readers
 * never block the writer, and a busy timeout so a second process waits for the write lock instead
 * of failing at once with SQLITE_BUSY.
 */
export function sqliteAfterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void): void {
  const pragmas = [
    'PRAGMA foreign_keys = ON',
    'PRAGMA journal_mode = WAL',
    'PRAGMA busy_timeout = 15000',
    'PRAGMA synchronous = NORMAL',
  ];
  let failed: Error | null = null;
  conn.serialize(() => {
    pragmas.forEach((sql, index) => {
      conn.run(sql, (err) => {
        failed ??= err;
        if (index === pragmas.length - 1) done(failed, conn);
      });
    });
  });
}

/** SQL for the day of the week (0 = Sunday) of a 'yyyy-MM-dd' text column, for grouping by weekday. */
export function weekdaySql(db: Knex, column: string): string {
  return isPostgres(db)
    ? `CAST(EXTRACT(DOW FROM CAST(${column} AS date)) AS INTEGER)`
    : `CAST(strftime('%w', ${column}) AS INTEGER)`;
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** Row id from `insert(...).returning('id')` (both dialects return `[{ id }]`). */
export function insertedId(rows: unknown[]): number {
  const first = rows[0] as { id?: unknown } | number | undefined;
  const id = typeof first === 'object' && first !== null ? first.id : first;
  return toNumber(id);
}

/** Inserts `row` into `table` and gives the id the database gave it. */
export async function insertRow(
  db: Knex | Knex.Transaction,
  table: string,
  row: Record<string, unknown>,
): Promise<number> {
  return insertedId(await db(table).insert(row).returning('id'));
}

/** True when the error is a unique-constraint violation (e.g. a duplicate email racing past a check). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; message?: string };
  if (e.code === '23505') return true;
  return e.code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test(e.message ?? '');
}

/** True when the error is a foreign-key violation (the referenced row does not exist). */
/**
 * After inserting explicit ids (seeds: Bay 1 and Bay 2), move the Postgres sequence past them so the
 * next generated id does not collide. SQLite's rowid needs nothing.
 */
export async function syncIdSequence(db: Knex, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await db.raw(
    `SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ??), 1), (SELECT COUNT(*) > 0 FROM ??))`,
    [table, table, table],
  );
}

/**
 * Deletes expired rows of the session store's table. Its `expired` column is timestamptz on Postgres and
 * ISO text on SQLite (written by db/session-store.ts).
 */
export async function deleteExpiredSessions(db: Knex, now: Date): Promise<void> {
  if (isPostgres(db)) {
    await db('sessions').where('expired', '<', now).delete();
    return;
  }
  await db('sessions').whereRaw('datetime(expired) < datetime(?)', [now.toISOString()]).delete();
}

// ============================================================================================
// WRITE LOCKS
// A named lock held until the surrounding transaction ends. Call it as the FIRST statement of the
// transaction:
//   Postgres: a transaction-scoped advisory lock on hashtext(name) — other names proceed in parallel.
//   SQLite:   a real write to app_locks, which takes the database's single write lock before any read,
//             so concurrent processes queue on busy_timeout instead of failing with SQLITE_BUSY when a
//             read transaction later tries to upgrade. (SQLite has one writer anyway: names don't matter.)
// ============================================================================================

/**
 * Takes a named write lock inside an open transaction (held until it ends). Besides the runners below, a use case
 * that already holds another lock may take one after it, when nothing takes the two the other way round. A
 * repository bound to the pool, not a transaction, throws: a lock outside a transaction would end at once.
 */
export async function acquireWriteLock(db: Knex | Knex.Transaction, name: string): Promise<void> {
  if (!('isTransaction' in db) || !db.isTransaction) throw new Error(`The write lock ${name} needs a transaction`);
  const trx = db as Knex.Transaction;
  if (isPostgres(trx)) {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [name]);
    return;
  }
  await trx.raw(
    'INSERT INTO app_locks (name, acquired_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET acquired_at = excluded.acquired_at',
    [name, new Date().toISOString()],
  );
}

/**
 * Runs `fn` in a transaction that first takes every named write lock (in sorted order, so two callers naming
 * the same locks cannot deadlock). On SQLite one write lock covers them all.
 */
export async function runInWriteLocks<T>(
  db: Knex,
  names: readonly string[],
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  const sorted = [...new Set(names)].sort();
  return db.transaction(async (trx) => {
    if (isPostgres(trx)) for (const name of sorted) await acquireWriteLock(trx, name);
    else await acquireWriteLock(trx, 'rate-limits');
    return fn(trx);
  });
}

/** Runs `fn` in a transaction that first takes the named write lock. */
export async function runInWriteLock<T>(db: Knex, name: string, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await acquireWriteLock(trx, name);
    return fn(trx);
  });
}

// ============================================================================================
// BOOKING LOCK — owned by the bookings feature (apps/server/src/features/bookings).
// docs/decisions/020-booking-locking.md. Every write that can create or move a booking runs in one
// transaction whose FIRST statement is withBookingLock, then re-reads the day and re-checks the rules.
//   Postgres: pg_advisory_xact_lock(BOOKING_LOCK_NAMESPACE, yyyymmdd) per date — the two-key form, so
//             no hashing and no collision between dates (nor with acquireWriteLock's one-key locks);
//             several dates are locked in ascending order so two multi-date writers cannot deadlock.
//             Keep READ COMMITTED: each later statement sees what the previous holder committed.
//   SQLite:   acquireWriteLock's real write takes the database write lock before any read (what
//             BEGIN IMMEDIATE would do; Knex only sends a deferred BEGIN) and waits on busy_timeout
//             for other processes. SQLite has one writer, so the date does not matter there.
// ============================================================================================

/** How long a booking write waits for the lock before answering 503 (matches SQLite's busy_timeout). */
const BOOKING_LOCK_WAIT_MS = 15_000;

/** First key of the booking advisory lock: 'LWBK' as an int4 (visible as classid in pg_locks). */
export const BOOKING_LOCK_NAMESPACE = 0x4c57424b;

/** 'yyyy-MM-dd' → 20261121, the second key of the booking advisory lock. */
function bookingLockKey(bookingDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookingDate)) throw new RangeError(`Invalid booking date for lock: ${bookingDate}`);
  return Number(bookingDate.replaceAll('-', ''));
}

/** Serialises booking writes for the given facility date(s). Call first inside the transaction. */
export async function withBookingLock(trx: Knex.Transaction, bookingDates: string | readonly string[]): Promise<void> {
  const dates = typeof bookingDates === 'string' ? [bookingDates] : bookingDates;
  const keys = [...new Set(dates.map(bookingLockKey))].sort((a, b) => a - b);
  if (isPostgres(trx)) {
    // Never wait forever behind a stuck transaction: after BOOKING_LOCK_WAIT_MS the request fails as
    // "busy, try again" (isLockTimeout) instead of hanging. Same bound as SQLite's busy_timeout.
    // One round trip for the bound and the first date's lock (decision 020): set_config(..., true) is SET LOCAL,
    // and OFFSET 0 keeps the subquery a separate step, so the bound is in force before the lock is waited for.
    const [first, ...others] = keys;
    if (first === undefined) return;
    await trx.raw(
      'SELECT pg_advisory_xact_lock(?::int4, ?::int4) FROM (SELECT set_config(?, ?, true) OFFSET 0) AS bound',
      [BOOKING_LOCK_NAMESPACE, first, 'lock_timeout', `${BOOKING_LOCK_WAIT_MS}ms`],
    );
    for (const key of others) {
      await trx.raw('SELECT pg_advisory_xact_lock(?::int4, ?::int4)', [BOOKING_LOCK_NAMESPACE, key]);
    }
    return;
  }
  await acquireWriteLock(trx, 'bookings');
}

/** Alias kept for the brief's wording: runs `fn` holding the booking lock of `bookingDate`. */
export async function withDateLock<T>(
  db: Knex,
  bookingDate: string,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (trx) => {
    await withBookingLock(trx, bookingDate);
    return fn(trx);
  });
}

/** Postgres refused a same-bay overlap (exclusion constraint of migration 006): a lost race, i.e. a 409. */
export function isBookingOverlapViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23P01';
}

/**
 * Gave up waiting for the booking lock: SQLite's busy_timeout or Postgres's lock_timeout (55P03) elapsed.
 * Retryable, not a bug.
 */
export function isLockTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === '55P03';
}

// ============================================================================================
// END BOOKING LOCK
// ============================================================================================

// ============================================================================================
// LOST CONNECTIONS (docs/decisions/160-database-faults-answer-503.md)
// A connection that died (Postgres terminated the backend, restarted, refused new connections; the pool
// timed out; SQLite could not open or write its file) fails the one request with 503 + Retry-After, never
// the process. A transaction whose work failed that way committed nothing and is retried once.
// ============================================================================================

const CONNECTION_ERROR_CODES = new Set([
  // Postgres: class 08 (connection exception), 57P01-03 (terminated by administrator, crash, starting up),
  // 53300 (too many connections).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Sockets.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // SQLite: the file cannot be opened or written.
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_READONLY',
]);

const CONNECTION_ERROR_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /terminating connection due to administrator command/i,
  /Knex: Timeout acquiring a connection/i,
  /Unable to acquire a connection/i,
  /Connection ended unexpectedly/i,
  /The pool is probably full/i,
];

/** True when `error` says the database connection is gone or cannot be had (a retryable 503, not a bug). */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
  if (typeof e.code === 'string' && CONNECTION_ERROR_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Runs `work` in a transaction; when it fails because the connection died *while the work ran* (so nothing
 * was committed: the server rolls back a transaction whose session ended), runs it once more on a fresh
 * connection. A failure of the COMMIT itself is ambiguous (it may have been applied), so it is never retried.
 * Anything else propagates unchanged; a second connection loss propagates too (the error middleware turns it
 * into 503).
 */
export async function transactionRetriedOnce<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let workFinished = false;
    try {
      return await db.transaction(async (trx) => {
        const result = await work(trx);
        workFinished = true;
        return result;
      });
    } catch (error) {
      if (attempt >= 2 || workFinished || !isConnectionLost(error)) throw error;
    }
  }
}
