// The role policy as people meet it in the browser (docs/decisions/085-role-policy.md): an admin who is not a
// member uses member features like a member (the booking page no longer says 'Membership Required' while the
// server would book), front-desk staff reach the desk screens but not user administration, and the account
// menu's 'Coach Dashboard' is the coaches' own (docs/requirements.md#header) while admins may still open the screen.
import { ADMIN, COACH, FRONT_DESK } from './support/accounts';
import { registerUser, signIn, type TestUser } from './support/api';
import { openEntranceCode } from './support/account-menu';
import { expect, test } from './support/fixtures';
import { reauthenticatedAdminContext } from './support/second-factor';

/**
 * A fresh account made an administrator (PATCH /api/admin/users/{id}/admin), not a member, by an admin with a second
 * factor who re-authenticated (docs/decisions/287-admin-second-factor-and-re-authentication.md).
 */
async function createAdminNonMember(baseURL: string): Promise<TestUser> {
  const user = await registerUser(baseURL, 'staff-admin');
  const admin = await reauthenticatedAdminContext(baseURL);
  const res = await admin.patch(`/api/admin/users/${user.id}/admin`, { data: { isAdmin: true } });
  expect(res.ok()).toBe(true);
  await admin.dispose();
  return user;
}

test('an admin who is not a member books, reads the entrance code and gets no upgrade offer', async ({
  page,
  baseURL,
}) => {
  const staff = await createAdminNonMember(baseURL!);
  await signIn(page, staff);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Book a Simulator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();

  const dialog = await openEntranceCode(page, () =>
    expect(page.getByRole('menuitem', { name: 'Upgrade Membership' })).toHaveCount(0),
  );
  await expect(dialog.getByTestId('entrance-code')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Generate Performance Report' })).toBeVisible();
});

test('front-desk staff open the desk screens, not user administration or member features', async ({ page }) => {
  await signIn(page, FRONT_DESK);
  for (const path of ['/admin/daily-chart', '/admin/calendar', '/admin/requests', '/completed-demo-requests']) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toHaveCount(0);
  }
  // The calendar leads desk staff back to the desk, never to Booking Management (the admins', which sends them home).
  await page.goto('/admin/calendar');
  await expect(page.getByRole('link', { name: "Today's Board" })).toHaveAttribute('href', '/desk');
  await expect(page.getByRole('link', { name: 'Booking Management' })).toHaveCount(0);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/admin/facility');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You don't have permission to access the admin dashboard")).toBeVisible();
});

test("the account menu offers 'Coach Dashboard' to coaches; admins open the screen by its address", async ({
  page,
}) => {
  await signIn(page, COACH);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Coach Dashboard' }).click();
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, ADMIN);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Coach Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/coach/dashboard');
  await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});
