import { ADMIN, REGULAR } from './support/accounts';
import { createMember, facilityDate, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { pickDate } from './support/booking-page';
import { expect, test } from './support/fixtures';
import { PHONE_AND_DESKTOP } from './support/viewports';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a signed-out visitor is sent from a members-only page to /auth, and the spinner goes away', async ({ page }) => {
  await page.goto('/booking');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email or Username')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('while the session loads, a members-only page shows an accessible spinner', async ({ page }) => {
  // Hold the real session answer back for a moment (a slow network), then let it through unchanged.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/booking');
  await expect(page.getByRole('status', { name: 'Loading your session...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('after signing in from the redirect, the visitor lands where they were going', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email or Username').fill(REGULAR.username);
  await page.getByLabel('Password', { exact: true }).fill(REGULAR.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});

// Every route of docs/requirements.md#routes is registered: an admin sees a named page on each (never blank, never the 404).
const SIGNED_IN_PATHS = [
  '/booking',
  '/book-lesson',
  '/upgrade-membership',
  '/admin-dashboard',
  '/admin',
  '/admin/members',
  '/admin/coaches',
  '/admin/leagues',
  '/admin/leagues/new',
  '/admin/leagues/1/edit',
  '/admin/leagues/1/participants',
  '/admin/leagues/1/rounds',
  '/admin/leagues/1/standings',
  '/admin/leagues/1/rounds/1/scores',
  '/admin/leagues/1/rounds/1/print',
  '/admin/calendar',
  '/admin/daily-chart',
  '/admin/requests',
  '/admin/facility',
  '/admin/activity',
  '/completed-demo-requests',
  '/database-view',
  '/account',
  '/leagues-signup',
  '/leagues/1/signup',
  '/leagues/1/leaderboard',
  '/coach/dashboard',
];
const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/forgot-password',
  '/verify-reset',
  '/reset-password/abc',
  '/contact',
  '/privacy-policy',
];

test('every route of the route table renders a page with a heading', async ({ page }) => {
  test.setTimeout(120_000); // over 40 routes; a loaded CI machine needs more than 90 s
  await signIn(page, ADMIN);
  for (const path of [...PUBLIC_PATHS, ...SIGNED_IN_PATHS]) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first(), `heading on ${path}`).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }), `no 404 on ${path}`).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), `admin allowed on ${path}`).toHaveCount(0);
  }
});

test('non-admins see Access Denied on admin screens and are sent home from the admin dashboard', async ({ page }) => {
  await signIn(page, REGULAR);
  await page.goto('/admin/leagues');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You must be an administrator to view this page.')).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You don't have permission to access the admin dashboard")).toBeVisible();
});

test('when the session ends mid-visit, the next request sends the member to /auth', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Book a Simulator' })).toBeVisible();

  await page.context().clearCookies();
  // The next read answers 401 and ends the visit: the day picked here, or one of the page's own reads still on its
  // way (the heading is prerendered, so it shows before every read has left). Whichever comes first, the page
  // leaves for /auth; picking a day must not wait for a calendar that has already gone.
  await Promise.race([page.waitForURL(/\/auth$/), pickDate(page, facilityDate(5))]).catch(() => undefined);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email or Username')).toBeVisible();
});

// A protected link says why it asks to sign in, and comes back (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
for (const { name, viewport } of PHONE_AND_DESKTOP) {
  test.describe(`a protected link at ${name} width`, () => {
    test.use({ viewport });

    test('a protected link opened signed out says why it asks to sign in, and returns there afterwards', async ({
      page,
      baseURL,
    }) => {
      const member = await createMember(baseURL!);
      await page.goto('/booking');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('note').filter({ hasText: 'Sign in to book a bay.' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Email or Username').fill(member.username);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page).toHaveTitle('Book a Bay | Longwood Golf');

      // Opening /auth directly gives no reason. The booking page is left first: its own requests, answered 401
      // after the sign-out, would rightly send it to /auth with a reason and race the direct visit.
      await page.goto('about:blank');
      expect((await page.request.post('/api/logout')).ok()).toBe(true);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: /go straight back/ })).toHaveCount(0);
    });
  });
}
