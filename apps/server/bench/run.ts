// Benchmark (a script, not a test): `pnpm --filter @longwood/server bench` (or `pnpm bench` at the root).
// Loopback only, about ten minutes in total, each measured phase BENCH_SECONDS (default 10 s) after a 5 s warm-up.
//
//   1. GET /api/bookings?date= as a signed-in member, 50 connections, the real server as production runs it (the
//      build, node dist/main.js, as its own process; BENCH_SERVER=tsx: src/main.ts through tsx) on a fresh,
//      populated Postgres database; then GET /api/user on the same server, the floor every
//      signed-in call pays (session read and touch, user load); and GET /api/bookings again with 50 different
//      members (one session each) instead of one member on 50 connections;
//   2. the same load on a bare Express hello-world process (bench/hello-server.ts), and the ratio of the two;
//   3. the same GET on SQLite (for comparison with the development database);
//      phases 1-3 run in BENCH_ROUNDS interleaved rounds (default 3: Postgres, Postgres 50 members, hello-world,
//      SQLite, then again), each round's ratios printed and then their medians; GET /api/user after the rounds;
//   0. start time and memory of the server run through the TypeScript loader (tsx src/main.ts, before the
//      production build) and compiled ahead of time (node dist/main.js, after it): time until /healthz answers,
//      resident memory once started and after a short load (docs/decisions/167-production-build-and-deployment.md);
//   4. POST /api/bookings on Postgres: 200 members, random slots over the next 30 days, 50 connections,
//      spread over two server processes on the same database; then SQL counts of same-bay overlaps, instants
//      covered by three bookings and members over 4 hours a day. All three must be 0. Then the same POST load on
//      SQLite (one process), and both as ratios of the hello-world (targets: day read ≥ 30 %, POST ≥ 10 %);
//   5. on fresh databases of 200 000 bookings and 20 000 users (Postgres and SQLite, bench/lists.ts): SQL
//      statements per request and every list's response size;
//   6. core's availability for 30 days × 2 bays × 48 slots with league sessions (bench/availability.ts, < 2 ms).
//
// BENCH_SKIP_LARGE=1 skips phase 5 (populating 200 000 bookings twice takes a minute or two).
// BENCH_ONLY=reads runs phases 1-3 only (the signed-in reads and the hello-world, about four minutes);
// BENCH_ONLY=server phases 1-4 (the reads and the booking writes).
// BENCH_CPU_PROF=<dir> starts every server process with `node --cpu-prof --cpu-prof-dir=<dir>`: one .cpuprofile per
// process, written when it stops (open it in Chrome's DevTools, or `tsx bench/profile-summary.ts <file>`).
//
// Settings (this script's own; the server reads its env through src/env.ts):
//   BENCH_POSTGRES_URL  admin URL of a Postgres server (default TEST_POSTGRES_URL, else
//                       postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
//   BENCH_SECONDS       duration of each measured phase (default 10).
//   BENCH_ROUNDS        interleaved rounds of phases 1-3 (default 3).
//   BENCH_ONLY=startup  run phase 0 (start time and memory) only.
//   BENCH_ONLY=admin    the admin lists at scale only (bench/admin.ts: database-view pages, a calendar day and the
//                       bookings export at 1 000 and 200 000 bookings, SQLite and Postgres).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '@longwood/test-support/free-port';
import bcrypt from 'bcrypt';
import knex, { type Knex } from 'knex';
import { addDaysToDateString, facilityToday, minutesToTime } from '@longwood/core';
import { createDb } from '../src/db/create-db';
import { migrateLatest } from '../src/db/migrations';
import { seedSimulators } from '../src/db/seeds';
import { measureLargeDatabase } from './lists';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(SERVER_DIR, 'node_modules', '.bin', 'tsx');
const PG_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const MEMBERS = 200;
/**
 * The server as production runs it: the ahead-of-time build (dist/main.js, built by buildServer() before the first
 * phase; decision 167). BENCH_SERVER=tsx measures src/main.ts through the TypeScript loader instead.
 */
