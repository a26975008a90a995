// The admin console in real Chromium: an admin books for a member (and sees it on the calendar, with the
// current time highlighted), triages a demo request through to the completed page, exports a table as CSV (the
// downloaded file parsed), reads the daily chart, and adds a member whose e-mailed link sets their password.
// The same journeys fit a 320 px phone screen.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { ADMIN, shownAs, uniqueEmail } from './support/accounts';
import { apiContext, createMember, facilityDate, facilityMinutesNow, signIn } from './support/api';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { PHONE_AND_DESKTOP } from './support/viewports';

async function bookForMember(page: Page, member: { username: string }, date: string) {
  await page.getByRole('button', { name: 'Book for a Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book for a Member' });
  await dialog.getByLabel('Search members by name or e-mail').fill(member.username);
  // Members are listed by display name and address.
  await dialog.getByRole('radio', { name: new RegExp(`^${shownAs(member)} \\(`) }).check();
  await expect(dialog.getByTestId('chosen-member')).toHaveText(`Booking for ${shownAs(member)}`);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Bay').selectOption({ label: 'Bay 2' });
  await dialog.getByLabel('Start time').selectOption({ label: '2:00 PM' });
  await dialog.getByLabel('Duration').selectOption({ label: '1.5 hours' });
  await expect(dialog.getByTestId('computed-end-time')).toHaveText('3:30 PM');
  await dialog.getByRole('button', { name: 'Book Session' }).click();
  await expect(page.getByText('Booking Created', { exact: true })).toBeVisible();
}

test('an admin books for a member, finds it in the list and on the calendar, and deletes it', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL!);
  const date = facilityDate(2);
  await signIn(page, ADMIN);
  await page.goto('/admin?tab=bookings');
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible();
  await expect(page.getByText("count toward the member's 4 hours a day")).toBeVisible();

  await bookForMember(page, member, date);
  await page.getByLabel('Member or guest').fill(member.username);
  const rows = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2:00 PM - 3:30 PM EST');
  await expect(rows.first()).toContainText('Bay 2');
  await expect(rows.first()).toContainText('Staff-made');

  // The calendar shows it in Bay 2's column, three half-hour cells, and today's current half-hour.
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { name: 'Booking Calendar' })).toBeVisible();
  const nowMinutes = facilityMinutesNow();

  if (nowMinutes < 23 * 60 + 30) {
    await expect(page.locator('tr[aria-current="time"]')).toHaveCount(1);
    await expect(page.locator('tr[aria-current="time"]')).toContainText('Now');
  }
  await page.getByLabel('Day', { exact: true }).fill(date);
  const cells = page.getByRole('button', { name: new RegExp(`^Edit Staff-made: ${shownAs(member)},`) });
  await expect(cells).toHaveCount(3);
  await expect(page.getByTestId('slot-14:00')).toHaveAttribute('data-state', 'Upcoming');

  // Click the booking to move it an hour later.
  await cells.first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Booking' });
  await edit.getByLabel('Start time').selectOption({ label: '3:00 PM' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Booking Updated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('slot-15:00').getByRole('button', { name: /Staff-made/ })).toHaveCount(1);

  await page.goto('/admin?tab=bookings');
  await page.getByLabel('Member or guest').fill(member.username);
  await page.getByRole('button', { name: new RegExp(`^Delete booking of ${shownAs(member)} `) }).click();
  await page.getByRole('button', { name: 'Yes, Delete Booking' }).click();
  await expect(page.getByText('Booking Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No bookings found')).toBeVisible();
});

/** Today at `time` (HH:mm) on the facility's (America/New_York) clock. */
function facilityTodayAt(time: string): Date {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${facilityDate(0)}T${time}:00${offset}`);
}

for (const { name, viewport } of PHONE_AND_DESKTOP) {
  test(`the admin calendar opens at the current half hour, not at 12:00 AM (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN);
    // 8:10 PM: far down a day whose rows start at 12:00 AM.
    await page.clock.install({ time: facilityTodayAt('20:10') });
    await page.goto('/admin/calendar');
    const nowRow = page.getByTestId('slot-20:00');
    await expect(nowRow).toHaveAttribute('data-state', 'Now');
    await expect(nowRow).toBeInViewport();
    await expect(page.getByTestId('slot-00:00')).not.toBeInViewport();
  });
}

