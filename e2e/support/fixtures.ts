// Every e2e test runs with a page that fails the test on: console errors the app logs, uncaught page
// errors, and any 5xx from the API. Chromium also logs "Failed to load resource" for expected 4xx answers
// (401 from GET /api/user when signed out, a refused booking); those are network notices, not app errors.
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  problems: string[];
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
      problems.push(`console.error: ${text}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('response', (res) => {
      if (res.status() >= 500 && new URL(res.url()).pathname.startsWith('/api/')) {
        problems.push(`server error: ${res.status()} ${res.request().method()} ${res.url()}`);
      }
    });
    await use(page);
    // Only when the test body itself passed: a failing test already reports its own error.
    if (problems.length > 0 && testInfo.status === 'passed') {
      throw new Error(`The page reported problems:\n${problems.join('\n')}`);
    }
  },
});

export { expect };