const SERVER_SCRIPT = process.env.BENCH_SERVER === 'tsx' ? 'src/main.ts' : 'dist/main.js';
const PASSWORD = 'bench-password-123';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer from ${url} within 30 s:\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Starts `tsx <script>` as its own process and waits until `readyPath` answers. */
async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
) {
  // A built script (.js) runs on node itself; a TypeScript one through tsx. --cpu-prof is not allowed in
  // NODE_OPTIONS: a profiled process is node itself (with tsx as its loader for TypeScript).
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const [command, commandArgs] =
    CPU_PROFILE_DIR || loader.length === 0
      ? [process.execPath, [...profile, ...loader, script, ...args]]
      : [TSX, [script, ...args]];
  const child = spawn(command, commandArgs, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}${readyPath}`, child, () => output);
  return { baseUrl, child, output: () => output };
}

function startServer(database: { DATABASE_URL?: string; SQLITE_FILE?: string }, port: number) {
  const env: Record<string, string> = {
    NODE_ENV: 'test', // seeds the bays only; no demo accounts
    HOST: '127.0.0.1',
    PORT: String(port),
    BCRYPT_COST: '10',
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'lgf-bench-no-web-dist'),
    ...database,
  };
  return startProcess(SERVER_SCRIPT, [], env, port, '/api/user');
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

/** Phase 0: start time and memory, TypeScript loader vs compiled build, on a fresh SQLite file. */
/** Builds dist/main.js from the current source (production's build, decision 167). */
function buildServer(): void {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
}

async function startupProfile(): Promise<void> {
  const modes = [
    { label: 'before: tsx src/main.ts (TypeScript loader)', args: ['--import', 'tsx', 'src/main.ts'] },
    { label: 'after:  node dist/main.js (production build) ', args: ['dist/main.js'] },
  ];
  console.log('Start time and memory (SQLite, fresh file; median of 3 starts):');
  for (const mode of modes) {
    const runs: Array<{ startMs: number; idle: number; loaded: number }> = [];
    for (let i = 0; i < 3; i += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-start-'));
      const port = await freePort();
      const begin = performance.now();
      const child = spawn(process.execPath, mode.args, {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          SQLITE_FILE: path.join(dir, 'start.sqlite3'),
          WEB_DIST_DIR: path.join(os.tmpdir(), 'lgf-bench-no-web-dist'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      await waitFor(`http://127.0.0.1:${port}/healthz`, child, () => output);
      const startMs = performance.now() - begin;
      const idle = rssMb(child.pid);
      await autocannon({ url: `http://127.0.0.1:${port}/api/user`, connections: 20, duration: 2 });
      runs.push({ startMs, idle, loaded: rssMb(child.pid) });
      await stopAll();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    console.log(
      `  ${mode.label}  start ${Math.round(median(runs.map((r) => r.startMs)))} ms, rss ${median(runs.map((r) => r.idle))} MB started, ${median(runs.map((r) => r.loaded))} MB after 2 s of load`,
    );
  }
  console.log('');
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
  children.length = 0;
}

// ---- database population --------------------------------------------------------------------------

interface Member {
  id: number;
  username: string;
}

