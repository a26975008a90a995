// `npm test`: the one command that checks everything. After the install it runs lanes side by side, each a list of
// steps in order (docs/decisions/231-the-test-suite-in-lanes.md):
//   browser       the end-to-end tests in real Chromium (Playwright builds the web app first): the longest lane, first;
//   checks        typecheck (tsc -b), bundle budgets;
//   unit          the unit tests without a screen under TZ=UTC, then every unit test under TZ=Pacific/Auckland;
//   sqlite        integration tests on SQLite;
//   postgres      integration tests on Postgres;
//   heavy         the load tests (restarts behind nginx, floods, crowds, the 5 000-body fuzz), once the rest is done, so
//                 their timings are measured on a machine that is not also running the test lanes;
//   static        two lanes from the end of the browser lane on, at a lower priority (their sessions niced): the lint;
//                 formatting, docs, unused code, copy-paste budget.
// At most TEST_LANES lanes (default one: the browser lane already keeps most of a core busy) run at once besides the
// browser lane, and one more once it has ended; each step's output goes to a log file, printed whole when the step
// fails. The end prints every step's duration.
// Postgres: TEST_POSTGRES_URL, or a server found on 127.0.0.1:5432. With CI=true Postgres is mandatory.
// Chromium: CHROMIUM_PATH, or Debian's chromium-headless-shell (installed from Debian packages when run as root).
// nginx (the restart-under-load test runs the shipped deploy/nginx.conf): NGINX_PATH, or /usr/sbin/nginx (installed
// from Debian packages when run as root). With CI=true that test fails without it; elsewhere it is skipped, loudly.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pnpmCommand } from './pnpm.mjs';

const isCI = process.env.CI === 'true';
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'longwood-test-'));
/** Every step run, in the order they finished: { label, lane, startedAt, seconds, code }. */
const finished = [];
let failedStep = null;
const running = new Set();

const seconds = (ms) => Math.round(ms / 100) / 10;

