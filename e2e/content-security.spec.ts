// The Content-Security-Policy in real Chromium (docs/decisions/013-security-origin-check-and-throttling.md): the pages a visitor, a
// member and an admin open apply every style they need under `style-src 'self'` (no violation is reported while they
// load and are used), and a <style> element put into a page is refused by the browser.
import type { Page } from '@playwright/test';
import { ADMIN, MEMBER } from './support/accounts';
import { signIn, switchAccount } from './support/api';
import { expect, test } from './support/fixtures';
import { afterLoadAndIdle } from './support/settled';

/** Records every CSP violation the page reports, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'} at ${location.pathname}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the pages apply their styles without inline style elements: no violation on the way', async ({ page }) => {
  const violations = await recordViolations(page);
  const seen: string[] = [];
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The page's lazily loaded parts and styles have come in: hydrated, loaded, and idle after both (the landing page's
    // video keeps the network busy, so not network idle).
    await afterLoadAndIdle(page);
    seen.push(...(await violations()));
  };
  await visit('/');
  await visit('/auth');
  await signIn(page, MEMBER);
  for (const path of ['/booking', '/account', '/leagues']) await visit(path);
  await switchAccount(page, ADMIN);
  for (const path of ['/admin', '/admin/insights', '/admin/facility']) await visit(path);
  expect(seen).toEqual([]);
});

test.describe('a style element a script puts into the page', () => {
  test.use({ expectedConsoleErrors: [/Applying inline style violates|Refused to apply inline style/] });

  test('is refused by the browser and reported as a style-src-elem violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid rgb(255, 0, 0) !important; }';
      document.head.append(style);
      // getComputedStyle recomputes the styles at once: an element the policy let in would apply here.
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(applied).not.toBe('7px');
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^style-src-elem inline at \/$/));
  });
});
