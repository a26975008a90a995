// A refund of an online payment from the desk's till in real Chromium (docs/decisions/408-refunds-of-online-payments.md):
// the real server in its own process with Stripe keys, its SDK pointed at the Stripe stand-in running in this spec. A
// member's $90.00 lesson is paid on Stripe's Checkout; an admin gives $30.00 of it back from the till with Stripe's
// reason, Stripe makes the refund, and the till shows it given back online once Stripe has confirmed it.
import { ADMIN } from './support/accounts';
import { apiContext, createMember, facilityDate, registerUser } from './support/api';
import { openDesk } from './support/desk-page';
import { settledBox, toastWith } from './support/feedback';
import { expect, test } from './support/fixtures';
import { stripeSpecServer } from './support/stripe-server';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

const stripeServer = stripeSpecServer('refunds');

test('an admin refunds part of a lesson paid online from the till, through Stripe', async ({ browser }) => {
  test.setTimeout(90_000);
  const baseURL = stripeServer().server.baseURL;
  const tomorrow = facilityDate(1);
  const coach = await registerUser(baseURL, 'coach', 'Robin Price');
  const admin = await apiContext(baseURL, ADMIN);
  expect((await admin.patch(`/api/admin/users/${coach.id}/coach`, { data: { isCoach: true } })).status()).toBe(200);
  const coachApi = await apiContext(baseURL, coach);
  expect((await coachApi.put(`/api/coaches/${coach.id}/hours`, { data: { hours: EVERY_DAY } })).status()).toBe(200);
  expect(
    (await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { data: { lessonPriceCents: 9000 } })).status(),
  ).toBe(200);
  await Promise.all([admin.dispose(), coachApi.dispose()]);

  // The member's complimentary lesson of the month, then a $90.00 one paid on Stripe's Checkout.
  const member = await createMember(baseURL);
  const memberApi = await apiContext(baseURL, member);
  const book = (startTime: string) =>
    memberApi.post('/api/lessons', {
      data: { coachId: coach.id, bookingDate: tomorrow, startTime, durationMinutes: 60 },
    });
  await book('10:00');
  const priced = await (await book('13:00')).json();
  expect(priced).toMatchObject({ priceCents: 9000, payment: 'processing' });
  await memberApi.dispose();
  const sessionId = (priced.checkoutUrl as string).split('/').pop()!;
  await stripeServer().standIn.pay(sessionId);

  const { context, page, problems } = await openDesk(browser, stripeServer().server, new Date(), ADMIN);
  await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link', { name: 'Till' }).click();
  const till = page.getByRole('region', { name: /Till for/ });
  await expect(till.getByRole('row', { name: 'Online (Stripe) $90.00' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Payments and refunds' });
  const paid = entries.getByRole('row').filter({ hasText: 'Online (Stripe)' });
  await paid.getByRole('button', { name: 'Refund' }).click();
  const form = entries.getByRole('form', { name: /^Refund of / });
  await form.getByLabel('Refund ($)').fill('30');
  await form.getByLabel('Reason').selectOption({ label: 'Charged twice' });
  await form.getByRole('button', { name: 'Give back' }).click();

  await settledBox(toastWith(page, 'Refunded through Stripe'));
  await expect(till.getByRole('row', { name: 'Refunds -$30.00' })).toBeVisible();
  await expect(till.getByRole('row', { name: 'Net $60.00' })).toBeVisible();
  await expect(entries.getByText('$30.00 refunded')).toBeVisible();
  await expect(entries.getByText('Charged twice')).toBeVisible();
  // Stripe's record of it: the Checkout's PaymentIntent, the amount and reason asked.
  const intent = stripeServer().standIn.sessions.get(sessionId)!.payment_intent;
  expect([...stripeServer().standIn.refunds.values()].map((r) => [r.payment_intent, r.amount, r.reason])).toEqual([
    [intent, 3000, 'duplicate'],
  ]);
  expect(problems).toEqual([]);
  await context.close();
});
