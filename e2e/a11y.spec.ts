// Accessibility (axe-core, WCAG 2.1 A/AA rules): no serious or critical violation on the public pages and on
// the member's account and booking pages. Failures list each rule, its impact and the offending elements.
import { MEMBER } from './support/accounts';
import { signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

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
