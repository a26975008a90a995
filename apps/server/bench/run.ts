// Benchmark (a script, not a test): `pnpm --filter @longwood/server bench` (or `pnpm bench` at the root).
// Loopback only, about ten minutes in total, each measured phase BENCH_SECONDS (default 10 s) after a 5 s warm-up.
// The phases and what they share with bench/admin.ts live in bench/support/.
//
//   1. GET /api/bookings?date= as a signed-in member, 50 connections, the real server as production runs it (the
//      build, node dist/main.js, as its own process; BENCH_SERVER=tsx: src/main.ts through tsx) on a fresh,
//      populated Postgres database; then GET /api/user on the same server, the floor every
//      signed-in call pays (session read and touch, user load); and GET /api/bookings again with 50 different
//      members (one session each) instead of one member on 50 connections;
//   2. the same load on a bare Express hello-world process (bench/hello-server.ts), and the ratio of the two;
//   3. the same GET on SQLite (for comparison with the development database);
//      phases 1-3 run in BENCH_ROUNDS interleaved rounds (default 3: Postgres, hello-world, SQLite, Postgres 50
//      members, then again), each round's ratios printed and then their medians; GET /api/user after the rounds
//      (support/read-phases.ts);
//   0. start time and memory of the server run through the TypeScript loader (tsx src/main.ts, before the
//      production build) and compiled ahead of time (node dist/main.js, after it): time until /healthz answers,
//      resident memory once started and after a short load (support/startup-phase.ts; decision 167);
//   4. POST /api/bookings on Postgres: 200 members, random slots over the next 30 days, 50 connections,
//      spread over two server processes on the same database; then SQL counts of same-bay overlaps, instants
//      covered by three bookings and members over 4 hours a day. All three must be 0. Then the same POST load on
//      SQLite (one process), and both as ratios of the hello-world (targets: day read ≥ 30 %, POST ≥ 10 %;
//      support/write-phases.ts);
//   5. on fresh databases of 200 000 bookings and 20 000 users (Postgres and SQLite, support/lists-phase.ts): SQL
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
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createDb } from '../src/db/create-db';
import { freshPostgres, type Cleanups } from './support/data';
import { measureLargeDatabase } from './support/lists-phase';
import { benchHeading, loadAverage } from './support/load';
import { buildServer, runBench, SERVER_DIR, SERVER_SCRIPT, TSX } from './support/processes';
import { monthOnBothDatabases, readPhases } from './support/read-phases';
import { startupPhase } from './support/startup-phase';
import { writePhases } from './support/write-phases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY;

const cleanups: Cleanups = [];

async function main(): Promise<void> {
  // BENCH_ONLY=admin: the admin lists at scale only (bench/admin.ts).
  if (ONLY === 'admin') {
    buildServer();
    await (await import('./admin')).runAdminBench(SERVER_SCRIPT);
    return;
  }
  const started = Date.now();
  console.log(
    `${benchHeading('Longwood Golf benchmark', `${SECONDS} s per phase, ${CONNECTIONS} connections, loopback`)} (figures mean little on a busy machine)\n`,
  );

  buildServer();
  console.log(
    `Server under test: ${SERVER_SCRIPT === 'dist/main.js' ? 'node dist/main.js (production build)' : 'tsx src/main.ts'}\n`,
  );
  if (ONLY !== 'reads' && ONLY !== 'server') await startupPhase();
  // BENCH_ONLY=startup: phase 0 only (a quick look after a build change).
  if (ONLY === 'startup') return;

  // A fresh Postgres database and the same data on SQLite; the server on Postgres, the members signed in.
  const month = await monthOnBothDatabases(cleanups);
  const { DATABASE_URL, pg, sqliteDir, SQLITE_FILE, server, usernames, cookies } = month;

  // 1-3. The signed-in reads, one member and then 50 (one session each), against the hello-world.
  const reads = await readPhases({
    ...month.readInput,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  if (ONLY === 'reads') {
    console.log(`  Load average now ${loadAverage()}`);
    return;
  }

  // 4. The booking writes, on both databases.
  const writes = await writePhases({
    server,
    cookies,
    pg,
    databaseUrl: DATABASE_URL,
    sqliteFile: SQLITE_FILE,
    usernames,
    reads,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });

  // 5. 200 000 bookings: statement counts and list sizes.
  if (process.env.BENCH_SKIP_LARGE !== '1' && ONLY !== 'server') {
    const largeUrl = await freshPostgres('lgf_bench_large', cleanups);
    const largePg = createDb({ DATABASE_URL: largeUrl, SQLITE_FILE: '' });
    try {
      for (const line of await measureLargeDatabase('Postgres', largePg, { DATABASE_URL: largeUrl })) {
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
    console.log(`  ${writes.ok ? 'OK' : 'FAILED'}: double bookings; load average now ${loadAverage()}`);
    if (!writes.ok) process.exitCode = 1;
    return;
  }
  const availability = spawnSync(TSX, ['bench/availability.ts'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    env: { ...process.env, BENCH_PASSES: '500' },
  });
  console.log(availability.stdout.trim());

  console.log(
    `\n  ${writes.ok ? 'OK' : 'FAILED'}: double bookings ${writes.doubleBookings}; total time ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${loadAverage()}`,
  );
  if (!writes.ok) process.exitCode = 1;
}

runBench(main, cleanups);