/** 200 members (one shared bcrypt hash) and a realistic month of valid bookings (no rule broken). */
async function populate(db: Knex): Promise<{ members: Member[]; bookings: number }> {
  await migrateLatest(db);
  await seedSimulators(db);
  const hash = await bcrypt.hash(PASSWORD, 10);
  const now = new Date().toISOString();
  const rows = Array.from({ length: MEMBERS }, (_, i) => ({
    username: `bench-member-${i}@example.com`,
    email: `bench-member-${i}@example.com`,
    phone: '4075550000',
    password_hash: hash,
    is_member: true,
    is_admin: false,
    is_coach: false,
    created_at: now,
  }));
  const members: Member[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await db('users')
      .insert(rows.slice(i, i + 100))
      .returning<Member[]>(['id', 'username']);
    members.push(...inserted.map((m) => ({ id: Number(m.id), username: m.username })));
  }

  // Each bay of each day: back-to-back bookings with gaps, 07:00 to 22:00, each by a different member.
  const today = facilityToday(new Date());
  const bookings: Record<string, unknown>[] = [];
  let next = 0;
  for (let day = 1; day <= 30; day += 1) {
    const date = addDaysToDateString(today, day);
    for (const bay of [1, 2]) {
      let start = 7 * 60 + (bay - 1) * 30;
      while (start < 22 * 60) {
        const length = 60 + 30 * ((day + start / 30 + bay) % 3); // 60..120 minutes
        const member = members[next++ % members.length]!;
        bookings.push({
          kind: 'member',
          user_id: member.id,
          created_by: member.id,
          simulator_id: bay,
          booking_date: date,
          start_time: minutesToTime(start),
          end_time: minutesToTime(Math.min(start + length, 23 * 60 + 30)),
          created_at: now,
        });
        start += length + 90; // leave room so the POST phase can still win some slots
      }
    }
  }
  for (let i = 0; i < bookings.length; i += 200) await db('bookings').insert(bookings.slice(i, i + 200));
  return { members, bookings: bookings.length };
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

// ---- load phases -------------------------------------------------------------------------------------

interface PhaseResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  statuses: Record<string, number>;
  errors: number;
  /** Server CPU time (user + system, the process and its children) per request; NaN when not measured. */
  cpuMsPerRequest: number;
}

/** CPU milliseconds used so far by `rootPid` and every process below it (Linux /proc; NaN elsewhere). */
function treeCpuMs(rootPid: number | undefined): number {
  if (rootPid === undefined) return Number.NaN;
  try {
    const stats = new Map<number, { ppid: number; ticks: number }>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        // After the name: state(0) ppid(1) ... utime(11) stime(12)
        stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // the process ended meanwhile
      }
    }
    let ticks = 0;
    for (const [pid, stat] of stats) {
      for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
        if (at === rootPid) {
          ticks += stat.ticks;
          break;
        }
      }
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

async function load(label: string, options: autocannon.Options, serverPid?: number): Promise<PhaseResult> {
  // Warm-up (JIT, pools, kept reads), discarded: 5 s, since a phase may be the first on a server just started.
  await autocannon({ ...options, duration: 5 });
  const cpuBefore = treeCpuMs(serverPid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuMs = treeCpuMs(serverPid) - cpuBefore;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = Number(stat.count);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
  };
}

