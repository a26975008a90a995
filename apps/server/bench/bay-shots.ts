// Benchmark of the bay connection's server side (docs/decisions/241-bay-shots-matched-to-the-bay.md), a script, not
// a test: `pnpm --filter @longwood/server bench:bay-shots`. The server in its own process (tsx, SQLite in a temporary
// file and Postgres on a fresh database of BENCH_POSTGRES_URL / TEST_POSTGRES_URL; BENCH_BAY_SQLITE_ONLY=1 skips
// Postgres); the server's clock starts at tomorrow 09:59:30 (test-support's pinned clock), an admin issues a bay key
// over HTTP, a member books tomorrow 10:00-12:00 on Bay 1, and 10 000 shots hit in its first minutes (the server takes
// shots up to ten minutes ahead of its clock, decision 435) go through POST /api/bay/shots as the bay agent sends them:
// batches of 500, one after another. Every shot joins the member's one session, so the later batches pay for a longer
// session. Prints throughput.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import { addDaysToDateString, facilityInstant, facilityToday, type BayShot } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { freshPostgres, insertAll, passwordHash, signIn, userRows, type Cleanups } from './support/data';
import { startServer, stopAll, type DatabaseSettings } from './support/processes';

const SHOTS = Number(process.env.BENCH_BAY_SHOTS ?? 10_000);
const BATCH = 500;

async function run(label: string, database: DatabaseSettings) {
  const port = await freePort();
  const tomorrow = addDaysToDateString(facilityToday(new Date()), 1);
  const server = await startServer(database, port, {
    script: 'src/main.ts',
    env: {
      NODE_OPTIONS: `--import ${fileURLToPath(import.meta.resolve('@longwood/test-support/pinned-clock'))}`,
      PINNED_CLOCK: new Date(facilityInstant(tomorrow, '10:00').getTime() - 30_000).toISOString(),
    },
  });
  const db = knex(
    database.DATABASE_URL
      ? { client: 'pg', connection: database.DATABASE_URL }
      : { client: 'sqlite3', connection: { filename: database.SQLITE_FILE! }, useNullAsDefault: true },
  );
  try {
    const now = new Date().toISOString();
    await insertAll(
      db,
      'users',
      userRows(['bench-admin@example.com', 'bench-member@example.com'], await passwordHash(), now, {
        firstIsAdmin: true,
      }),
      10,
    );
    const admin = await signIn(server.baseUrl, 'bench-admin@example.com');
    const member = await signIn(server.baseUrl, 'bench-member@example.com');
    const headers = (cookie: string) => ({ 'content-type': 'application/json', cookie });
    const issued = await fetch(`${server.baseUrl}/api/admin/bays/1/device-keys`, {
      method: 'POST',
      headers: headers(admin),
      body: JSON.stringify({ label: 'bench' }),
    });
    const { key } = (await issued.json()) as { key: string };
    const booked = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: headers(member),
      body: JSON.stringify({ simulatorId: 1, bookingDate: tomorrow, startTime: '10:00', endTime: '12:00' }),
    });
    if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${await booked.text()}`);
    const start = facilityInstant(tomorrow, '10:00').getTime();
    const clubs = ['DR', 'W3', 'H4', 'I5', 'I7', 'I9', 'PW', 'SW'];
    const shots: BayShot[] = Array.from({ length: SHOTS }, (_, i) => ({
      shotId: `s-${randomUUID()}`,
      hitAt: new Date(start + Math.floor((i * 540_000) / SHOTS)).toISOString(),
      club: clubs[i % clubs.length],
      ballSpeedMps: 50 + (i % 30),
      launchDeg: 10 + (i % 15),
      horizontalLaunchDeg: (i % 9) - 4,
      spinRpm: 2500 + (i % 40) * 100,
      spinAxisDeg: (i % 11) - 5,
      carryM: 100 + (i % 120),
    }));
    const times: number[] = [];
    const began = process.hrtime.bigint();
    let accepted = 0;
    for (let i = 0; i < shots.length; i += BATCH) {
      const t = process.hrtime.bigint();
      const res = await fetch(`${server.baseUrl}/api/bay/shots`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ shots: shots.slice(i, i + BATCH) }),
      });
      if (res.status !== 200) throw new Error(`batch ${i / BATCH}: ${res.status} ${await res.text()}`);
      accepted += ((await res.json()) as { accepted: number }).accepted;
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    const totalMs = Number(process.hrtime.bigint() - began) / 1e6;
    const session = (await db('shot_sessions').select('shot_count').first()) as { shot_count: unknown };
    console.log(
      `${label}: ${accepted} shots in ${(totalMs / 1000).toFixed(2)} s = ${Math.round((accepted / totalMs) * 1000)} shots/s; ` +
        `batch of ${BATCH}: first ${times[0]!.toFixed(0)} ms, last ${times.at(-1)!.toFixed(0)} ms, ` +
        `median ${[...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(0)} ms; ` +
        `member's session holds ${Number(session.shot_count)} shots`,
    );
  } finally {
    await db.destroy();
    await server.stop();
  }
}

const cleanups: Cleanups = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bay-'));
try {
  console.log(
    `POST /api/bay/shots: ${SHOTS} shots in batches of ${BATCH}, node ${process.version}, ${os.cpus().length} CPUs`,
  );
  await run('SQLite', { SQLITE_FILE: path.join(dir, 'bench.sqlite3') });
  if (process.env.BENCH_BAY_SQLITE_ONLY !== '1') {
    await run('Postgres', { DATABASE_URL: await freshPostgres('bench_bay', cleanups) });
  }
} finally {
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
}
