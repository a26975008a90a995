// Admin lists at scale (docs/decisions/100-admin-lists-paging-and-exports.md): `BENCH_ONLY=admin pnpm bench` (or
// `pnpm --filter @longwood/server bench:admin`). A script, not a test: it PRINTS figures, asserts nothing.
//
// For each database (SQLite file, then a fresh Postgres database), at two sizes (1 000 rows; then 200 000 bookings,
// 20 000 users and 20 000 contact submissions):
//   - a page of 50 rows of each database-view table, sorted as the screen first shows it, and a calendar day
//     (GET /api/admin/all-bookings?from=d&to=d&pageSize=100), 10 connections, BENCH_SECONDS each (default 5 s,
//     after 2 s of every endpoint on the fresh process, then its own 2 s warm-up): p50 / p99 latency and
//     requests/s, and p99 at 200 000 ÷ p99 at 1 000;
//   - at both sizes, the streamed CSV export of every booking: time to the first byte, total time and the
//     server's resident memory growth (sampled every 20 ms from /proc while it streams).
// BENCH_ADMIN_SIZES=small|large: one size only. BENCH_CPU_PROF=<dir>: each server process under `node --cpu-prof` (see bench/run.ts and bench/profile-summary.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { addDaysToDateString, DATABASE_EXPORTS, facilityToday, minutesToTime } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createDb } from '../src/db/create-db';
import { isPostgres } from '../src/db/dialect';
import { migrateLatest } from '../src/db/migrations';
import { seedSimulators } from '../src/db/seeds';
import { freshPostgres, insertAll, passwordHash, signIn, userRows, type Cleanups } from './support/data';
import { benchHeading, load, warmUp, type PhaseResult } from './support/load';
import { rssMb, startServer, type DatabaseSettings } from './support/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const ADMIN_CONNECTIONS = 10;
/**
 * Before any endpoint is measured, each gets this much load on the fresh process (then its own 2 s warm-up). At
 * BENCH_BACKGROUND_LOAD=2 the first endpoint measured was the slowest in every run, on both databases (users page p99
 * 116 / 167 and 71 / 252 ms against 37-82 ms for the others, 2026-11-28 12:00 and 12:15 UTC): V8's optimising compiler
 * runs on a background thread that a loaded machine starves, as the league night's warm-up found.
 */
const SERVER_WARM_UP_SECONDS = 2;
const ADMIN_USERNAME = 'bench-admin@example.com';

interface Size {
  label: string;
  bookings: number;
  users: number;
  contacts: number;
}
const SMALL: Size = { label: '1 000 rows', bookings: 1_000, users: 1_000, contacts: 1_000 };
const LARGE: Size = { label: '200 000 bookings', bookings: 200_000, users: 20_000, contacts: 20_000 };
/** BENCH_ADMIN_SIZES=small (or large): one size only, e.g. for a quick profile. */
type SizeName = 'small' | 'large';
const SIZES = (process.env.BENCH_ADMIN_SIZES ?? 'small,large').split(',') as SizeName[];

/** One-hour bookings back to back, 00:00-23:00 on both bays, day after day back from today (valid, no overlaps). */
function bookingRows(count: number, userIds: readonly number[], now: string) {
  const perDay = 2 * 23;
  const firstDay = addDaysToDateString(facilityToday(new Date()), -Math.ceil(count / perDay) + 15);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i += 1) {
    const day = Math.floor(i / perDay);
    const bay = (i % perDay) % 2 === 0 ? 1 : 2;
    const hour = Math.floor((i % perDay) / 2);
    const userId = userIds[i % userIds.length]!;
    rows.push({
      kind: 'member',
      user_id: userId,
      created_by: userId,
      simulator_id: bay,
      booking_date: addDaysToDateString(firstDay, day),
      start_time: minutesToTime(hour * 60),
      end_time: minutesToTime(hour * 60 + 60),
      created_at: now,
    });
  }
  return rows;
}

