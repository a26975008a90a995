// When a prerendered page has settled: React has taken it over (hydration), and the browser has had an idle period
// after its load event, so what the page defers to load and idle (the hero video) has been decided.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Whether React has taken over the page's root (created by hydrateRoot or createRoot). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));

/** Resolves once the page is hydrated, loaded, and an idle callback asked for after both has run. */
export async function afterLoadAndIdle(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}
