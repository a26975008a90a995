// No-show fees at the desk in real Chromium against the real server (docs/decisions/305-no-show-and-late-cancel-fees.md),
// its clock pinned at 10:12 AM on a Tuesday: an admin turns the fees on at /admin/facility ($25 for a no-show); the desk
// marks a member's 9:30 AM booking a no-show from the booking's dialog, sees the fee due on the till with the member's
// name, and records it paid in cash, which the till counts; a second no-show's fee is waived with a reason.
import { FRONT_DESK } from './support/accounts';
import { registerUser, setMembership } from './support/api';
import { withE2eDatabase } from './support/database';
import { deskSpecServer } from './support/desk-page';
import { expect, test } from './support/fixtures';

const DAY = '2026-11-24'; // a Tuesday
const AT = new Date('2026-11-24T15:12:00Z'); // 10:12 AM at the facility

const desk = deskSpecServer(AT);

test('the desk sees the fee of a no-show it marked, takes it in cash, and waives another', async ({ browser }) => {
  const server = desk.server();
  const sam = await registerUser(server.baseURL, 'absent-fee', 'Sam Absent');
  await setMembership(server.baseURL, sam.id, true);
  const kim = await registerUser(server.baseURL, 'absent-kim', 'Kim Away');
  await setMembership(server.baseURL, kim.id, true);
  // Booked for 9:30-10:30 AM, written before the desk reads the day (the clock cannot be moved back through the API).
  await withE2eDatabase(async (db) => {
    const row = (userId: number, simulatorId: number) => ({
      kind: 'member',
      user_id: userId,
      simulator_id: simulatorId,
      booking_date: DAY,
      start_time: '09:30:00',
      end_time: '10:30:00',
      created_at: '2026-11-20T15:00:00.000Z',
      walk_in: false,
    });
    await db('bookings').insert([row(sam.id, 1), row(kim.id, 2)]);
  }, server.sqliteFile);

  const { context: adminContext, page: admin, problems: adminProblems } = await desk.openAdmin(browser);
  await admin.goto('/admin/facility');
  const fees = admin.getByRole('form', { name: 'No-show and late-cancel fees' });
  await expect(fees.getByLabel('Charge no-show and late-cancel fees')).not.toBeChecked();
  await fees.getByLabel('Charge no-show and late-cancel fees').check();
  await fees.getByLabel('No-show fee ($)').fill('25');
  await fees.getByLabel('Late-cancel fee ($)').fill('15');
  await fees.getByRole('button', { name: 'Save fees' }).click();
  await expect(admin.getByText('The next no-show or late cancellation owes its fee.')).toBeVisible();
  expect(adminProblems).toEqual([]);
  await adminContext.close();

  const { context, page, problems } = await desk.open(browser, FRONT_DESK);
  for (const name of ['Sam Absent', 'Kim Away']) {
    await page.getByRole('button', { name: new RegExp(`^Member: ${name}, 9:30 AM - 10:30 AM`) }).click();
    const dialog = page.getByRole('dialog', { name: `Member: ${name}` });
    await dialog.getByRole('button', { name: 'Mark No-show' }).click();
    await expect(dialog.getByTestId('no-show-status')).toContainText('Marked a no-show at');
    await page.keyboard.press('Escape');
  }

  const nav = page.getByRole('navigation', { name: 'Front desk' });
  await nav.getByRole('link', { name: 'Till' }).click();
  const due = page.getByRole('region', { name: 'Fees due' });
  const samFee = due.getByRole('listitem', { name: 'Sam Absent, No-show fee' });
  await expect(samFee).toContainText('No-show fee: $25.00 due');
  await expect(samFee).toContainText(/Bay 1, Nov 24(, 2026)?, 9:30 AM - 10:30 AM/);
  await samFee.getByRole('button', { name: 'Paid $25.00: cash' }).click();
  await expect(samFee).toHaveCount(0);
  const till = page.getByRole('region', { name: /Till for Tuesday/ });
  await expect(till.getByRole('row', { name: 'Cash $25.00' })).toBeVisible();

  const kimFee = due.getByRole('listitem', { name: 'Kim Away, No-show fee' });
  await kimFee.getByRole('button', { name: 'Waive' }).click();
  await kimFee.getByLabel('Why is it waived?').fill('Flat tyre, called ahead');
  await kimFee.getByRole('button', { name: 'Waive fee' }).click();
  await expect(due.getByText('No no-show or late-cancel fees are due.')).toBeVisible();
  await expect(till.getByRole('row', { name: 'Net $25.00' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