async function populate(db: Knex, size: Size): Promise<void> {
  await migrateLatest(db);
  await seedSimulators(db);
  const now = new Date().toISOString();
  const emails = [ADMIN_USERNAME, ...Array.from({ length: size.users - 1 }, (_, i) => `bench-user-${i}@example.com`)];
  await insertAll(db, 'users', userRows(emails, await passwordHash(), now, { firstIsAdmin: true }), 500);
  const ids = (await db('users').select('id').orderBy('id')).map((r: { id: unknown }) => Number(r.id));
  await db.transaction(async (trx) => insertAll(trx, 'bookings', bookingRows(size.bookings, ids, now), 500));
  const contacts = Array.from({ length: size.contacts }, (_, i) => ({
    created_at: new Date(Date.parse(now) - i * 60_000).toISOString(),
    name: `Visitor ${i}`,
    email: `visitor-${i}@example.com`,
    phone: '4075550142',
    interest: 'free_sim_demo',
    message: 'I would like a free demo.',
    is_read: i % 3 === 0,
    became_member: false,
    client_ip: '127.0.0.1',
  }));
  await db.transaction(async (trx) => insertAll(trx, 'contact_submissions', contacts, 500));
  // Vacuumed, with fresh statistics, as autovacuum would have left a database that grew to this size over time: the
  // rows' visibility known (hint bits set, the visibility map filled), so neither the first reads nor autovacuum's
  // worker, which 200 000 new rows would start, write behind the measured requests.
  if (isPostgres(db)) await db.raw('VACUUM ANALYZE');
}

async function measure(url: string, cookie: string, seconds: number, serverPid?: number): Promise<PhaseResult> {
  const check = await fetch(url, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  return load(
    url,
    { url, connections: ADMIN_CONNECTIONS, headers: { cookie } },
    { seconds, warmupSeconds: 2, serverPid },
  );
}

/** The whole bookings export: first byte, total, and the server's memory growth while it streams. */
async function exportFigures(baseUrl: string, cookie: string, pid: number | undefined) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const res = await fetch(`${baseUrl}${DATABASE_EXPORTS.bookings.path}`, { headers: { cookie } });
  const reader = res.body!.getReader();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines += 1;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return { status: res.status, firstByteMs, totalMs, bytes, rows: lines - 1, growthMb: peak - before };
}

const ENDPOINTS = (date: string) => [
  { label: 'User Accounts page (50, by id)', path: '/api/admin/users?page=1&pageSize=50&sort=id&dir=asc' },
  {
    label: 'Bookings page (50, newest date first)',
    path: '/api/admin/all-bookings?page=1&pageSize=50&sort=date&dir=desc',
  },
  {
    label: 'Contact Submissions page (50, newest first)',
    path: '/api/admin/all-contact-submissions?page=1&pageSize=50&sort=createdAt&dir=desc',
  },
  { label: 'Calendar day (one date, up to 100)', path: `/api/admin/all-bookings?from=${date}&to=${date}&pageSize=100` },
];

type Database = { dialect: 'SQLite' | 'Postgres'; settings: DatabaseSettings };

async function provision(dialect: Database['dialect'], cleanups: Cleanups): Promise<Database> {
  if (dialect === 'SQLite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-admin-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { dialect, settings: { SQLITE_FILE: path.join(dir, 'bench.sqlite3') } };
  }
  return { dialect, settings: { DATABASE_URL: await freshPostgres('lgf_bench_admin', cleanups) } };
}

/** One database and size: each endpoint's figures and the export's, each with what `beside` measured just before. */
export interface AdminFigures<B = undefined> {
  dialect: Database['dialect'];
  size: string;
  endpoints: Array<{ label: string; p50: number; p99: number; meanLatency: number; beside: B }>;
  export: Awaited<ReturnType<typeof exportFigures>> & { beside: B };
}

/**
 * `script`: the server to start (bench/run.ts passes the production build, dist/main.js, or src/main.ts); `sizes`:
 * 'small' (1 000 rows) and/or 'large' (200 000 bookings), BENCH_ADMIN_SIZES by default (bench/budgets.ts: large);
 * `beside`: measured just before each endpoint's load and before the export, kept with their figures (bench/budgets.ts:
 * the baselines of support/baseline.ts).
 */
