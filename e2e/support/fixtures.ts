// Every e2e test runs with a page that fails the test on: console errors the app logs, uncaught page
// errors, and any 5xx from the API. Chromium also logs "Failed to load resource" for expected 4xx answers
// (401 from GET /api/user when signed out, a refused booking), and a request a test cut off on purpose; those are
// network notices, not app errors.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { serverOfWorker, type E2eServer } from './servers';

export interface PageProblems {
  problems: string[];
}

/**
 * Starts recording what would fail a test on `page`: console errors (but 4xx network notices and the expected
 * ones), uncaught page errors, API 5xx answers. The `page` fixture does this; a spec that opens a second browser
 * context calls it for that context's pages and checks the list itself.
 */
export function collectProblems(page: Page, expectedConsoleErrors: readonly RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    // A request the test itself cut off (route.abort('internetdisconnected')), to see how the page copes.
    if (text === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED') return;
    if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
    problems.push(`console.error: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500 && new URL(res.url()).pathname.startsWith('/api/')) {
      problems.push(`server error: ${res.status()} ${res.request().method()} ${res.url()}`);
    }
  });
  return problems;
}

/** Makes every page of `target` say its browser saves data (navigator.connection.saveData), before its scripts run. */
export async function askToSaveData(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
  });
}

export const test = base.extend<
  {
    page: Page;
    /**
     * Console errors a test provokes on purpose (the desk's network-loss test cuts the connection: Chromium logs
     * the refused requests). Anything else still fails the test.
     */
    expectedConsoleErrors: RegExp[];
    /**
     * Whether the landing page's background video may play (default no). It plays for as long as the landing page is
     * open, decoding and compositing every frame: about two thirds of a core for the browser, in every test that
     * passes through '/' (measured 2026-11-28: 3.2 s of Chromium's processor time per 5 s on the page, 0.1 s with
     * the still poster). Without it each page's browser says it saves data, which the landing page answers with its
     * still poster (the product's own path, hero-video.ts); the hero's own tests (marketing.spec.ts) let it play.
     */
    heroVideo: boolean;
  },
  { e2eServer: E2eServer }
>({
  // The worker's own server (playwright.config.ts starts one per worker). Its database and mail folder are named in the
  // worker's environment for the helpers that read them directly (database.ts, mail.ts).
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const server = serverOfWorker(workerInfo.parallelIndex);
      process.env.E2E_SQLITE_FILE = server.sqliteFile;
      process.env.E2E_MAIL_DIR = server.mailDir;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
  expectedConsoleErrors: [[], { option: true }],
  heroVideo: [false, { option: true }],
  context: async ({ context, heroVideo }, use) => {
    if (!heroVideo) await askToSaveData(context);
    await use(context);
  },
  page: async ({ page, expectedConsoleErrors }, use, testInfo) => {
    const problems = collectProblems(page, expectedConsoleErrors);
    await use(page);
    // Only when the test body itself passed: a failing test already reports its own error.
    if (problems.length > 0 && testInfo.status === 'passed') {
      throw new Error(`The page reported problems:\n${problems.join('\n')}`);
    }
  },
});

export { expect };