function printSummary() {
  // The load average when each step ended: a run beside other work on the machine (more than the lanes' own two or
  // three processes) shows it here, and its durations are not the suite's.
  console.log('\nStep durations (seconds from the start of the run; 1-minute load average when the step ended):');
  const rows = [...finished].sort((a, b) => a.startedAt - b.startedAt);
  const width = Math.max(...rows.map((r) => r.label.length), 10);
  for (const r of rows) {
    const from = seconds(r.startedAt - started);
    const status = r.code === 0 ? 'ok' : r.code === null ? 'stopped' : `failed (exit ${r.code})`;
    console.log(
      `  ${r.label.padEnd(width)}  ${r.lane.padEnd(9)} ${String(from).padStart(6)} → ${String(seconds(r.startedAt - started + r.ms)).padStart(6)}  ${String(seconds(r.ms)).padStart(6)} s  load ${(r.load ?? 0).toFixed(1).padStart(4)}  ${status}`,
    );
  }
  console.log(`\n(${Math.round((Date.now() - started) / 1000)}s)`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

/** Signals every running step's process group (quietly: a group may be gone already). */
function signalSteps(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

// Ctrl-C to each step's own process, as a person would press it: Playwright and Vitest then stop their servers and
// browsers and drop their databases (Playwright starts its web servers in process groups of their own, which a signal
// to the step's group does not reach, and it leaves them running when its group is signalled at once). What still
// runs 20 s later is killed, and so is whatever a stopped step leaves in its group.
function stopEverything() {
  for (const child of running) {
    try {
      process.kill(child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  setTimeout(() => signalSteps('SIGKILL'), 20_000).unref();
}

/** The command for pnpm `args`; `exec <tool>` runs the tool's own binary, so that Ctrl-C reaches it and not pnpm. */
function stepCommand(args) {
  const bin = args[0] === 'exec' ? path.join(import.meta.dirname, '..', 'node_modules', '.bin', args[1]) : null;
  return bin && existsSync(bin) ? [bin, args.slice(2)] : pnpmCommand(args);
}

/**
 * Runs one step (pnpm with `args`) with its output in a log file; resolves with its exit code. A failed step prints
 * its whole log and stops the run (the other lanes' steps are stopped, no new one starts).
 */
function runStep({ label, lane, args, env = {}, after, niceness = 0 }) {
  if (failedStep) return Promise.resolve(null);
  const startedAt = Date.now();
  const logFile = path.join(reportDir, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const log = createWriteStream(logFile);
  console.log(`▶ ${label} [${lane}]`);
  const [tool, toolArgs] = stepCommand(args);
  // `nice` execs the tool in its own process (same pid): Ctrl-C and the group's signals reach it as before.
  const [command, commandArgs] = niceness ? ['nice', ['-n', String(niceness), tool, ...toolArgs]] : [tool, toolArgs];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping the run stops the step's children too (servers, browsers).
    detached: true,
  });
  running.add(child);
  // The step is a session of its own (detached), and Linux shares the processor between sessions first (autogroup
  // scheduling): a process's nice value weighs only against its own session's processes. So a niced step's whole
  // session is niced too, or it would take an equal share from the steps it is meant to leave the processor to.
  if (niceness) {
    try {
      writeFileSync(`/proc/${child.pid}/autogroup`, String(niceness));
    } catch {
      // no autogroup here (not Linux, or scheduling without it): the process's nice value is all there is
    }
  }
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      if (failedStep) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // nothing left in its group
        }
      }
      log.end(() => {
        const ms = Date.now() - startedAt;
        // A step that ends non-zero after another failed was stopped (Ctrl-C, or killed): not a failure of its own.
        const exit = failedStep && code !== 0 ? null : (code ?? 1);
        finished.push({ label, lane, startedAt, ms, code: exit, load: os.loadavg()[0] });
        after?.();
        if (exit === 0) {
          console.log(`✔ ${label} (${seconds(ms)} s)`);
        } else if (exit !== null) {
          console.log(
            `\n✖ ${label} failed (exit ${code ?? signal}) after ${seconds(ms)} s; its output (${logFile}):\n`,
          );
          console.log(readFileSync(logFile, 'utf8'));
          if (!failedStep) {
            failedStep = label;
            stopEverything();
          }
        }
        resolve(exit);
      });
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/** A Vitest step: `vitest run` of `project` (extra CLI arguments after it), counted from its JSON report. */
function vitestStep(label, lane, project, env, extraArgs = []) {
  const outputFile = path.join(reportDir, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  return {
    label,
    lane,
    env,
    args: [
      'exec',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      ...extraArgs,
    ],
    after: () => countVitest(outputFile),
  };
}

/**
 * The unit test files that render no screen (no `@vitest-environment jsdom` in their first lines): core's rules, the
 * server's and the apps' modules, the UI's helpers. They run under TZ=UTC (the production server's zone) as well as in
 * the second zone; the screen files run in the second zone only (decision 231).
 */
function unitFilesWithoutScreens(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git', 'e2e', 'docs'].includes(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...unitFilesWithoutScreens(file));
    else if (
      /\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.integration.test.ts') &&
      !/@vitest-environment\s+jsdom/.test(readFileSync(file, 'utf8').slice(0, 400))
    )
      files.push(file);
  }
  return files;
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The first of `candidates` that exists; else, as root on Debian, installs `debianPackage` and returns `installed`. */
function findOrInstall(what, candidates, debianPackage, installed) {
  const found = candidates.filter(Boolean).find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`\n▶ Installing ${debianPackage} from Debian packages (needed for ${what})`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(installed)) return installed;
  }
  return null;
}

// ── Install, and what the lanes need from the machine ────────────────────────────────────────────────────────────
console.log('▶ Installing dependencies');
const [installCommand, installArgs] = pnpmCommand(['install', '--frozen-lockfile']);
const installStarted = Date.now();
const install = spawnSync(installCommand, installArgs, { stdio: 'inherit' });
finished.push({
  label: 'Install dependencies',
  lane: 'install',
  startedAt: installStarted,
  ms: Date.now() - installStarted,
  code: install.status,
});
if (install.status !== 0) {
  console.error('\n✖ Installing dependencies failed');
  printSummary();
  process.exit(1);
}

let postgresUrl = process.env.TEST_POSTGRES_URL;
if (!postgresUrl && (await portOpen('127.0.0.1', 5432))) {
  postgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
}
if (!postgresUrl) {
  if (isCI) {
    console.error('\n✖ CI needs Postgres: set TEST_POSTGRES_URL or start a server on 127.0.0.1:5432.');
    process.exit(1);
  }
  console.log('\n! No Postgres found: integration tests run on SQLite only (CI always runs both).');
}
const nginx = findOrInstall(
  'the restart-under-load test',
  [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'],
  'nginx',
  '/usr/sbin/nginx',
);
if (!nginx) {
  if (isCI) {
    console.error('\n✖ CI needs nginx for the restart-under-load test: apt-get install nginx, or set NGINX_PATH.');
    process.exit(1);
  }
  console.log('\n! No nginx found: the restart-under-load integration test is SKIPPED (CI always runs it).');
}
// Playwright's own headless browser: Chromium's headless shell (the same engine without the browser's window and
// omnibox, about half the processor time per page of the full browser in headless mode).
const chromium =
  findOrInstall(
    'the browser tests',
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'],
    'chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
  ) ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
if (!chromium) {
  console.error(
    '\n✖ No Chromium found for the browser tests: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

// ── The lanes ────────────────────────────────────────────────────────────────────────────────────────────────────
const integrationEnv = (databases) => ({
  TZ: 'UTC',
  TEST_DATABASES: databases,
  ...(postgresUrl ? { TEST_POSTGRES_URL: postgresUrl } : {}),
  ...(nginx ? { NGINX_PATH: nginx } : {}),
});
const playwrightReport = path.join(reportDir, 'e2e.json');

const lanes = [
  {
    name: 'browser',
    steps: [
      {
        label: 'End-to-end tests (Playwright, real Chromium)',
        args: ['exec', 'playwright', 'test', '--reporter=list,json'],
        // On CI no trace is recorded (a tenth of the lane's processor time): nobody can open one after the run, whose
        // failing step prints its whole log; E2E_TRACE=on keeps them.
        env: {
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
          ...(isCI ? { E2E_TRACE: process.env.E2E_TRACE ?? 'off' } : {}),
        },
        after: () => countPlaywright(playwrightReport),
      },
    ],
  },
  {
    name: 'checks',
    steps: [
      { label: 'Type-checking (tsc -b)', args: ['run', '--silent', 'typecheck'] },
      // A build of its own (about 5 s): the browser lane's build is made at the same time, in another process.
      { label: 'Bundle budgets (gzipped JavaScript per page)', args: ['run', '--silent', 'check:bundle'] },
    ],
  },
  {
    name: 'unit',
    steps: [
      vitestStep(
        'Unit tests without a screen (TZ=UTC)',
        'unit',
        'unit',
        { TZ: 'UTC' },
        ['packages', 'apps'].flatMap((dir) => unitFilesWithoutScreens(dir)),
      ),
      vitestStep('Unit tests, every file, in a second zone (TZ=Pacific/Auckland)', 'unit', 'unit', {
        TZ: 'Pacific/Auckland',
      }),
    ],
  },
  {
    name: 'sqlite',
    steps: [vitestStep('Integration tests (SQLite)', 'sqlite', 'integration', integrationEnv('sqlite'))],
  },
  ...(postgresUrl
    ? [
        {
          name: 'postgres',
          steps: [vitestStep('Integration tests (Postgres)', 'postgres', 'integration', integrationEnv('postgres'))],
        },
      ]
    : []),
];
// The checks that read the sources (each one process on one core, about 200 s of processor time in all, the type-aware
// lint most of it) run in two lanes at a lower priority (nice 10, their sessions too), from the end of the browser lane
// on: beside the last integration lane and the load tests, which wait on restarts, outages and drains as much as they
// compute, they take the processor those leave idle, and the load tests' timings get it first.
const staticLanes = [
  [{ label: 'Linting (boundaries, core purity, hooks)', args: ['exec', 'eslint', '.', '--max-warnings=0'] }],
  [
    { label: 'Checking formatting (Prettier)', args: ['exec', 'prettier', '--check', '.'] },
    { label: 'Checking the docs', args: ['run', '--silent', 'docs:check'] },
    { label: 'Finding unused code (knip)', args: ['run', '--silent', 'lint:unused'] },
    { label: 'Finding copy-pasted code (jscpd)', args: ['run', '--silent', 'lint:duplicates'] },
  ],
].map((steps) => ({ name: 'static', steps: steps.map((step) => ({ ...step, niceness: 10 })) }));
const heavyLane = {
  name: 'heavy',
  steps: [
    vitestStep(
      'Load tests (restarts, floods, fuzz)',
      'heavy',
      'integration-heavy',
      integrationEnv(postgresUrl ? 'sqlite,postgres' : 'sqlite'),
    ),
  ],
};

const laneLimit = Number(process.env.TEST_LANES) || 1;
console.log(`\nLanes: browser, and ${laneLimit} of the others at a time (TEST_LANES); logs in ${reportDir}`);
console.log(
  `Load average at the start: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}\n`,
);
const waiting = [...lanes];
async function runLane(lane) {
  for (const step of lane.steps) {
    const code = await runStep({ ...step, lane: lane.name });
    if (code !== 0) return;
  }
}
// The browser lane always runs; the others share `laneLimit` places, taken in the order above as places free up. When
// the browser lane ends, its place goes to the others too: the cores it kept busy take the next waiting lane.
async function worker() {
  for (let lane = waiting.shift(); lane && !failedStep; lane = waiting.shift()) await runLane(lane);
}
const browser = waiting.shift();
let staticDone = Promise.resolve();
await Promise.all([
  runLane(browser).then(() => {
    if (!failedStep) staticDone = Promise.all(staticLanes.map(runLane));
    return worker();
  }),
  ...Array.from({ length: laneLimit }, worker),
]);
if (!failedStep) await runLane(heavyLane);
await staticDone;

if (failedStep || totals.failed > 0) {
  console.log(`\n✖ ${failedStep ?? 'A step'} failed`);
  printSummary();
  process.exit(1);
}
console.log('\n✔ Everything passed');
printSummary();