test('an admin triages a demo request: opens it, it moves to the completed page, became-member, delete', async ({
  page,
  baseURL,
}) => {
  const name = `Demo ${Date.now().toString(36)}`;
  const visitor = await apiContext(baseURL!);
  const sent = await visitor.post('/api/contact', {
    data: {
      name,
      email: uniqueEmail('demo'),
      phone: '4075550142',
      interest: 'free_sim_demo',
      message: 'Do you have left-handed clubs?',
    },
  });
  expect(sent.ok()).toBe(true);
  await visitor.dispose();

  await signIn(page, ADMIN);
  await page.goto('/admin?tab=requests');
  await page.getByLabel('Search requests').fill(name);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('In Progress');
  await item.getByRole('button', { name: `View message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
  await expect(dialog).toContainText('Do you have left-handed clubs?');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No matching requests')).toBeVisible();

  await page.getByRole('link', { name: 'Completed Demo Requests' }).first().click();
  await expect(page).toHaveURL(/\/completed-demo-requests$/);
  await page.getByLabel('Search requests').fill(name);
  const done = page.getByRole('listitem').filter({ hasText: name });
  await expect(done).toContainText('Completed');
  await done.locator('label', { has: page.getByRole('switch', { name: `Became member for ${name}` }) }).click();
  await expect(done.getByRole('switch', { name: `Became member for ${name}` })).toBeChecked();
  await page.reload();
  await page.getByLabel('Search requests').fill(name);
  await expect(page.getByRole('switch', { name: `Became member for ${name}` })).toBeChecked();

  await page.getByRole('button', { name: `Delete request from ${name}` }).click();
  await page.getByRole('button', { name: 'Yes, Delete Request' }).click();
  await expect(page.getByText('No matching requests')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
});

test('an admin exports the user accounts as a CSV file and reads the daily chart', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/database-view');
  await expect(page.getByRole('tab', { name: 'User Accounts' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search User Accounts').fill(ADMIN.username);
  await expect(page.getByRole('cell', { name: ADMIN.username }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export User Accounts CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^user_accounts_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.subarray(3).toString('utf8')) as string[][];
  expect(rows[0]?.join()).toBe('ID,Username,Email,Phone,Member,Admin,Coach,Front Desk,Created At,Name');
  expect(rows.some((r) => r[1] === ADMIN.username && r[5] === 'true')).toBe(true);
  await expect(page.getByText('Export complete', { exact: true })).toBeVisible();

  // Sorting is the server's: ID descending puts the newest account first.
  await page.getByRole('button', { name: 'ID ▲' }).click();
  await expect(page.getByRole('columnheader', { name: 'ID ▼' })).toHaveAttribute('aria-sort', 'descending');

  await page.goto('/admin/daily-chart');
  await expect(page.getByRole('heading', { name: /Bay hours by hour/ })).toBeVisible();
  await expect(page.getByTestId('hours-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('utilisation-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('utilisation-chart').locator('.recharts-line-curve')).toBeAttached();
});

test('an added member receives the set-password e-mail over SMTP and its link sets the password', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('added');
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Please fill in all fields')).toHaveCount(2);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('4075550177');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText(`Member added. We've e-mailed ${email} a link to set a password.`)).toBeVisible();

  const mail = await waitForMail(email, 'reset-password/');
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname);
  await page.getByLabel('New Password', { exact: true }).fill('welcome-pass-1');
  await page.getByLabel('Confirm New Password').fill('welcome-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('welcome-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Book a Simulator' })).toBeVisible();
});

test('the admin console fits a 320 px phone screen', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page, ADMIN);
  // Nothing on the page reaches past the screen's right edge, except inside a table's own sideways scroller.
  const noSidewaysScroll = async () =>
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((e) => e.getBoundingClientRect().right > 321 && !e.closest('.overflow-x-auto'))
          .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
      ),
    ).toEqual([]);

  await page.goto('/admin?tab=bookings');
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible();
  await noSidewaysScroll();
  await bookForMember(page, member, facilityDate(3));
  await noSidewaysScroll();

  for (const path of ['/admin?tab=requests', '/admin/calendar', '/database-view', '/admin/daily-chart']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSidewaysScroll();
  }
});
