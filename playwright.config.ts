// Browser tests in real Chromium (Debian's binary: `npx playwright install` cannot download here) against
// the real server on a free port, with a fresh SQLite database seeded with the demo accounts, serving a
// fresh production build of apps/web.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH ` +
      'to a Chromium/Chrome binary.',
  );
}

/** A free port, found synchronously (the config is not async) by running the shared helper in a child node. */
function freePortNow(): string {
  const helper = fileURLToPath(import.meta.resolve('@longwood/test-support/free-port'));
  return execFileSync(process.execPath, [helper], { encoding: 'utf8' }).trim();
}

// Playwright loads this file in the runner and again in every worker. The port and database are chosen
// once, in the runner, and handed to workers through the environment they inherit.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePortNow();
}
if (!process.env.E2E_SQLITE_FILE) {
  process.env.E2E_SQLITE_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'longwood-e2e-')), 'e2e.sqlite3');
}

// Several people (and CI jobs) may run the suite at once in one checkout: separate artefact folders.
if (!process.env.E2E_RUN_ID) process.env.E2E_RUN_ID = `${Date.now().toString(36)}-${process.pid}`;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// Local SMTP server for the e2e run (started by e2e/support/smtp.ts): the app server sends real SMTP to it,
// and every received message lands as an .eml file in E2E_MAIL_DIR for the specs to read.
if (!process.env.E2E_SMTP_PORT) {
  process.env.E2E_SMTP_PORT = freePortNow();
}
process.env.E2E_MAIL_DIR ??= path.join(path.dirname(process.env.E2E_SQLITE_FILE), 'mail');

// Each run builds the SPA into its own folder next to its database: parallel runs in one checkout must not
// empty each other's apps/web/dist while a server is serving it.
const webDist = path.join(path.dirname(process.env.E2E_SQLITE_FILE), 'web-dist');

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/smtp.ts',
  testMatch: '*.spec.ts',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  fullyParallel: false,
  // One server, one database: tests create their own users, so two workers are safe and faster.
  workers: process.env.CI ? 1 : 2,
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
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
  webServer: {
    command: `pnpm --filter @longwood/web exec vite build --outDir "${webDist}" --emptyOutDir && pnpm --filter @longwood/server start`,
    // 401 (signed out) counts as ready for Playwright.
    url: `${baseURL}/api/user`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_FILE: process.env.E2E_SQLITE_FILE,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      BCRYPT_COST: '10',
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      SMTP_SECURE: 'false',
      // No APP_ORIGIN or PUBLIC_APP_URL, as under `npm start`: links in e-mails must point at this server
      // (http://localhost:PORT, docs/decisions/141-public-url-defaults-to-the-serving-origin.md).
      // Every spec registers accounts from 127.0.0.1 (docs/decisions/161-atomic-limits.md).
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      REGISTRATION_GLOBAL_LIMIT_PER_MINUTE: '100000',
      // Warnings and errors only: one JSON line per request would drown the test output.
      LOG_LEVEL: 'warn',
    },
  },
});
