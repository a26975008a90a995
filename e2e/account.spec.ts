// /account: profile view → edit → saved, membership status, and the performance report with its CSV download,
// against the real server and database.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { MEMBER, shownAs } from './support/accounts';
import { apiContext, facilityDate, registerUser, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('a signed-out visitor is sent to /auth', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a non-member sees the profile and is offered the upgrade; edits are validated and saved', async ({
  page,
  baseURL,
}) => {
  const account = await registerUser(baseURL!, 'profile');
  await signIn(page, account);
  await page.goto('/account');

  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Not a member')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Membership', exact: true })).toHaveAttribute(
    'href',
    '/upgrade-membership',
  );
  await expect(page.getByRole('button', { name: 'Generate Performance Report' })).toHaveCount(0);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(account.username);

  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone (optional)').fill('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Phone number must be 10 to 15 digits')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Username').fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Username must be less than 50 characters')).toBeVisible();

  const newName = `golfer-${Date.now().toString(36)}`;
  const newEmail = account.username.replace('@', '+new@');
  await page.getByLabel('Username').fill(newName);
  await page.getByLabel('Email').fill(newEmail);
  // A new e-mail asks for the current password.
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel('Phone (optional)').fill('(407) 555-0177');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(profile).toContainText(newName);
  await expect(profile).toContainText(newEmail);
  await expect(profile).toContainText('(407) 555-0177');

  // Saved on the server, not only on screen.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(newEmail);
  const me = (await (await page.request.get('/api/user')).json()) as { username: string; email: string };
  expect(me).toMatchObject({ username: newName, email: newEmail });
});

test('a name given on the profile shows in the account menu until removed', async ({ page, baseURL }) => {
  const account = await registerUser(baseURL!, 'named');
  await signIn(page, account);
  await page.goto('/account');
  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await expect(page.getByText(`Signed in as ${shownAs(account)}`, { exact: true })).toBeVisible();
  await menu.click();

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name (optional)').fill('x'.repeat(61));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must be at most 60 characters')).toBeVisible();
  await page.getByLabel('Name (optional)').fill('  Sam Fairway ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(profile).toContainText('Sam Fairway');
  await menu.click();
  await expect(page.getByText('Signed in as Sam Fairway', { exact: true })).toBeVisible();
  await menu.click();

  // Emptied, the name is removed: the menu falls back to the part of the address before '@'.
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name (optional)').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  const me = (await (await page.request.get('/api/user')).json()) as { name: string | null };
  expect(me.name).toBeNull();
  await menu.click();
  await expect(page.getByText(`Signed in as ${shownAs(account)}`, { exact: true })).toBeVisible();
});

test('"Sign out other devices" ends the session on another device and keeps this one', async ({
  page,
  baseURL,
  browser,
}) => {
  const account = await registerUser(baseURL!, 'devices');
  const otherDevice = await browser.newContext({ baseURL: baseURL! });
  try {
    const otherPage = await otherDevice.newPage();
    await signIn(otherPage, account);
    expect((await otherPage.request.get('/api/user')).status()).toBe(200);

    await signIn(page, account);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    // The other device, and the session registration opened.
    await expect(page.getByRole('status').filter({ hasText: /^Signed out of \d+ other devices?\.$/ })).toBeVisible();

    expect((await otherPage.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  } finally {
    await otherDevice.close();
  }
});

test("taking another account's e-mail fails with 'Update failed' and keeps the form", async ({ page, baseURL }) => {
  const account = await registerUser(baseURL!, 'clash');
  await signIn(page, account);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Email').fill(MEMBER.username);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update failed')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(MEMBER.username);
});

test('the demo member generates the performance report and downloads it as CSV', async ({ page, baseURL }) => {
  // Something to report on: a 90-minute session for the demo member, booked through the API.
  const day = facilityDate(25);
  const member = await apiContext(baseURL!, MEMBER);
  const booked = await member.post('/api/bookings', {
    data: { simulatorId: 1, bookingDate: day, startTime: '06:00:00', endTime: '07:30:00' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await member.dispose();

  await signIn(page, MEMBER);
  await page.goto('/account');
  await expect(page.getByText('Active Member')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Performance Report' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  const report = page.getByRole('region', { name: 'Performance Report' });
  await expect(report.getByText('Total Bookings')).toBeVisible();
  await expect(report.getByText('Total Hours')).toBeVisible();

  const usage = page.getByRole('table', { name: 'Simulator Usage' });
  await expect(usage.getByRole('row', { name: /Bay 1/ })).toBeVisible();
  const recent = page.getByRole('table', { name: 'Recent Bookings' });
  await expect(recent).toContainText('6:00 AM - 7:30 AM');
  await expect(recent.getByRole('columnheader', { name: 'Time (EST)' })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Full Report (CSV)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`performance_report_${facilityDate(0)}.csv`);
  await expect(page.getByText('Report Downloaded')).toBeVisible();
  await expect(page.getByText('Your performance report has been downloaded as a CSV file.')).toBeVisible();

  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(text, { bom: true }) as string[][];
  const field = (label: string) => rows.find((r) => r[0] === label)?.[1];
  expect(rows[0]?.[0]).toBe('Performance Report');
  expect(field('Member')).toBe(MEMBER.username);
  expect(Number(field('Total Bookings'))).toBeGreaterThanOrEqual(1);
  expect(Number(field('Total Hours'))).toBeGreaterThanOrEqual(1.5);
  const bay1Hours = rows.slice(rows.findIndex((r) => r[0] === 'Simulator Usage')).find((r) => r[0] === 'Bay 1')?.[1];
  expect(Number(bay1Hours)).toBeGreaterThanOrEqual(1.5);
  // The widest table sets every record's width (RFC 4180): the booking's row is padded with empty fields.
  const bookingRow = rows.find((r) => r[0] === day && r[1] === 'Bay 1' && r[2] === '6:00 AM');
  expect(bookingRow?.slice(0, 4)).toEqual([day, 'Bay 1', '6:00 AM', '7:30 AM']);
  expect(bookingRow?.slice(4).every((cell) => cell === '')).toBe(true);
  // The demo member's seeded range sessions give the per-club table.
  expect(rows.some((r) => r[0] === 'Shots by Club')).toBe(true);
  // Every record has the same number of fields (RFC 4180).
  expect(new Set(rows.map((r) => r.length)).size).toBe(1);
});
