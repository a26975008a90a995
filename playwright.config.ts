// Browser tests in real Chromium (Debian's headless shell: `npx playwright install` cannot download here) against the
// real server, one per worker: each worker has its own server on a free port, its own fresh SQLite database seeded with
// the demo accounts, and its own SMTP sink, all serving one production build of apps/web and all running one production
// build of apps/server (docs/decisions/392-browser-tests-run-the-server-build.md). A spec that changes what the whole
// facility sees (its settings, the keypad code) cannot reach the spec another worker runs at the same time
// (docs/decisions/231-the-test-suite-in-lanes.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { E2eServer } from './e2e/support/servers';

// Playwright's own headless browser (Chromium without its window and omnibox: half the processor time per page of the
// full browser in headless mode), else the full browser; CHROMIUM_PATH names another.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium-headless-shell';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (apt-get install -y chromium-headless-shell) or set ` +
      'CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
}

/** A free port, found synchronously (the config is not async) by running the shared helper in a child node. */
function freePortNow(): string {
  const helper = fileURLToPath(import.meta.resolve('@longwood/test-support/free-port'));
  return execFileSync(process.execPath, [helper], { encoding: 'utf8' }).trim();
}

// One worker per core by default (E2E_WORKERS overrides it), each with its own server.
const workers = Number(process.env.E2E_WORKERS) || Math.max(os.availableParallelism(), 2);

// Playwright loads this file in the runner and again in every worker. The ports, folders and databases are chosen
// once, in the runner, and handed to workers through the environment they inherit (E2E_SERVERS).
if (!process.env.E2E_SERVERS) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'longwood-e2e-'));
  const servers: E2eServer[] = Array.from({ length: workers }, (_, index) => {
    const dir = path.join(runDir, `server-${index}`);
    mkdirSync(dir, { recursive: true });
    const port = Number(freePortNow());
    return {
      baseURL: `http://127.0.0.1:${port}`,
      port,
      smtpPort: Number(freePortNow()),
      sqliteFile: path.join(dir, 'e2e.sqlite3'),
      mailDir: path.join(dir, 'mail'),
    };
  });
  process.env.E2E_SERVERS = JSON.stringify(servers);
  // Removed by the global teardown (e2e/support/smtp.ts) once the run is over.
  process.env.E2E_RUN_DIR = runDir;
  // Each run builds the SPA into its own folder (unless `npm test` built it already): parallel runs in one checkout
  // must not empty each other's apps/web/dist while a server is serving it.
  process.env.E2E_BUILD_WEB = process.env.E2E_WEB_DIST ? '' : 'yes';
  process.env.E2E_WEB_DIST ??= path.join(runDir, 'web-dist');
  // The server's production build (apps/server/build.mjs, a second or two), for each run its own: the suite's servers
  // and the desk specs' (e2e/support/desk-server.ts) start from it, about 2 s sooner each than through tsx. Under
  // apps/server, where its dependencies are found; removed by the global teardown with the run's folder.
  const serverDist = path.join(import.meta.dirname, 'apps/server/dist', path.basename(runDir));
  const build = path.join(import.meta.dirname, 'apps/server/build.mjs');
  // Its one line of output would land in a JSON report written to stdout.
  execFileSync(process.execPath, [build, serverDist], { stdio: ['ignore', 'ignore', 'inherit'] });
  process.env.E2E_SERVER_DIST = serverDist;
}
const servers = JSON.parse(process.env.E2E_SERVERS) as E2eServer[];
const webDist = process.env.E2E_WEB_DIST!;
const serverMain = path.join(process.env.E2E_SERVER_DIST!, 'main.js');

// Several people (and CI jobs) may run the suite at once in one checkout: separate artefact folders.
if (!process.env.E2E_RUN_ID) process.env.E2E_RUN_ID = `${Date.now().toString(36)}-${process.pid}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/smtp.ts',
  testMatch: '*.spec.ts',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  // A spec file's tests run in order in one worker, on that worker's server.
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous waits: CI shares two cores with the whole suite, and a page that appears late is not a failure
  // (speed is measured by the Lighthouse and bench scripts, not here). Waits return as soon as they pass.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${process.env.E2E_RUN_ID}` }]]
    : 'list',
  use: {
    // baseURL: the worker's own server (e2e/support/fixtures.ts).
    // A failed test keeps its trace (actions, DOM snapshots, network); no screencast frames, which cost more processor
    // time than the pages themselves. E2E_TRACE=off records none (a tenth of the run's processor time).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // No service worker unless a spec asks for one (offline-app.spec.ts does): installed in every fresh context, it
    // fetched and kept the offline page's files for each test, a fifth of the browser's work in a spec that never goes
    // offline.
    serviceWorkers: 'block',
    timezoneId: 'America/New_York',
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: 'mobile.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      testMatch: 'mobile.spec.ts',
      use: { ...devices['Pixel 7'], channel: undefined },
    },
  ],
  // The servers start one after another; the first builds the web app when nothing built it before.
  webServer: servers.map((server, index) => ({
    command: [
      ...(index === 0 && process.env.E2E_BUILD_WEB
        ? // NODE_ENV=production for the build alone: the server below runs with NODE_ENV=development, and a build
          // inheriting it ships React's development code (about twice the JavaScript, a slower page) instead of
          // the production build the product serves.
          [`NODE_ENV=production pnpm --filter @longwood/web exec vite build --outDir "${webDist}" --emptyOutDir`]
        : []),
      `node --enable-source-maps "${serverMain}"`,
    ].join(' && '),
    // 401 (signed out) counts as ready for Playwright.
    url: `${server.baseURL}/api/user`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(server.port),
      SQLITE_FILE: server.sqliteFile,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      BCRYPT_COST: '10',
      MAIL_DIR: server.mailDir,
      // Uploaded facility media: the server's own folder, not the checkout's data/media.
      FACILITY_MEDIA_DIR: path.join(path.dirname(server.sqliteFile), 'media'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(server.smtpPort),
      SMTP_SECURE: 'false',
      // No APP_ORIGIN or PUBLIC_APP_URL, as under `npm start`: links in e-mails must point at this server
      // (http://localhost:PORT, docs/decisions/163-session-and-account-hygiene.md).
      // Every spec registers accounts and sends demo requests from 127.0.0.1 (docs/decisions/161-atomic-limits.md):
      // the specs on one server together sent more than the 5 demo requests an address may send in an hour.
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      CONTACT_LIMIT_PER_HOUR: '100000',
      REGISTRATION_GLOBAL_LIMIT_PER_MINUTE: '100000',
      PASSWORD_QUEUE_LIMIT: '10000',
      // Warnings and errors only: one JSON line per request would drown the test output.
      LOG_LEVEL: 'warn',
    },
  })),
});
