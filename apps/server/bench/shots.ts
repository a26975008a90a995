// Benchmark of shot data (docs/decisions/220-shot-data-import.md), a script, not a test:
// `pnpm --filter @longwood/server bench:shots`. On SQLite (a temporary file) and on Postgres (a fresh database on
// BENCH_POSTGRES_URL / TEST_POSTGRES_URL, skipped with BENCH_SHOTS_SQLITE_ONLY=1), through the shots service as the
// route calls it: the import of a 5 000-shot Garmin CSV (parse, match, store; target under 1 s), then, with the
// member holding 100 000 shots, the per-club summary (read and statistics; target p99 under 100 ms); then a 5 000-shot
// file in each other layout (Foresight FSX, Trackman, GSPro, Uneekor, FlightScope, Rapsodo). Prints figures and the
// machine's load average before and after.
// The import's memory against the file's size is bench:shots-memory (bench/shots-memory.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fsxSessionOf, garminCsvOf, syntheticShots, type ParsedShot, type User } from '@longwood/core';
import { createDb } from '../src/db/create-db';
import { migrateLatest } from '../src/db/migrations';
import { createUsersRepository } from '../src/db/users-repository';
import { createShotsRepository } from '../src/features/shots/repository';
import { createShotsService, shotUploadOf } from '../src/features/shots/service';
import { freshPostgres, type Cleanups } from './support/data';
import { flightscopeCsvOf, gsproCsvOf, rapsodoCsvOf, trackmanCsvOf, uneekorCsvOf } from './support/device-files';

const IMPORTS = Number(process.env.BENCH_SHOT_IMPORTS ?? 5);
const SUMMARIES = Number(process.env.BENCH_SHOT_SUMMARIES ?? 100);
const TOTAL_SHOTS = 100_000;
const PER_FILE = 5_000;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

function file(i: number) {
  const date = `2026-0${1 + (i % 9)}-1${i % 10}`;
  const text = garminCsvOf(syntheticShots(i, PER_FILE), { date, time: '10:00' });
  return shotUploadOf(`bench-${i}.csv`, Buffer.from(text));
}

async function run(label: string, settings: { DATABASE_URL?: string; SQLITE_FILE: string }) {
  const db = createDb(settings);
  try {
    await migrateLatest(db);
    const user = (await createUsersRepository(db).insert({
      username: 'bench-golfer',
      email: 'bench-golfer@example.com',
      phone: null,
      passwordHash: 'x',
      isMember: true,
    })) as User;
    const service = createShotsService({
      repo: createShotsRepository(db),
      findUser: () => Promise.resolve(user),
      findBooking: () => Promise.resolve(null),
      slotsOn: () => Promise.resolve([]),
      coachTeaches: () => Promise.resolve(false),
      unitsOf: () => Promise.resolve('imperial'),
      setUnits: () => Promise.resolve(),
      storageLimitBytes: Number.MAX_SAFE_INTEGER,
      now: () => new Date(),
    });

    const files = Array.from({ length: TOTAL_SHOTS / PER_FILE }, (_, i) => file(i));
    const imports: number[] = [];
    for (const [i, upload] of files.entries()) {
      const start = process.hrtime.bigint();
      await service.importFiles(user, {}, [upload]);
      if (i < IMPORTS) imports.push(ms(start));
    }
    const rss = Math.round(process.memoryUsage().rss / (1024 * 1024));
    imports.sort((a, b) => a - b);
    console.log(
      `${label}: import of a ${PER_FILE}-shot file (${Math.round(files[0]!.size / 1024)} kB): ` +
        `median ${percentile(imports, 0.5).toFixed(0)} ms, worst ${imports.at(-1)!.toFixed(0)} ms over ${imports.length} (target < 1000 ms); rss ${rss} MB`,
    );

    // Every recorded shot (the default) and the good ones only (?shots=good, decision 238).
    for (const shots of ['all', 'good'] as const) {
      await service.summary(user, { shots });
      const summaries: number[] = [];
      for (let i = 0; i < SUMMARIES; i++) {
        const start = process.hrtime.bigint();
        const result = await service.summary(user, { shots });
        summaries.push(ms(start));
        if (result.clubs.length === 0) throw new Error('the summary found no shots');
      }
      summaries.sort((a, b) => a - b);
      console.log(
        `${label}: summary of ${TOTAL_SHOTS} shots (${shots}): p50 ${percentile(summaries, 0.5).toFixed(1)} ms, ` +
          `p99 ${percentile(summaries, 0.99).toFixed(1)} ms over ${SUMMARIES} (target p99 < 100 ms)`,
      );
    }

    // A 5 000-shot file in each other layout the importer reads (decisions 236, 285), read and stored.
    for (const [name, file, club] of deviceFiles(syntheticShots(99, PER_FILE))) {
      const start = process.hrtime.bigint();
      const [outcome] = (await service.importFiles(user, { club }, [shotUploadOf(file.name, file.bytes)])).outcomes;
      const took = ms(start);
      if (!outcome?.ok || outcome.shotCount < PER_FILE * 0.9) throw new Error(`${name}: ${JSON.stringify(outcome)}`);
      console.log(
        `${label}: import of a ${PER_FILE}-shot ${name} file (${Math.round(file.bytes.length / 1024)} kB): ${took.toFixed(0)} ms (target < 1000 ms)`,
      );
    }
  } finally {
    await db.destroy();
  }
}

/** The shots in every layout but Garmin's (measured above), with the club a file that names none is given. */
function deviceFiles(shots: ParsedShot[]): [string, { name: string; bytes: Buffer }, string | undefined][] {
  const file = (name: string, text: string) => ({ name, bytes: Buffer.from(text) });
  return [
    ['Foresight FSX', file('bench.session', fsxSessionOf(shots, 'bench-fsx', '2026-09-01T10:00:00')), undefined],
    ['Trackman', file('trackman.csv', trackmanCsvOf(shots, '2026-09-02')), undefined],
    ['GSPro', file('gspro.csv', gsproCsvOf(shots)), undefined],
    ['Uneekor', file('uneekor.csv', uneekorCsvOf(shots)), '7i'],
    ['FlightScope', file('flightscope.csv', flightscopeCsvOf(shots)), undefined],
    ['Rapsodo', file('rapsodo.csv', rapsodoCsvOf(shots, '2026-09-03')), undefined],
  ];
}

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function main() {
  console.log(`load average before: ${load()}`);
  const cleanups: Cleanups = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shots-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  try {
    await run('sqlite', { SQLITE_FILE: path.join(dir, 'bench.sqlite3') });
    if (process.env.BENCH_SHOTS_SQLITE_ONLY !== '1') {
      await run('postgres', { DATABASE_URL: await freshPostgres('bench_shots', cleanups), SQLITE_FILE: '' });
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  console.log(`load average after: ${load()}`);
}

await main();
