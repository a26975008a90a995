// Membership dues end to end (docs/decisions/301-membership-dues.md) in real Chromium: the real server in its own
// process with Stripe keys, its SDK pointed at the Stripe stand-in (decision 300) running in this spec, whose events
// are signed with the SDK's test-header helper. An admin sends a payment link from the Members screen; the member opens
// it from their account page, pays on the stand-in's Checkout page, comes back to "processing" and becomes a member
// when Stripe's event arrives.
import { ADMIN, REGULAR, shownAs } from './support/accounts';
import { apiContext, signIn } from './support/api';
import { collectProblems, expect, test } from './support/fixtures';
import { startStripeServer, type StripeServer } from './support/stripe-server';

test.describe.configure({ mode: 'serial' });

let payments: StripeServer | undefined;
test.beforeAll(async () => {
  payments = await startStripeServer('dues');
});
test.afterAll(async () => {
  await payments?.stop();
});

test('staff send a payment link, the member pays on Checkout and becomes a member', async ({ browser }) => {
  // The user asked to join first: a link goes only to members and people who asked (decision 406).
  const asker = await apiContext(payments!.server.baseURL, REGULAR);
  const me = (await (await asker.get('/api/user')).json()) as { id: number; email: string };
  const asked = await asker.post('/api/membership-request', {
    data: { userId: me.id, email: me.email, name: 'Uma User', phone: '407-555-0142', preferredContact: 'email' },
  });
  expect(asked.status()).toBe(201);
  await asker.dispose();
  const staff = await browser.newContext({ baseURL: payments!.server.baseURL });
  const admin = await staff.newPage();
  const adminProblems = collectProblems(admin);
  await signIn(admin, ADMIN);
  await admin.goto('/admin/members');
  await admin.getByLabel('Search users').fill(REGULAR.username);
  const row = admin.getByRole('row').filter({ hasText: REGULAR.username });
  await row.getByRole('button', { name: `Dues of ${shownAs(REGULAR)}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Dues of ${shownAs(REGULAR)}` });
  await expect(dialog.getByText('$200.00 a month, billed on the 1st')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send payment link' }).click();
  await expect(admin.getByText(`Payment link e-mailed to ${shownAs(REGULAR)}.`)).toBeVisible();
  // The dues' status line (the toast, shown inside the dialog, has the same words as its title).
  await expect(dialog.getByRole('definition').filter({ hasText: /^Payment link sent$/ })).toBeVisible();
  expect(adminProblems).toEqual([]);
  await staff.close();

  const own = await browser.newContext({ baseURL: payments!.server.baseURL });
  const page = await own.newPage();
  await signIn(page, REGULAR);
  await page.goto('/account');
  const dues = page.getByRole('region', { name: 'Membership Dues' });
  await expect(page.getByText('Not a member')).toBeVisible();
  await dues.getByRole('link', { name: 'Pay membership dues' }).click();

  // Stripe's page (the stand-in's): what is paid today, then the monthly price.
  await expect(page.getByText('Then $200.00 every month')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/account\?checkout=done$/);
  await expect(page.getByText('Active Member')).toBeVisible({ timeout: 15_000 });
  await expect(dues.getByText('Next charge')).toBeVisible();
  await expect(dues.getByRole('row').filter({ hasText: 'Membership dues' })).toHaveCount(1);
  await expect(dues.getByRole('button', { name: 'Manage card and invoices' })).toBeVisible();
  expect(payments!.standIn.deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
  await own.close();
});
