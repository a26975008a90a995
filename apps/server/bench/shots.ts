// Benchmark of shot data (docs/decisions/220-shot-data-import.md), a script, not a test:
// `pnpm --filter @longwood/server bench:shots`. On SQLite (a temporary file) and on Postgres (a fresh database on
// BENCH_POSTGRES_URL / TEST_POSTGRES_URL, skipped with BENCH_SHOTS_SQLITE_ONLY=1), through the shots service as the
// route calls it: the import of a 5 000-shot Garmin CSV (parse, match, store), then, with the member holding
// 100 000 shots, the per-club summary (read and statistics); then a 5 000-shot file in each other layout (Foresight
// FSX, Trackman, GSPro, Uneekor, FlightScope, Rapsodo). Prints figures and the machine's load average before and
// after; the budgets, ratios to a CPU reference, are `pnpm bench:budgets`'s.
// The import's memory against the file's size is bench:shots-memory (bench/shots-memory.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, type Cleanups } from './support/data';
import { shotsPhase } from './support/shots-phase';

const IMPORTS = Number(process.env.BENCH_SHOT_IMPORTS ?? 5);
const SUMMARIES = Number(process.env.BENCH_SHOT_SUMMARIES ?? 100);
const options = { imports: IMPORTS, summaries: SUMMARIES };

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
    await shotsPhase('sqlite', { SQLITE_FILE: path.join(dir, 'bench.sqlite3') }, options);
    if (process.env.BENCH_SHOTS_SQLITE_ONLY !== '1') {
      await shotsPhase(
        'postgres',
        { DATABASE_URL: await freshPostgres('bench_shots', cleanups), SQLITE_FILE: '' },
        options,
      );
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  console.log(`load average after: ${load()}`);
}

await main();
