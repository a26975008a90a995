// Accessibility (axe-core, WCAG 2.1 A/AA rules): no serious or critical violation on the public pages, on
// the member's account and booking pages, and on the owner's and the desk's pages. Failures list each rule, its impact and the offending elements.
import { ADMIN, MEMBER } from './support/accounts';
import { facilityDate, memberBookedByAdmin, signIn } from './support/api';
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

// The owner's and the desk's pages, also checked for a control's accessible name that leaves out its visible text
// (axe's label-content-name-mismatch): insights with a half-full hour on its heat map, its no-shows list, the admin
// calendar and the till. The board is checked in twelve-bays.spec.ts.
test.describe('admin and desk pages', () => {
  test('insights, its no-shows list, the calendar and the till have no serious or critical violation', async ({
    page,
    baseURL,
  }) => {
    const date = facilityDate(3);
    await memberBookedByAdmin(baseURL!, 1, date, '14:00');
    await signIn(page, ADMIN);

    await page.goto(`/admin/insights?from=${date}&to=${date}`);
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await expect(page.getByTestId('occupancy-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('heat-map').locator('a[data-percent="50"]').first()).toBeVisible();
    expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);

    await page.goto(`/admin/insights/no-shows?from=${facilityDate(-30)}&to=${date}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);

    await page.goto('/admin/calendar');
    await expect(page.getByRole('heading', { name: 'Booking Calendar' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);

    await page.goto('/desk/till');
    await expect(page.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /Till for / })).toBeVisible();
    expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
  });
});
