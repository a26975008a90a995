// The quick benches against their budgets (docs/performance.md, "Budgets at a glance"), a script, not a test:
// `pnpm bench:budgets` at the root. Runs, in about five minutes on a quiet machine (seven at the defined load), the
// phases of the other benches that each budget is read from, with shorter settings — the web build's bundle sizes
// (apps/web/build/bundle-budgets.mjs), core's league night (support/league-night-phase.ts), shot data at 100 000 shots
// (support/shots-phase.ts), the signed-in day read against the hello-world (support/read-phases.ts, three interleaved
// rounds: the figure is the median of the rounds' ratios), the admin lists and the bookings export at 200 000 bookings
// (bench/admin.ts), memory at start (support/startup-phase.ts) — then prints every figure beside its budget, its share
// of the budget and the load average when it was measured. It asserts nothing: the figures of a loaded machine are
// figures, to be read with the load beside them (exit 1 only when a phase could not run).
//
// Settings: BENCH_SECONDS (each measured load, default 5), BENCH_ROUNDS (rounds of the reads, default 3: one round's
// ratio moved by a fifth or more with whichever of the day read and the hello-world got the cores — 15.7 / 36.1 /
// 34.1 % in one quiet run), BENCH_SHOT_SUMMARIES (timed summaries of each kind, default 100), BENCH_PASSES (league
// night, default 200), BENCH_POSTGRES_URL as for `pnpm bench`; BENCH_BACKGROUND_LOAD=N: N busy loops for the whole
// run, the loaded machine the budgets are read on (support/background-load.ts; N=2 on two cores), named in the table's
// heading.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAdminBench } from './admin';
import { freshPostgres, type Cleanups } from './support/data';
import { leagueNightPasses } from './support/league-night-phase';
import { backgroundLoadSetting } from './support/background-load';
import { benchHeading, loadAverage } from './support/load';
import { buildServer, runBench, SERVER_DIR, SERVER_SCRIPT, stopAll } from './support/processes';
import { monthOnBothDatabases, readPhases } from './support/read-phases';
import { shotsPhase } from './support/shots-phase';
import { startupPhase } from './support/startup-phase';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SUMMARIES = Number(process.env.BENCH_SHOT_SUMMARIES ?? 100);
const PASSES = Number(process.env.BENCH_PASSES ?? 200);
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');

/** One figure beside its budget: a ceiling (`max`), a floor (`min`), or none (shown for the record). */
interface Figure {
  name: string;
  value: number;
  unit: 'ms' | 's' | '%' | 'KB' | 'MB';
  max?: number;
  min?: number;
  /** The 1-minute load average when the figure was taken. */
  load: number;
}

const figures: Figure[] = [];
const cleanups: Cleanups = [];

function record(name: string, value: number, unit: Figure['unit'], budget: { max?: number; min?: number } = {}) {
  figures.push({ name, value, unit, ...budget, load: os.loadavg()[0]! });
}

const show = (value: number, unit: Figure['unit']) =>
  `${unit === 's' || unit === '%' || unit === 'KB' ? value.toFixed(1) : value.toFixed(unit === 'ms' && value < 10 ? 1 : 0)} ${unit}`;

/** 'ok (42 % of it)', 'ok, over 70 % (85 %)', 'OVER (130 %)'; a floor: 'ok' or 'UNDER'. */
function verdict(f: Figure): string {
  if (f.max !== undefined) {
    const share = Math.round((f.value / f.max) * 100);
    if (f.value > f.max) return `OVER (${share} % of it)`;
    return share > 70 ? `ok, above 70 % (${share} %)` : `ok (${share} %)`;
  }
  if (f.min !== undefined) return f.value >= f.min ? 'ok' : 'UNDER';
  return '';
}

function printTable(): void {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`\nBudgets — commit ${commit}, ${when} UTC, ${backgroundLoadSetting()}`);
  const width = Math.max(...figures.map((f) => f.name.length));
  console.log(`  ${'figure'.padEnd(width)}  ${'measured'.padStart(9)}  ${'budget'.padEnd(9)}  load  verdict`);
  for (const f of figures) {
    const budget =
      f.max !== undefined ? `< ${show(f.max, f.unit)}` : f.min !== undefined ? `≥ ${show(f.min, f.unit)}` : '—';
    console.log(
      `  ${f.name.padEnd(width)}  ${show(f.value, f.unit).padStart(9)}  ${budget.padEnd(9)}  ${f.load.toFixed(1).padStart(4)}  ${verdict(f)}`,
    );
  }
  const budgeted = figures.filter((f) => f.max !== undefined || f.min !== undefined);
  const missed = budgeted.filter((f) => verdict(f).startsWith('OVER') || verdict(f) === 'UNDER');
  console.log(
    `\n  ${budgeted.length - missed.length} of ${budgeted.length} budgets met; load average now ${loadAverage()} on ${os.cpus().length} CPU(s)`,
  );
}

