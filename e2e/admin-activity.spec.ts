// The activity log in real Chromium (docs/decisions/135-every-staff-write-in-the-activity-log.md): an admin's membership switch shows up on
// /admin/activity (reached from the admin home) with who, what and the change; the filters narrow it down and say
// so when nothing matches; the export downloads the filtered log as a CSV file that is parsed here.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { ADMIN, FRONT_DESK, MEMBER } from './support/accounts';
import { registerUser, setMembership, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('an admin finds a change in the activity log, filters it and exports it as CSV', async ({ page, baseURL }) => {
  const golferName = `Gale Activity ${Date.now() % 100000}`;
  const golfer = await registerUser(baseURL!, 'activity', golferName);
  await setMembership(baseURL!, golfer.id, true);

  await signIn(page, ADMIN);
  await page.goto('/admin-dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Activity Log', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();

  await page.getByLabel('Action').selectOption({ label: 'Membership switched' });
  // In words, everyone by name: the unnamed admin by the part of its e-mail before @, never an address.
  const sentence = `admin switched the membership of ${golferName}`;
  const row = page.getByRole('row').filter({ hasText: sentence });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('@');
  await expect(row).toContainText('Membership switched');
  await expect(row).toContainText('isMember: No → Yes');

  // Nobody by that name: the list says so, and so does the export.
  await page.getByLabel('Who').fill('nobody-by-this-name');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Export Activity CSV' }).click();
  await expect(page.getByText('No data to export', { exact: true })).toBeVisible();

  await page.getByLabel('Who').fill(ADMIN.username);
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Activity CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity_log_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.subarray(3).toString('utf8')) as string[][];
  expect(rows[0]).toEqual('ID,When,Actor ID,Actor,Action,Target Type,Target ID,Target,Before,After,Summary'.split(','));
  // Only what the filters show: the admin's membership switches, this one among them.
  expect(rows.slice(1).every((r) => r[3] === ADMIN.username && r[4] === 'Membership switched')).toBe(true);
  const mine = rows.find((r) => r[7] === golfer.username);
  expect(mine?.slice(5, 7)).toEqual(['user', String(golfer.id)]);
  expect(JSON.parse(mine![8]!)).toEqual({ isMember: false });
  expect(JSON.parse(mine![9]!)).toEqual({ isMember: true });
  expect(mine![10]).toBe(sentence);
  await expect(page.getByText('Export complete', { exact: true })).toBeVisible();
});

test('the activity log is for admins only: front-desk staff and members are turned away', async ({ page }) => {
  for (const account of [FRONT_DESK, MEMBER]) {
    await signIn(page, account);
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { name: 'Access Denied' }), account.username).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activity Log' })).toHaveCount(0);
  }
});
