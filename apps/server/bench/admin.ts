// Admin lists at scale (issue 7; docs/decisions/105-admin-lists-at-scale.md): `BENCH_ONLY=admin pnpm bench` (or
// `pnpm --filter @longwood/server bench:admin`). A script, not a test: it PRINTS figures, asserts nothing.
//
// For each database (SQLite file, then a fresh Postgres database), at two sizes (1 000 rows; then 200 000 bookings,
// 20 000 users and 20 000 contact submissions):
//   - a page of 50 rows of each database-view table, sorted as the screen first shows it, and a calendar day
//     (GET /api/admin/all-bookings?from=d&to=d&pageSize=100), 10 connections, BENCH_SECONDS each (default 5 s,
//     after a 2 s warm-up): p50 / p99 latency and requests/s, and p99 at 200 000 ÷ p99 at 1 000;
//   - at both sizes, the streamed CSV export of every booking: time to the first byte, total time and the
//     server's resident memory growth (sampled every 20 ms from /proc while it streams).
// BENCH_ADMIN_SIZES=small|large: one size only. BENCH_CPU_PROF=<dir>: each server process under `node --cpu-prof` (see bench/run.ts and bench/profile-summary.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import bcrypt from 'bcrypt';
import knex, { type Knex } from 'knex';
import { addDaysToDateString, facilityToday, minutesToTime } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createDb } from '../src/db/create-db';
import { migrateLatest } from '../src/db/migrations';
import { seedSimulators } from '../src/db/seeds';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PASSWORD = 'bench-password-123';
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
const SIZES = ((process.env.BENCH_ADMIN_SIZES ?? 'small,large').split(',') as Array<'small' | 'large'>).map((name) =>
  name === 'large' ? LARGE : SMALL,
);

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

async function insertAll(db: Knex, table: string, rows: Record<string, unknown>[], batch: number) {
  for (let i = 0; i < rows.length; i += batch) await db(table).insert(rows.slice(i, i + batch));
}

async function populate(db: Knex, size: Size): Promise<void> {
  await migrateLatest(db);
  await seedSimulators(db);
  const hash = await bcrypt.hash(PASSWORD, 10);
  const now = new Date().toISOString();
  await db('users').insert({
    username: ADMIN_USERNAME,
    email: ADMIN_USERNAME,
    phone: '4075550000',
    password_hash: hash,
    is_member: true,
    is_admin: true,
    is_coach: false,
    created_at: now,
  });
  const users = Array.from({ length: size.users - 1 }, (_, i) => ({
    username: `bench-user-${i}@example.com`,
    email: `bench-user-${i}@example.com`,
    phone: '4075550000',
    password_hash: hash,
    is_member: true,
    is_admin: false,
    is_coach: false,
    created_at: now,
  }));
  await insertAll(db, 'users', users, 500);
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
    email_status: 'sent',
    email_attempts: 1,
  }));
  await db.transaction(async (trx) => insertAll(trx, 'contact_submissions', contacts, 500));
  // Fresh statistics, as autovacuum would have them on a database that grew to this size over time.
  if (db.client.config.client === 'pg') await db.raw('ANALYZE');
}

function startServer(script: string, database: { DATABASE_URL?: string; SQLITE_FILE?: string }, port: number) {
  // node itself (not the tsx CLI, which runs the server in a child process): its pid is the server's, for /proc.
  // A TypeScript script gets tsx as node's loader.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...loader, script], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      BCRYPT_COST: '10',
      SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'lgf-bench-no-web-dist'),
      LOG_LEVEL: 'warn',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        await fetch(`${baseUrl}/healthz`);
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  return { baseUrl, child, ready, stop };
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function rssMb(pid: number | undefined): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

async function measure(url: string, cookie: string): Promise<Measured> {
  const check = await fetch(url, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const options = { url, connections: CONNECTIONS, headers: { cookie } };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx };
}

/** The whole bookings export: first byte, total, and the server's memory growth while it streams. */
async function exportFigures(baseUrl: string, cookie: string, pid: number | undefined) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/export/bookings`, { headers: { cookie } });
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

type Database = { dialect: 'SQLite' | 'Postgres'; settings: { DATABASE_URL?: string; SQLITE_FILE?: string } };

async function provision(dialect: Database['dialect'], cleanups: Array<() => Promise<void>>): Promise<Database> {
  if (dialect === 'SQLite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-admin-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { dialect, settings: { SQLITE_FILE: path.join(dir, 'bench.sqlite3') } };
  }
  const name = `lgf_bench_admin_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: PG_ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { dialect, settings: { DATABASE_URL: url.toString() } };
}

/** `script`: the server to start (bench/run.ts passes the production build, dist/main.js, or src/main.ts). */
export async function runAdminBench(script: string): Promise<void> {
  console.log(
    `Admin lists at scale — ${os.cpus().length} CPU(s), Node ${process.version}, ${SECONDS} s per endpoint, ${CONNECTIONS} connections; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}\n`,
  );
  const date = addDaysToDateString(facilityToday(new Date()), 1);
  for (const dialect of ['SQLite', 'Postgres'] as const) {
    const results = new Map<string, Measured[]>();
    for (const size of SIZES) {
      const cleanups: Array<() => Promise<void>> = [];
      try {
        const database = await provision(dialect, cleanups);
        const db = createDb({ SQLITE_FILE: '', ...database.settings });
        const t0 = performance.now();
        await populate(db, size);
        await db.destroy();
        console.log(
          `[${dialect}] ${size.label}: ${size.bookings} bookings, ${size.users} users, ${size.contacts} contact submissions (populated in ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
        );
        const server = startServer(script, database.settings, await freePort());
        cleanups.unshift(server.stop);
        await server.ready;
        const cookie = await signIn(server.baseUrl);
        for (const endpoint of ENDPOINTS(date)) {
          const m = await measure(`${server.baseUrl}${endpoint.path}`, cookie);
          results.set(endpoint.label, [...(results.get(endpoint.label) ?? []), m]);
          console.log(
            `  ${endpoint.label.padEnd(44)} p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   ${m.rps.toFixed(0).padStart(5)} req/s${m.non2xx ? `   ${m.non2xx} non-2xx` : ''}`,
          );
        }
        {
          // At both sizes: memory growth should not follow the table (docs/decisions/107-export-first-bytes-and-memory.md).
          const e = await exportFigures(server.baseUrl, cookie, server.child.pid);
          console.log(
            `  Bookings CSV export: ${e.status}, ${e.rows} rows, ${(e.bytes / 1024 / 1024).toFixed(1)} MB; first bytes after ${e.firstByteMs.toFixed(0)} ms, all in ${(e.totalMs / 1000).toFixed(1)} s; server memory growth ${e.growthMb.toFixed(1)} MB`,
          );
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
}