/** The web build's pages and lazy chunks (apps/web/build/bundle-budgets.mjs --json). */
function bundleSizes(): void {
  console.log('Bundle sizes (the web app built with its own config):');
  const out = execFileSync(process.execPath, ['build/bundle-budgets.mjs', '--json'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
    rows: Array<{ what: string; kb: number; budget: number; target?: number }>;
    failures: string[];
  };
  const pages = result.rows.filter((r) => r.what.startsWith('/'));
  for (const page of pages) {
    record(`JavaScript, ${page.what}`, page.kb, 'KB', { max: page.budget });
    if (page.target !== undefined && page.target !== page.budget) {
      record(`JavaScript, ${page.what}: target`, page.kb, 'KB', { max: page.target });
    }
  }
  const chunks = result.rows.filter((r) => !r.what.startsWith('/'));
  const nearest = chunks.reduce((a, b) => (b.kb / b.budget > a.kb / a.budget ? b : a));
  record(`Lazy chunk nearest its budget (${path.basename(nearest.what)}, of ${chunks.length})`, nearest.kb, 'KB', {
    max: nearest.budget,
  });
  for (const failure of result.failures) console.log(`  ${failure}`);
  console.log(`  ${pages.map((p) => `${p.what} ${p.kb} KB`).join(', ')}\n`);
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`${benchHeading('Budgets', `${SECONDS} s per measured load`)}\n`);
  bundleSizes();

  const league = leagueNightPasses(PASSES);
  console.log(
    `League night (40 players × 30 rounds): median ${league.median.toFixed(2)} ms, p99 ${league.p99.toFixed(2)} ms over ${PASSES} passes\n`,
  );
  record('League night pass, p99', league.p99, 'ms', { max: 50 });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-budgets-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const dialect of ['SQLite', 'Postgres'] as const) {
    const settings =
      dialect === 'SQLite'
        ? { SQLITE_FILE: path.join(dir, 'shots.sqlite3') }
        : { DATABASE_URL: await freshPostgres('lgf_bench_shots', cleanups), SQLITE_FILE: '' };
    const shots = await shotsPhase(dialect, settings, { imports: 5, summaries: SUMMARIES });
    record(`Shot summary, 100 000 shots, p99 [${dialect}]`, shots.summary.all.p99, 'ms', { max: 100 });
    record(`Shot summary, good shots, p99 [${dialect}]`, shots.summary.good.p99, 'ms', { max: 100 });
    // For the record: the first summary after a start, none of the runs in memory yet (decision 308).
    record(`Shot summary, no run in memory, worst of 10 [${dialect}]`, shots.coldSummary.worst, 'ms');
    record(`Shot import, 5 000 shots, worst [${dialect}]`, shots.importWorstMs, 'ms', { max: 1000 });
    const slowest = shots.slowestOtherLayout;
    record(`Shot import, 5 000 shots, ${slowest.name} [${dialect}]`, slowest.ms, 'ms', { max: 1000 });
  }
  console.log('');

  buildServer();
  const month = await monthOnBothDatabases(cleanups);
  const reads = await readPhases({ ...month.readInput, rounds: ROUNDS, connections: 50, seconds: SECONDS });
  record('Day read ÷ hello-world [Postgres]', reads.dayReadRatio.postgres * 100, '%', { min: 30 });
  record('Day read ÷ hello-world [SQLite]', reads.dayReadRatio.sqlite * 100, '%', { min: 30 });
  await stopAll();

  for (const admin of await runAdminBench(SERVER_SCRIPT, { sizes: ['large'], seconds: SECONDS })) {
    for (const endpoint of admin.endpoints) {
      record(`${endpoint.label.replace(/ \(.*\)$/, '')}, 200 000, p99 [${admin.dialect}]`, endpoint.p99, 'ms', {
        max: 50,
      });
    }
    record(`Bookings export, first bytes [${admin.dialect}]`, admin.export.firstByteMs, 'ms', { max: 300 });
    record(`Bookings export, whole file [${admin.dialect}]`, admin.export.totalMs / 1000, 's');
    record(`Bookings export, memory growth [${admin.dialect}]`, admin.export.growthMb, 'MB', { max: 50 });
  }

  const [startup] = await startupPhase(['dist/main.js']);
  if (startup) record('Resident memory after start (production build)', startup.rssMb, 'MB');

  printTable();
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

runBench(main, cleanups);
