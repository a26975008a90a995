// The admin slice: a visitor registers, an admin makes them a member from /admin, and they can book; the
// admin changes the door keypad code and members see it in the Entrance Code dialog; non-admins are turned
// away from the admin screens.
import type { Page } from '@playwright/test';
import { ADMIN, MEMBER, REGULAR, shownAs } from './support/accounts';
import { apiContext, registerUser, signIn, switchAccount } from './support/api';
import { seriousViolations } from './support/axe';
import { openEntranceCode } from './support/account-menu';
import { expect, test } from './support/fixtures';
import { enrolAndReauthenticate, freshAdmin } from './support/second-factor';

/** Clicks a switch where a person would: on its visible track or label (the checkbox itself is hidden). */
function switchLabel(page: Page, name: string) {
  return page.locator('label', { has: page.getByRole('switch', { name }) });
}

async function findUserRow(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByText('Showing 1 of')).toBeVisible();
  return page.getByRole('row').filter({ hasText: email });
}

test('an admin makes a newly registered visitor a member, who can then book', async ({ page, baseURL }) => {
  const visitor = await registerUser(baseURL!, 'admin-slice');

  // Before: the visitor is held at the membership gate.
  await signIn(page, visitor);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toBeVisible();

  await switchAccount(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Member Management' })).toHaveAttribute('aria-selected', 'true');

  // The signed-in admin cannot take away their own admin access.
  const own = await findUserRow(page, ADMIN.username);
  const ownAdmin = own.getByRole('switch', { name: `Admin for ${ADMIN.username}` });
  await expect(ownAdmin).toBeChecked();
  await expect(ownAdmin).toBeDisabled();
  await expect(own).toContainText("You can't remove your own admin access.");

  const row = await findUserRow(page, visitor.username);
  await expect(row.getByTestId('user-type')).toHaveText('Regular');
  const memberSwitch = row.getByRole('switch', { name: `Member for ${visitor.username}` });
  await expect(memberSwitch).not.toBeChecked();
  await switchLabel(page, `Member for ${visitor.username}`).click();
  await expect(page.getByText(`${shownAs(visitor)} is now a member.`)).toBeVisible();
  await expect(memberSwitch).toBeChecked();
  await expect(row.getByTestId('user-type')).toHaveText('Member');

  // It is stored, not just shown.
  await page.reload();
  const reloaded = await findUserRow(page, visitor.username);
  await expect(reloaded.getByRole('switch', { name: `Member for ${visitor.username}` })).toBeChecked();

  // After: the new member reaches the booking page.
  await switchAccount(page, visitor);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Book a Simulator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toHaveCount(0);
});

test('the keypad code an admin sets is the one members see', async ({ page, baseURL }) => {
  const code = String(Date.now()).slice(-6);
  // Changing the code needs an admin with a second factor who re-authenticated (decision 287).
  const keyholder = await freshAdmin(baseURL!, 'keypad-admin');
  await signIn(page, keyholder);
  await enrolAndReauthenticate(page.request, keyholder.password);
  await page.goto('/admin');

  // The tabs work from the keyboard: arrow keys move between them.
  await page.getByRole('tab', { name: 'Member Management' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Booking Management' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  const facilityTab = page.getByRole('tab', { name: 'Facility Access' });
  await expect(facilityTab).toHaveAttribute('aria-selected', 'true');
  await expect(facilityTab).toBeFocused();
  await expect(page).toHaveURL(/\/admin\?tab=facility$/);

  await expect(page.getByTestId('current-keypad-code')).toHaveText(/.+/);
  const field = page.getByLabel('New keypad code');
  await page.getByRole('button', { name: 'Update Code' }).click();
  await expect(page.getByText('Keypad code is required')).toBeVisible();
  await field.fill('1234567');
  await page.getByRole('button', { name: 'Update Code' }).click();
  await expect(page.getByText('Keypad code must be at most 6 characters')).toBeVisible();
  // Only what the keypad can type: 'ab12' is refused before anything is sent, and so is the current code.
  await field.fill('ab12');
  await page.getByRole('button', { name: 'Update Code' }).click();
  await expect(page.getByText('Keypad code may contain only digits, * and #')).toBeVisible();
  await field.fill((await page.getByTestId('current-keypad-code').textContent()) ?? '');
  await page.getByRole('button', { name: 'Update Code' }).click();
  await expect(page.getByText('That is already the current code')).toBeVisible();

  // Replacing the door code is confirmed first; keeping it changes nothing.
  const before = await page.getByTestId('current-keypad-code').textContent();
  await field.fill(code);
  await page.getByRole('button', { name: 'Update Code' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Replace the entrance code?' });
  await confirm.getByRole('button', { name: 'No, Keep Current Code' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('current-keypad-code')).toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Update Code' }).click();
  await confirm.getByRole('button', { name: 'Yes, Replace Code' }).click();
  await expect(page.getByText('Keypad Code Updated')).toBeVisible();
  await expect(page.getByTestId('current-keypad-code')).toHaveText(code);
  await expect(field).toHaveValue('');
  // The change history names who changed it, with the code masked to its last character.
  const history = page.getByRole('table', { name: 'Change history' });
  await expect(history.getByRole('row').nth(1)).toContainText(shownAs(keyholder));
  await expect(history.getByRole('row').nth(1)).toContainText(`•••••${code.slice(-1)}`);
  await expect(history).not.toContainText(code);

  await switchAccount(page, MEMBER);
  await page.goto('/');
  const dialog = await openEntranceCode(page);
  await expect(dialog.getByTestId('entrance-code')).toHaveText(code);

  // The server agrees (the dialog is not showing a cached value).
  const admin = await apiContext(baseURL!, ADMIN);
  expect(await (await admin.get('/api/admin/keypad-code')).json()).toEqual({ keypadCode: code });
  await admin.dispose();
});

test('non-admins are sent home from the admin screens with Access Denied', async ({ page }) => {
  let adminApiCalls = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/admin/')) adminApiCalls += 1;
  });
  await signIn(page, REGULAR);
  for (const path of ['/admin', '/admin-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have permission to access the admin dashboard")).toBeVisible();
  }
  expect(adminApiCalls).toBe(0);
});

test('the admin home links to each admin area', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Home' })).toBeVisible();
  const expected: Array<[string, string]> = [
    ['Member Management', '/admin/members'],
    ['Booking Management', '/admin?tab=bookings'],
    ['Daily Chart', '/admin/daily-chart'],
    ['Insights', '/admin/insights'],
    ['Facility Settings', '/admin/facility'],
    ['Demo Requests', '/admin/requests'],
    ['Leagues', '/admin/leagues'],
    ['Coaches', '/admin/coaches'],
    ['Activity Log', '/admin/activity'],
  ];
  for (const [name, href] of expected) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.getByRole('link', { name: 'Open the full admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the admin screens have no serious or critical accessibility violations', async ({ page }) => {
  const violations = () => seriousViolations(page);
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByText(/Showing \d+ of \d+ users/)).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('tab', { name: 'Facility Access' }).click();
  await page.getByRole('button', { name: 'Update Code' }).click();
  await expect(page.getByText('Keypad code is required')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Home' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('users show as cards that fit the screen, with working switches', async ({ page, baseURL }) => {
    const visitor = await registerUser(baseURL!, 'admin-phone');
    await signIn(page, ADMIN);
    await page.goto('/admin');
    const row = await findUserRow(page, visitor.username);
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
    await expect(row.getByText('Email', { exact: true })).toBeVisible();
    const memberSwitch = row.getByRole('switch', { name: `Member for ${visitor.username}` });
    await switchLabel(page, `Member for ${visitor.username}`).tap();
    await expect(memberSwitch).toBeChecked();
    await expect(row.getByTestId('user-type')).toHaveText('Member');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('all five tabs are in view, the open one included', async ({ page }) => {
    await signIn(page, ADMIN);
    // Opened from a link to a later tab: on a sideways-scrolling strip it was out of sight.
    await page.goto('/admin?tab=facility');
    await expect(page.getByRole('tab', { name: 'Facility Access' })).toHaveAttribute('aria-selected', 'true');
    const viewport = page.viewportSize()!;
    for (const name of ['Member Management', 'Booking Management', 'Facility Access', 'Demo Requests', 'Leagues']) {
      const box = (await page.getByRole('tab', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
    }
  });
});