export async function runAdminBench<B = undefined>(
  script: string,
  {
    sizes = SIZES,
    seconds = SECONDS,
    beside,
  }: { sizes?: readonly SizeName[]; seconds?: number; beside?: (before: 'endpoint' | 'export') => Promise<B> } = {},
): Promise<AdminFigures<B>[]> {
  const chosen = sizes.map((name) => (name === 'large' ? LARGE : SMALL));
  console.log(
    `${benchHeading('Admin lists at scale', `${seconds} s per endpoint, ${ADMIN_CONNECTIONS} connections`)}\n`,
  );
  const date = addDaysToDateString(facilityToday(new Date()), 1);
  const figures: AdminFigures<B>[] = [];
  for (const dialect of ['SQLite', 'Postgres'] as const) {
    const results = new Map<string, PhaseResult[]>();
    for (const size of chosen) {
      const cleanups: Cleanups = [];
      try {
        const database = await provision(dialect, cleanups);
        const db = createDb({ SQLITE_FILE: '', ...database.settings });
        const t0 = performance.now();
        await populate(db, size);
        await db.destroy();
        console.log(
          `[${dialect}] ${size.label}: ${size.bookings} bookings, ${size.users} users, ${size.contacts} contact submissions (populated in ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
        );
        const server = await startServer(database.settings, await freePort(), { script, env: { LOG_LEVEL: 'warn' } });
        cleanups.unshift(server.stop);
        const cookie = await signIn(server.baseUrl, ADMIN_USERNAME);
        const endpoints: AdminFigures<B>['endpoints'] = [];
        // The process has just started: every endpoint is sent SERVER_WARM_UP_SECONDS of requests before the first is
        // measured, so the code they share (the session, the page reader, the response check) is optimised by then.
        for (const endpoint of ENDPOINTS(date)) {
          const url = `${server.baseUrl}${endpoint.path}`;
          await warmUp({ url, connections: ADMIN_CONNECTIONS, headers: { cookie } }, SERVER_WARM_UP_SECONDS);
        }
        for (const endpoint of ENDPOINTS(date)) {
          const before = (await beside?.('endpoint')) as B;
          const m = await measure(`${server.baseUrl}${endpoint.path}`, cookie, seconds, server.child.pid);
          endpoints.push({ label: endpoint.label, p50: m.p50, p99: m.p99, meanLatency: m.meanLatency, beside: before });
          results.set(endpoint.label, [...(results.get(endpoint.label) ?? []), m]);
          console.log(
            `  ${endpoint.label.padEnd(44)} p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   ${m.rps.toFixed(0).padStart(5)} req/s   server CPU ${m.cpuMsPerRequest.toFixed(2)} ms/req${m.non2xx ? `   ${m.non2xx} non-2xx` : ''}`,
          );
        }
        {
          // At both sizes: memory growth should not follow the table (docs/decisions/107-export-first-bytes-and-memory.md).
          const before = (await beside?.('export')) as B;
          const e = await exportFigures(server.baseUrl, cookie, server.child.pid);
          console.log(
            `  Bookings CSV export: ${e.status}, ${e.rows} rows, ${(e.bytes / 1024 / 1024).toFixed(1)} MB; first bytes after ${e.firstByteMs.toFixed(0)} ms, all in ${(e.totalMs / 1000).toFixed(1)} s; server memory growth ${e.growthMb.toFixed(1)} MB`,
          );
          figures.push({ dialect, size: size.label, endpoints, export: { ...e, beside: before } });
        }
      } finally {
        for (const cleanup of cleanups) await cleanup();
      }
    }
    console.log(`  [${dialect}] p99 at 200 000 bookings ÷ p99 at 1 000 rows:`);
    for (const [label, [small, large]] of results) {
      if (!small || !large) continue;
      console.log(`    ${label.padEnd(44)} ${(large.p99 / Math.max(small.p99, 1)).toFixed(2)}×`);
    }
    console.log('');
  }
  return figures;
}
