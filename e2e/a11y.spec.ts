// Accessibility (axe-core, WCAG 2.1 A/AA rules): no serious or critical violation on the public pages and on
// the member's account and booking pages. Failures list each rule, its impact and the offending elements.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MEMBER } from './support/accounts';
import { signIn } from './support/api';
import { expect, test } from './support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    }));
}

const PUBLIC_PAGES: Array<[string, string | RegExp]> = [
  ['/', 'Elevate Your Golf Performance'],
  ['/auth', /Welcome|Login|Sign in/],
  ['/contact', 'Book Your Free Demo'],
  ['/privacy-policy', 'Privacy Policy'],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    if (path === '/') {
      // Bring the lazily loaded contact form in, so it is checked too.
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
      // Toasts and inline errors are part of the page too.
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const [path, heading] of [
  ['/account', /Account/],
  ['/booking', /Book/],
] as const) {
  test(`${path} (signed-in member) has no serious or critical accessibility violations`, async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
