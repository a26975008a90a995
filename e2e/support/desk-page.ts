// A desk in its own browser context (its own cookies), its clock pinned like its desk server's
// (support/desk-server.ts), signed in on /desk's own form: the desk specs' one way in. deskSpecServer is a spec's
// one desk server with its clock pinned, started before its tests (run in order) and stopped after them.
import type { Browser, Page } from '@playwright/test';
import { startDeskServer, type DeskServer } from './desk-server';
import { ADMIN } from './accounts';
import { signIn } from './api';
import { collectProblems, test } from './fixtures';

export async function signInOnDesk(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** `page` at `server`'s desk, its clock pinned at `at`, signed in as the account on the desk's form. */
export async function signInOnDeskAt(
  page: Page,
  server: DeskServer,
  at: Date,
  account: { username: string; password: string },
) {
  await page.context().clock.install({ time: at });
  await page.goto(`${server.baseURL}/desk`);
  await signInOnDesk(page, account);
}

export async function openDesk(
  browser: Browser,
  server: DeskServer,
  at: Date,
  account: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await signInOnDeskAt(page, server, at, account);
  return { context, page, problems };
}

export function deskSpecServer(at: Date, extraEnv: Record<string, string> = {}) {
  test.describe.configure({ mode: 'serial' });
  let server: DeskServer | undefined;
  test.beforeAll(async () => {
    server = await startDeskServer(at, extraEnv);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = (): DeskServer => {
    if (!server) throw new Error('The desk server has not started');
    return server;
  };
  return {
    server: started,
    /** A desk signed in as the account, in its own context, its clock at the server's pinned instant. */
    open: (browser: Browser, account: { username: string; password: string }) =>
      openDesk(browser, started(), at, account),
    /** The website signed in as the admin, in its own context, its clock at the server's pinned instant. */
    openAdmin: async (browser: Browser) => {
      const context = await browser.newContext({ baseURL: started().baseURL, timezoneId: 'America/New_York' });
      await context.clock.install({ time: at });
      const page = await context.newPage();
      const problems = collectProblems(page);
      await signIn(page, ADMIN);
      return { context, page, problems };
    },
  };
}
