// `npm test`: the one command that checks everything, in order:
//   install → typecheck → lint → formatting → docs → unused code → copy-paste budget → unit tests (under two machine
//   time zones) → integration tests (real SQLite, and real Postgres) → Playwright end-to-end tests in real Chromium.
// Postgres: TEST_POSTGRES_URL, or a server found on 127.0.0.1:5432. With CI=true Postgres is mandatory.
// Chromium: CHROMIUM_PATH, or /usr/bin/chromium (installed from Debian packages when run as root).
// nginx (the restart-under-load test runs the shipped deploy/nginx.conf): NGINX_PATH, or /usr/sbin/nginx (installed
// from Debian packages when run as root). With CI=true that test fails without it; elsewhere it is skipped, loudly.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pnpm } from './pnpm.mjs';

const isCI = process.env.CI === 'true';
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'longwood-test-'));

function fail(message) {
  console.error(`\n✖ ${message}`);
  printTotals();
  process.exit(1);
}

function printTotals() {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n(${seconds}s)`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

function step(label, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const code = pnpm(args, { env: { ...process.env, ...env } });
  if (code !== 0) fail(`${label} failed (exit ${code})`);
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

function vitest(label, project, env, reportName) {
  const outputFile = path.join(reportDir, `${reportName}.json`);
  console.log(`\n▶ ${label}`);
  const code = pnpm(
    [
      'exec',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { env: { ...process.env, ...env } },
  );
  countVitest(outputFile);
  if (code !== 0) fail(`${label} failed (exit ${code})`);
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

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ Installing Chromium from Debian packages (needed for the browser tests)');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

/** The nginx binary for the restart-under-load test; installed from Debian packages when run as root. */
function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ Installing nginx from Debian packages (needed for the restart-under-load test)');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  return null;
}

step('Installing dependencies', ['install', '--frozen-lockfile']);
step('Type-checking every package and the e2e specs', ['run', 'typecheck']);
step('Linting (boundaries, core purity, hooks)', ['exec', 'eslint', '.', '--max-warnings=0']);
step('Checking formatting (Prettier)', ['exec', 'prettier', '--check', '.']);
step('Checking the docs (requirement anchors, decision files, links)', ['run', '--silent', 'docs:check']);
step('Finding unused files, exports and dependencies (knip)', ['run', '--silent', 'lint:unused']);
step('Finding copy-pasted code (jscpd, within its budget)', ['run', '--silent', 'lint:duplicates']);

vitest('Unit tests (machine TZ=UTC)', 'unit', { TZ: 'UTC' }, 'unit-utc');
vitest('Unit tests (machine TZ=Pacific/Auckland)', 'unit', { TZ: 'Pacific/Auckland' }, 'unit-auckland');

let postgresUrl = process.env.TEST_POSTGRES_URL;
if (!postgresUrl && (await portOpen('127.0.0.1', 5432))) {
  postgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
}
if (!postgresUrl) {
  if (isCI) fail('CI needs Postgres: set TEST_POSTGRES_URL or start a server on 127.0.0.1:5432.');
  console.log('\n! No Postgres found: integration tests run on SQLite only (CI always runs both).');
}
const nginx = findNginx();
if (!nginx) {
  if (isCI) fail('CI needs nginx for the restart-under-load test: apt-get install nginx, or set NGINX_PATH.');
  console.log('\n! No nginx found: the restart-under-load integration test is SKIPPED (CI always runs it).');
}
vitest(
  `Integration tests (SQLite${postgresUrl ? ' and Postgres' : ''})`,
  'integration',
  {
    TZ: 'UTC',
    ...(postgresUrl ? { TEST_POSTGRES_URL: postgresUrl } : {}),
    ...(nginx ? { NGINX_PATH: nginx } : {}),
  },
  'integration',
);

const chromium = findChromium();
if (!chromium)
  fail('No Chromium found for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH.');
const playwrightReport = path.join(reportDir, 'e2e.json');
console.log('\n▶ End-to-end tests (Playwright, real Chromium)');
const e2eCode = pnpm(['exec', 'playwright', 'test', '--reporter=list,json'], {
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
countPlaywright(playwrightReport);
if (e2eCode !== 0) fail(`End-to-end tests failed (exit ${e2eCode})`);

console.log('\n✔ Everything passed');
printTotals();
