// A no-show fee charged to the member's card on file, declined by Stripe at once, in real Chromium against the real
// server (docs/decisions/306-fee-charged-to-the-card-on-file.md): the server's clock pinned at
// 10:12 AM on a Tuesday and the Stripe stand-in (decision 300) on the same clock. The member's dues were paid on the
// stand-in's Checkout, which saved their card; the desk marks their 9:30 AM booking a no-show, the bank declines the
// card, and Stripe's events are held back, as a webhook can come late: the desk sees at once "Card declined" and the
// fee still due with the till's buttons, not "processing"; the event arriving afterwards changes nothing.
import { ADMIN, FRONT_DESK } from './support/accounts';
import { apiContext, registerUser, setMembership } from './support/api';
import { withE2eDatabase } from './support/database';
import { openDesk } from './support/desk-page';
import { expect, test } from './support/fixtures';
import { startStripeServer, type StripeServer } from './support/stripe-server';

const DAY = '2026-11-24'; // a Tuesday
const AT = new Date('2026-11-24T15:12:00Z'); // 10:12 AM at the facility

test.describe.configure({ mode: 'serial' });

let payments: StripeServer | undefined;
test.beforeAll(async () => {
  payments = await startStripeServer('fees', AT);
});
test.afterAll(async () => {
  await payments?.stop();
});

test('a card Stripe declines at once: the desk sees it declined and the fee still due', async ({ browser }) => {
  const { server, standIn } = payments!;
  const sam = await registerUser(server.baseURL, 'card-fee', 'Sam Card');
  await setMembership(server.baseURL, sam.id, true);
  const admin = await apiContext(server.baseURL, ADMIN);
  const policy = { enabled: true, noShowFeeCents: 2500, lateCancelFeeCents: 1500, lateCancelWindowHours: 24 };
  expect((await admin.put('/api/admin/fee-policy', { data: policy })).status()).toBe(200);
  // Sam's dues paid on Stripe's Checkout page: their customer at Stripe and the card it saved.
  const link = await admin.post(`/api/dues/${sam.id}/payment-link`);
  expect(link.status()).toBe(201);
  const checkoutUrl = ((await link.json()) as { dues: { checkoutUrl: string } }).dues.checkoutUrl;
  await admin.dispose();
  const delivered = standIn.deliveries.length;
  await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
  await expect.poll(() => standIn.deliveries.length).toBe(delivered + 3);
  const session = standIn.sessions.get(checkoutUrl.split('/').pop()!)!;
  const card = standIn.cardOf(session.customer as string)!;

  // Booked for 9:30-10:30 AM (already begun: written straight in), then marked a no-show by the desk.
  const bookingId = await withE2eDatabase(async (db) => {
    const [row] = await db('bookings')
      .insert({
        kind: 'member',
        user_id: sam.id,
        simulator_id: 1,
        booking_date: DAY,
        start_time: '09:30:00',
        end_time: '10:30:00',
        created_at: '2026-11-20T15:00:00.000Z',
        walk_in: false,
      })
      .returning('id');
    return (row as { id: number }).id;
  }, server.sqliteFile);
  const deskApi = await apiContext(server.baseURL, FRONT_DESK);
  const marked = await deskApi.put(`/api/desk/bookings/${bookingId}/no-show`, { data: { noShow: true } });
  expect(marked.status()).toBe(200);
  await deskApi.dispose();

  standIn.declineCard(card.id as string, 'insufficient_funds');
  standIn.hold(true);
  const made = standIn.events.length;

  const { context, page, problems } = await openDesk(browser, server, AT, FRONT_DESK);
  // The charge's dialog code held back, as on a slow connection: the fee's row arrives whole all the same, its
  // buttons together, none of them moved by a "Charge Card" arriving a moment after the rest.
  let releaseDialog!: () => void;
  const dialogCode = new Promise<void>((resolve) => (releaseDialog = resolve));
  await page.route('**/assets/fee-charge-*.js', async (route) => {
    await dialogCode;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link', { name: 'Till' }).click();
  const fee = page.getByRole('region', { name: 'Fees due' }).getByRole('listitem', { name: 'Sam Card, No-show fee' });
  await expect(fee).toContainText('No-show fee: $25.00 due');
  await expect(fee.getByRole('button')).toHaveText(
    ['Paid $25.00: cash', 'Paid $25.00: card terminal', 'Charge Card', 'Waive'],
    { timeout: 2_000 },
  );
  releaseDialog();
  await fee.getByRole('button', { name: 'Charge Card' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Charge the card on file' });
  await expect(dialog).toContainText("Charge Sam Card's card on file $25.00 for the no-show fee?");
  await dialog.getByRole('button', { name: 'Charge $25.00' }).click();

  // Stripe's answer alone: declined, the reason, and the fee due with the till's buttons and Waive.
  await expect(page.getByText('Card declined', { exact: true })).toBeVisible();
  // The toast's description, whole: the reason once, under the title that already says "Card declined".
  await expect(
    page.getByText("Sam Card's card on file: insufficient funds. The fee is still due.", { exact: true }),
  ).toBeVisible();
  // The row says the reason once too, in core's words (not "Card charge failed: Card declined: ...").
  await expect(fee.getByText('Card declined: insufficient funds', { exact: true })).toBeVisible();
  await expect(fee).not.toContainText('failed');
  await expect(fee).not.toContainText('processing');
  for (const name of ['Paid $25.00: cash', 'Charge Card', 'Waive']) {
    await expect(fee.getByRole('button', { name })).toBeVisible();
  }

  // Stripe's events arrive afterwards: stored, and the fee as the answer left it.
  const events = standIn.events.slice(made);
  expect(events.map((e) => e.type)).toEqual(['payment_intent.created', 'payment_intent.payment_failed']);
  for (const event of events) expect((await standIn.deliver(event)).status).toBe(200);
  standIn.hold(false);
  await page.reload();
  await expect(fee.getByText('Card declined: insufficient funds', { exact: true })).toBeVisible();
  await expect(fee).toContainText('No-show fee: $25.00 due');

  // The till takes it instead.
  await fee.getByRole('button', { name: 'Paid $25.00: cash' }).click();
  await expect(fee).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});