function printPhase(r: PhaseResult): void {
  const statuses = Object.entries(r.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  console.log(
    `  ${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${Number.isNaN(r.cpuMsPerRequest) ? '' : `server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/req   `}(${r.total} requests: ${statuses}${r.errors ? `, ${r.errors} errors` : ''})`,
  );
}

/** One interleaved round of the signed-in reads and the hello-world (phases 1-3). */
interface ReadRound {
  pgDay: PhaseResult;
  pgManyMembers: PhaseResult;
  helloWorld: PhaseResult;
  sqliteDay: PhaseResult;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A phase standing for several: the median throughput and the median server CPU per request. */
function medianPhase(phases: PhaseResult[]): PhaseResult {
  return {
    ...phases[0]!,
    rps: median(phases.map((p) => p.rps)),
    cpuMsPerRequest: median(phases.map((p) => p.cpuMsPerRequest)),
  };
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)} %`;
}

async function getDayPhase(
  label: string,
  baseUrl: string,
  cookie: string,
  date: string,
  serverPid?: number,
): Promise<PhaseResult> {
  const check = await fetch(`${baseUrl}/api/bookings?date=${date}`, { headers: { cookie } });
  const body = (await check.json()) as unknown[];
  if (check.status !== 200 || body.length === 0) throw new Error(`GET /api/bookings answered ${check.status}`);
  return load(
    `${label} (${body.length} bookings that day)`,
    { url: `${baseUrl}/api/bookings?date=${date}`, connections: CONNECTIONS, headers: { cookie } },
    serverPid,
  );
}

const MINUTES_SQL = (column: string) =>
  `(CAST(substr(${column}, 1, 2) AS integer) * 60 + CAST(substr(${column}, 4, 2) AS integer))`;

async function doubleBookingCounts(db: Knex): Promise<{ sameBay: number; triple: number; overCap: number }> {
  const [sameBay] = (
    await db.raw(`
    SELECT count(*) AS n FROM bookings a JOIN bookings b
      ON a.id < b.id AND a.simulator_id = b.simulator_id AND a.booking_date = b.booking_date
     AND a.start_time < b.end_time AND b.start_time < a.end_time`)
  ).rows as { n: string }[];
  // The most bookings overlapping at once always meet at some booking's start instant.
  const [triple] = (
    await db.raw(`
    SELECT count(*) AS n FROM bookings a
     WHERE (SELECT count(*) FROM bookings b
             WHERE b.booking_date = a.booking_date AND b.start_time <= a.start_time AND a.start_time < b.end_time) > 2`)
  ).rows as { n: string }[];
  const [overCap] = (
    await db.raw(`
    SELECT count(*) AS n FROM (
      SELECT user_id, booking_date FROM bookings WHERE kind IN ('member', 'staff') GROUP BY user_id, booking_date
      HAVING sum(${MINUTES_SQL('end_time')} - ${MINUTES_SQL('start_time')}) > 240) t`)
  ).rows as { n: string }[];
  return { sameBay: Number(sameBay?.n), triple: Number(triple?.n), overCap: Number(overCap?.n) };
}

async function main(): Promise<void> {
  // BENCH_ONLY=admin: the admin lists at scale only (bench/admin.ts).
  if (ONLY === 'admin') {
    buildServer();
    return (await import('./admin')).runAdminBench(SERVER_SCRIPT);
  }
  const started = Date.now();
  const loadAverage = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  console.log(
    `Longwood Golf benchmark — ${os.cpus().length} CPU(s), Node ${process.version}, ${SECONDS} s per phase, ${CONNECTIONS} connections, loopback; load average ${loadAverage()} (figures mean little on a busy machine)\n`,
  );

  buildServer();
  console.log(
    `Server under test: ${SERVER_SCRIPT === 'dist/main.js' ? 'node dist/main.js (production build)' : 'tsx src/main.ts'}\n`,
  );
  if (ONLY !== 'reads' && ONLY !== 'server') await startupProfile();
  // BENCH_ONLY=startup: phase 0 only (a quick look after a build change).
  if (ONLY === 'startup') return;

  // Fresh Postgres database.
  const dbName = `lgf_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: PG_ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${dbName}`);
  cleanups.push(async () => {
    await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.destroy();
  });
  const pgUrl = new URL(PG_ADMIN_URL);
  pgUrl.pathname = `/${dbName}`;
  const DATABASE_URL = pgUrl.toString();
  const pg = createDb({ DATABASE_URL, SQLITE_FILE: '' });
  cleanups.push(() => pg.destroy());
  const { members, bookings } = await populate(pg);

  // Same data on SQLite for the comparison line.
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-'));
  cleanups.push(async () => fs.rmSync(sqliteDir, { recursive: true, force: true }));
  const SQLITE_FILE = path.join(sqliteDir, 'bench.sqlite3');
  const sqlite = createDb({ SQLITE_FILE });
  await populate(sqlite);
  await sqlite.destroy();
  console.log(
    `Populated: ${members.length} members, ${bookings} bookings over the next 30 days (Postgres and SQLite)\n`,
  );

  const date = addDaysToDateString(facilityToday(new Date()), 1);
  // 1-3 in interleaved rounds (BENCH_ROUNDS, default 3): each round measures the day read on Postgres (one member,
  // then 50 members), the bare Express hello-world and the day read on SQLite back to back, so a slow minute on this
  // shared machine lands on both sides of a round's ratios. Each round's ratios are printed, then their medians.
  const server = await startServer({ DATABASE_URL }, await freePort());
  const memberCookie = await signIn(server.baseUrl, members[0]!.username);
  // The same read by 50 members (one session each) instead of one member on 50 connections.
  const cookies: string[] = [];
  for (let i = 0; i < members.length; i += 20) {
    cookies.push(...(await Promise.all(members.slice(i, i + 20).map((m) => signIn(server.baseUrl, m.username)))));
  }
  const helloPort = await freePort();
  const hello = await startProcess('bench/hello-server.ts', [String(helloPort)], {}, helloPort, '/');
  const sqliteServer = await startServer({ SQLITE_FILE }, await freePort());
  const sqliteCookie = await signIn(sqliteServer.baseUrl, members[0]!.username);

  const rounds: ReadRound[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`  Round ${round} of ${ROUNDS}`);
    const pgDay = await getDayPhase(
      'GET /api/bookings?date= [Postgres]',
      server.baseUrl,
      memberCookie,
      date,
      server.child.pid,
    );
    printPhase(pgDay);
    let rotation = 0;
    const pgManyMembers = await load(
      'GET /api/bookings?date= [Postgres, 50 members]',
      {
        url: `${server.baseUrl}/api/bookings?date=${date}`,
        connections: CONNECTIONS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, cookie: cookies[rotation++ % CONNECTIONS]! },
            }),
          },
        ],
      },
      server.child.pid,
    );
    printPhase(pgManyMembers);
    const helloWorld = await load(
      'GET / bare Express hello-world',
      { url: `${hello.baseUrl}/`, connections: CONNECTIONS },
      hello.child.pid,
    );
    printPhase(helloWorld);
    const sqliteDay = await getDayPhase(
      'GET /api/bookings?date= [SQLite]',
      sqliteServer.baseUrl,
      sqliteCookie,
      date,
      sqliteServer.child.pid,
    );
    printPhase(sqliteDay);
    const done: ReadRound = { pgDay, pgManyMembers, helloWorld, sqliteDay };
    rounds.push(done);
    console.log(
      `    this round, day read ÷ hello-world: Postgres ${percent(pgDay.rps / helloWorld.rps)}, Postgres 50 members ${percent(pgManyMembers.rps / helloWorld.rps)}, SQLite ${percent(sqliteDay.rps / helloWorld.rps)}`,
    );
  }
  hello.child.kill('SIGTERM');

  // What every signed-in API call pays before any feature code: the session and its user.
  const sessionOnly = await load(
    'GET /api/user (session + user only) [Postgres]',
    { url: `${server.baseUrl}/api/user`, connections: CONNECTIONS, headers: { cookie: memberCookie } },
    server.child.pid,
  );
  printPhase(sessionOnly);
  const sqliteSessionOnly = await load(
    'GET /api/user (session + user only) [SQLite]',
    { url: `${sqliteServer.baseUrl}/api/user`, connections: CONNECTIONS, headers: { cookie: sqliteCookie } },
    sqliteServer.child.pid,
  );
  printPhase(sqliteSessionOnly);
  sqliteServer.child.kill('SIGTERM');

  // The medians over the rounds stand for the phases below (the POST ratios use the median hello-world).
  const pgGet = medianPhase(rounds.map((r) => r.pgDay));
  const helloGet = medianPhase(rounds.map((r) => r.helloWorld));
  const sqliteGet = medianPhase(rounds.map((r) => r.sqliteDay));
  const roundRatios = (pick: (r: ReadRound) => PhaseResult) => {
    const each = rounds.map((r) => pick(r).rps / r.helloWorld.rps);
    return `${percent(median(each))} (rounds: ${each.map(percent).join(', ')})`;
  };
  // Throughput ratios swing with whatever else the machine runs; server CPU per request much less so.
  const cpuRatio = (r: PhaseResult) => `${((helloGet.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(1)} %`;
  console.log(
    `\n  Ratio GET /api/bookings ÷ hello-world, median of ${ROUNDS} interleaved rounds: Postgres one member ${roundRatios((r) => r.pgDay)}; Postgres 50 members ${roundRatios((r) => r.pgManyMembers)}; SQLite one member ${roundRatios((r) => r.sqliteDay)}`,
  );
  console.log(
    `  Server CPU per request as a share of hello-world's (hello ÷ phase, medians): day read Postgres ${cpuRatio(pgGet)}, SQLite ${cpuRatio(sqliteGet)}; GET /api/user Postgres ${cpuRatio(sessionOnly)}, SQLite ${cpuRatio(sqliteSessionOnly)}\n`,
  );
  if (ONLY === 'reads') {
    console.log(`  Load average now ${loadAverage()}`);
    return;
  }

  // 4. POST /api/bookings on Postgres, two server processes, 200 members, random slots.
  const second = await startServer({ DATABASE_URL }, await freePort());
  // The cookies signed in on process A work on B too: sessions live in the shared database.
  const before = Number(((await pg('bookings').count({ n: '*' }).first()) as { n: string }).n);
  const today = facilityToday(new Date());
  let counter = 0;
  const postBody = () => {
    counter += 1;
    const day = 1 + Math.floor(Math.random() * 30);
    const start = 6 * 60 + 30 * Math.floor(Math.random() * 31); // 06:00 .. 21:00
    const length = 30 * (1 + Math.floor(Math.random() * 4)); // 30 .. 120 minutes
    return JSON.stringify({
      simulatorId: 1,
      bookingDate: addDaysToDateString(today, day),
      startTime: minutesToTime(start).slice(0, 5),
      endTime: minutesToTime(start + length).slice(0, 5),
    });
  };
  const postPhase = async (label: string, baseUrl: string, offset: number, pid?: number) =>
    load(
      label,
      {
        url: baseUrl,
        connections: CONNECTIONS / 2,
        requests: [
          {
            method: 'POST',
            path: '/api/bookings',
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                // Any member on any process: sessions live in the shared database.
                cookie: cookies[(offset + counter) % cookies.length]!,
              },
              body: postBody(),
            }),
          },
        ],
      },
      pid,
    );
  const [postA, postB] = await Promise.all([
    postPhase('POST /api/bookings [Postgres, process A]', server.baseUrl, 0, server.child.pid),
    postPhase('POST /api/bookings [Postgres, process B]', second.baseUrl, 1, second.child.pid),
  ]);
  printPhase(postA);
  printPhase(postB);
  const after = Number(((await pg('bookings').count({ n: '*' }).first()) as { n: string }).n);
  const created = (postA.statuses['201'] ?? 0) + (postB.statuses['201'] ?? 0);
  const totalPosts = postA.total + postB.total;
  const fiveXx = [postA, postB].reduce(
    (sum, r) =>
      sum +
      Object.entries(r.statuses)
        .filter(([code]) => code.startsWith('5'))
        .reduce((s, [, n]) => s + n, 0),
    0,
  );
  console.log(
    `\n  POST total: ${(postA.rps + postB.rps).toFixed(0)} req/s over 2 processes; ${created} bookings created (incl. warm-up: ${after - before} new rows), ${fiveXx} 5xx`,
  );
  const counts = await doubleBookingCounts(pg);
  console.log(
    `  After the run (${after} bookings): same-bay overlaps ${counts.sameBay}, instants with 3+ bookings ${counts.triple}, member-days over 4 h ${counts.overCap}`,
  );
  second.child.kill('SIGTERM');
  let ok = counts.sameBay === 0 && counts.triple === 0 && counts.overCap === 0 && fiveXx === 0 && totalPosts > 0;

  // 4b. POST /api/bookings on SQLite (one process: SQLite has one writer).
  const sqlitePostServer = await startServer({ SQLITE_FILE }, await freePort());
  const sqliteCookies: string[] = [];
  for (let i = 0; i < members.length; i += 20) {
    sqliteCookies.push(
      ...(await Promise.all(members.slice(i, i + 20).map((m) => signIn(sqlitePostServer.baseUrl, m.username)))),
    );
  }
  const sqlitePost = await load(
    'POST /api/bookings [SQLite]',
    {
      url: sqlitePostServer.baseUrl,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          setupRequest: (req) => ({
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              cookie: sqliteCookies[counter % sqliteCookies.length]!,
            },
            body: postBody(),
          }),
        },
      ],
    },
    sqlitePostServer.child.pid,
  );
  printPhase(sqlitePost);
  sqlitePostServer.child.kill('SIGTERM');
  const sqliteDb = createDb({ SQLITE_FILE });
  const sqliteCounts = await doubleBookingCountsSqlite(sqliteDb);
  await sqliteDb.destroy();
  console.log(
    `  After the SQLite run: same-bay overlaps ${sqliteCounts.sameBay}, member-days over 4 h ${sqliteCounts.overCap}`,
  );
  ok = ok && sqliteCounts.sameBay === 0 && sqliteCounts.overCap === 0;
  const postRatio = (rps: number) => `${((rps / helloGet.rps) * 100).toFixed(1)} %`;
  console.log(
    `\n  Server CPU per request as a share of hello-world's (hello ÷ phase; less sensitive to other load): day read Postgres ${cpuRatio(pgGet)}, SQLite ${cpuRatio(sqliteGet)}; GET /api/user Postgres ${cpuRatio(sessionOnly)}; POST Postgres ${cpuRatio(postA)}, SQLite ${cpuRatio(sqlitePost)}`,
  );
  console.log(
    `\n  Ratios to hello-world (same run): day read Postgres ${postRatio(pgGet.rps)}, SQLite ${postRatio(sqliteGet.rps)} (target ≥ 30 %); POST Postgres ${postRatio(postA.rps + postB.rps)} (2 processes), SQLite ${postRatio(sqlitePost.rps)} (target ≥ 10 %)\n`,
  );

  // 5. 200 000 bookings: statement counts and list sizes.
  if (process.env.BENCH_SKIP_LARGE !== '1' && ONLY !== 'server') {
    const largeName = `${dbName}_large`;
    await admin.raw(`CREATE DATABASE ${largeName}`);
    cleanups.push(async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${largeName} WITH (FORCE)`);
    });
    const largeUrl = new URL(PG_ADMIN_URL);
    largeUrl.pathname = `/${largeName}`;
    const largePg = createDb({ DATABASE_URL: largeUrl.toString(), SQLITE_FILE: '' });
    try {
      for (const line of await measureLargeDatabase('Postgres', largePg, { DATABASE_URL: largeUrl.toString() })) {
        console.log(line);
      }
    } finally {
      await largePg.destroy();
    }
    const largeFile = path.join(sqliteDir, 'large.sqlite3');
    const largeSqlite = createDb({ SQLITE_FILE: largeFile });
    try {
      for (const line of await measureLargeDatabase('SQLite', largeSqlite, { SQLITE_FILE: largeFile })) {
        console.log(line);
      }
    } finally {
      await largeSqlite.destroy();
    }
    console.log('');
  }

  // 6. Core's availability (its own script, so its figures match `pnpm bench:availability`).
  if (ONLY === 'server') {
    console.log(`  ${ok ? 'OK' : 'FAILED'}: double bookings; load average now ${loadAverage()}`);
    if (!ok) process.exitCode = 1;
    return;
  }
  const availability = spawnSync(TSX, ['bench/availability.ts'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    env: { ...process.env, BENCH_PASSES: '500' },
  });
  console.log(availability.stdout.trim());

  console.log(
    `\n  ${ok ? 'OK' : 'FAILED'}: double bookings ${counts.sameBay + counts.triple + sqliteCounts.sameBay}; total time ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${loadAverage()}`,
  );
  if (!ok) process.exitCode = 1;
}

/** Same-bay overlaps and member-days over the cap on SQLite (times are 'HH:mm:ss' text, so they compare). */
async function doubleBookingCountsSqlite(db: Knex): Promise<{ sameBay: number; overCap: number }> {
  const [sameBay] = (await db.raw(`
    SELECT count(*) AS n FROM bookings a JOIN bookings b
      ON a.id < b.id AND a.simulator_id = b.simulator_id AND a.booking_date = b.booking_date
     AND a.start_time < b.end_time AND b.start_time < a.end_time`)) as { n: number }[];
  const [overCap] = (await db.raw(`
    SELECT count(*) AS n FROM (
      SELECT user_id, booking_date FROM bookings WHERE kind IN ('member', 'staff') GROUP BY user_id, booking_date
      HAVING sum(${MINUTES_SQL('end_time')} - ${MINUTES_SQL('start_time')}) > 240) t`)) as { n: number }[];
  return { sameBay: Number(sameBay?.n), overCap: Number(overCap?.n) };
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  });
