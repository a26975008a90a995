// A desk in its own browser context (its own cookies), its clock pinned like its desk server's
// (support/desk-server.ts), signed in on /desk's own form: the desk specs' one way in.
import type { Browser, Page } from '@playwright/test';
import type { DeskServer } from './desk-server';
import { collectProblems } from './fixtures';

export async function signInOnDesk(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function openDesk(
  browser: Browser,
  server: DeskServer,
  at: Date,
  account: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'America/New_York' });
  await context.clock.install({ time: at });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/desk');
  await signInOnDesk(page, account);
  return { context, page, problems };
}
