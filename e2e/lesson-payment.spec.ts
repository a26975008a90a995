// Paying for a lesson online end to end (docs/decisions/303-lesson-prices-and-payment.md) in real Chromium: the real
// server in its own process with Stripe keys, its SDK pointed at the Stripe stand-in (decision 300) running in this
// spec, whose events are signed with the SDK's test-header helper. A coach has a price; the member's first lesson of
// the month is complimentary; the second one sends them to the stand-in's Checkout page, they pay, come back to
// "Payment processing" and see the lesson paid once Stripe's event has arrived. A paid lesson canceled in time is
// refunded through the stand-in, said before the member confirms and in their e-mail (decision 415); an admin
// canceling one is told what happens to its money before confirming. With the money-back setting at "credit"
// (decision 412), both dialogs say the money is credited and the member sees it on their account page.
import type { Browser } from '@playwright/test';
import { ADMIN, shownAs } from './support/accounts';
import { apiContext, createMember, facilityDate, registerUser, signIn, type TestUser } from './support/api';
import { collectProblems, expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { startStripeServer, type StripeServer } from './support/stripe-server';

/** Every day, 09:00-17:00. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

/**
 * A coach with hours every day and a price of $90.00 an hour, set by an admin, and a member whose complimentary lesson
 * of the month with them (10:00 on `date`) is booked already.
 */
async function pricedCoachAndMember(baseURL: string, name: string, date: string) {
  const coach = await registerUser(baseURL, 'coach', name);
  const admin = await apiContext(baseURL, ADMIN);
  expect((await admin.patch(`/api/admin/users/${coach.id}/coach`, { data: { isCoach: true } })).status()).toBe(200);
  const coachApi = await apiContext(baseURL, coach);
  expect((await coachApi.put(`/api/coaches/${coach.id}/hours`, { data: { hours: EVERY_DAY } })).status()).toBe(200);
  const priced = await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { data: { lessonPriceCents: 9000 } });
  expect(priced.status()).toBe(200);
  await Promise.all([admin.dispose(), coachApi.dispose()]);
  const member = await createMember(baseURL);
  const memberApi = await apiContext(baseURL, member);
  const free = await memberApi.post('/api/lessons', {
    data: { coachId: coach.id, bookingDate: date, startTime: '10:00', durationMinutes: 60 },
  });
  expect(await free.json()).toMatchObject({ complimentary: true, payment: 'complimentary' });
  await memberApi.dispose();
  return { coach, member };
}

/** An hour with `coach` booked by `member` and paid on the stand-in's Checkout. */
async function paidLesson(baseURL: string, coach: TestUser, member: TestUser, date: string, startTime: string) {
  const memberApi = await apiContext(baseURL, member);
  const booked = await memberApi.post('/api/lessons', {
    data: { coachId: coach.id, bookingDate: date, startTime, durationMinutes: 60 },
  });
  await payments!.standIn.pay((await booked.json()).checkoutUrl.split('/').pop());
  await memberApi.dispose();
}

/** A browser page signed in as `account`, with its console problems collected. */
async function signedIn(browser: Browser, baseURL: string, account: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await signIn(page, account);
  return { context, page, problems };
}

test.describe.configure({ mode: 'serial' });

let payments: StripeServer | undefined;
test.beforeAll(async ({ e2eServer }) => {
  // Its e-mails are written where this worker's are read (waitForMail).
  payments = await startStripeServer('lessons', null, { MAIL_DIR: e2eServer.mailDir });
});
test.afterAll(async () => {
  await payments?.stop();
});

test('a member books a paid lesson and pays for it on Stripe’s Checkout page', async ({ browser }) => {
  test.setTimeout(90_000);
  const baseURL = payments!.server.baseURL;
  const tomorrow = facilityDate(1);
  const { member } = await pricedCoachAndMember(baseURL, 'Robin Price', tomorrow);

  const { context, page, problems } = await signedIn(browser, baseURL, member);
  await page.goto('/book-lesson');
  await page.getByLabel('Coach', { exact: true }).selectOption({ label: 'Robin Price' });
  await page.getByLabel('Date').selectOption(tomorrow);
  await page.getByRole('button', { name: '30 min' }).click();
  // The complimentary lesson of the month is taken: the price, beside the start times too.
  await expect(page.getByText('Price: $45.00 for 30 minutes.')).toBeVisible();
  const start = page.getByLabel('Start time', { exact: true });
  await expect(start.locator('option[value="13:00:00"]')).toHaveText(/ · \$45\.00$/);
  await start.selectOption('13:00:00');
  await page.getByRole('button', { name: 'Book Lesson' }).click();

  // Stripe's page (the stand-in's): the lesson's price, paid now.
  await expect(page.getByText('Pay $45.00 today')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Lesson: 30 minutes with Robin Price/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/book-lesson\?checkout=done$/);
  await expect(page.getByText('Thank you: your lesson is paid.')).toBeVisible({ timeout: 15_000 });
  const upcoming = page.getByRole('list', { name: 'Upcoming lessons' });
  await expect(upcoming).toContainText('30 min with Robin Price');
  await expect(upcoming).toContainText('$45.00 · Paid');
  await expect(upcoming).toContainText('Complimentary (monthly membership lesson)');
  await expect(upcoming.getByRole('link', { name: 'Pay online' })).toHaveCount(0);
  expect(payments!.standIn.deliveries.map((d) => [d.type, d.status])).toEqual([['checkout.session.completed', 200]]);
  expect(problems).toEqual([]);
  await context.close();
});

test('a member cancels a paid lesson in time: told before confirming, refunded once, and e-mailed about the money', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const baseURL = payments!.server.baseURL;
  // Three days ahead: well before the 24-hour cancellation cut-off and late-cancel window.
  const later = facilityDate(3);
  const { coach, member } = await pricedCoachAndMember(baseURL, 'Casey Refund', later);
  // A paid hour the same day, paid on Stripe's Checkout.
  await paidLesson(baseURL, coach, member, later, '14:00');

  const { context, page, problems } = await signedIn(browser, baseURL, member);
  await page.goto('/book-lesson');
  const upcoming = page.getByRole('list', { name: 'Upcoming lessons' });
  const row = upcoming.getByRole('listitem').filter({ hasText: '$90.00 · Paid' });
  await row.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('The $90.00 paid online is refunded to your card.');
  await question.getByRole('button', { name: 'Yes, Cancel Lesson' }).click();
  await expect(page.getByText('Lesson Canceled', { exact: true })).toBeVisible();
  await expect(upcoming).not.toContainText('$90.00');

  const mail = await waitForMail(
    member.username,
    'Lesson Canceled',
    'The $90.00 paid online is refunded to your card; it shows on your statement in 5 to 10 business days.',
  );
  expect(mail.text).toContain('with Casey Refund');
  expect([...payments!.standIn.refunds.values()].map((r) => [r.amount, r.status])).toEqual([[9000, 'succeeded']]);
  expect(problems).toEqual([]);
  await context.close();
});

test('an admin canceling a paid lesson is told what happens to the money before confirming', async ({ browser }) => {
  test.setTimeout(90_000);
  const baseURL = payments!.server.baseURL;
  const later = facilityDate(2);
  const { coach, member } = await pricedCoachAndMember(baseURL, 'Drew Dialog', later);
  await paidLesson(baseURL, coach, member, later, '15:00');

  const { context, page, problems } = await signedIn(browser, baseURL, ADMIN);
  await page.goto('/admin/coaches');
  const week = page.getByRole('list', { name: "Drew Dialog's week" });
  const paidRow = week.getByRole('listitem').filter({ hasText: '3:00 PM - 4:00 PM' });
  await paidRow.getByRole('button', { name: 'Cancel lesson' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`The $90.00 paid online is refunded to ${shownAs(member)}'s card.`);
  await question.getByRole('button', { name: 'Yes, Cancel Lesson' }).click();
  await expect(page.getByText('Lesson Canceled', { exact: true })).toBeVisible();
  await expect(week.getByRole('listitem').filter({ hasText: '3:00 PM - 4:00 PM' })).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('with money back as credit, both dialogs say so and the member sees the credit on their account', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const baseURL = payments!.server.baseURL;
  const later = facilityDate(3);
  const { coach, member } = await pricedCoachAndMember(baseURL, 'Jordan Credit', later);
  // One paid hour (the member's e-mails stay inside the mail limit of an unverified address).
  await paidLesson(baseURL, coach, member, later, '11:00');
  const refundsBefore = payments!.standIn.refunds.size;

  // The admin sets money back as credit on the Facility page.
  const admin = await signedIn(browser, baseURL, ADMIN);
  await admin.page.goto('/admin/facility');
  const fees = admin.page.getByRole('form', { name: 'No-show and late-cancel fees' });
  await fees
    .getByLabel('Money back for a canceled paid booking')
    .selectOption({ label: "Credit on the member's account" });
  await fees.getByRole('button', { name: 'Save fees' }).click();
  await expect(admin.page.getByText('Fee Policy Saved', { exact: true })).toBeVisible();
  // The admin's cancel dialog names the credit before confirming; the admin keeps it for the member to cancel.
  await admin.page.goto('/admin/coaches');
  const week = admin.page.getByRole('list', { name: "Jordan Credit's week" });
  await week
    .getByRole('listitem')
    .filter({ hasText: '11:00 AM - 12:00 PM' })
    .getByRole('button', { name: 'Cancel lesson' })
    .click();
  await expect(admin.page.getByRole('alertdialog')).toContainText(
    `The $90.00 paid is credited to ${shownAs(member)}'s account.`,
  );
  await admin.page.getByRole('button', { name: 'Keep Lesson' }).click();

  // The member cancels one: told before confirming, then the credit is on their account page.
  const { context, page, problems } = await signedIn(browser, baseURL, member);
  await page.goto('/book-lesson');
  const upcoming = page.getByRole('list', { name: 'Upcoming lessons' });
  await upcoming
    .getByRole('listitem')
    .filter({ hasText: '$90.00 · Paid' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('The $90.00 paid is credited to your account.');
  await question.getByRole('button', { name: 'Yes, Cancel Lesson' }).click();
  await expect(page.getByText('Lesson Canceled', { exact: true })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account Credit' })).toContainText('$90.00 of account credit');
  await waitForMail(
    member.username,
    'Lesson Canceled',
    'The $90.00 you paid is credited to your account and is spent on your next booking.',
  );
  // Credited, not refunded: nothing asked of Stripe.
  expect(payments!.standIn.refunds.size).toBe(refundsBefore);
  expect([...problems, ...admin.problems]).toEqual([]);

  // Back to refunds, as the other tests of this server expect.
  await admin.page.goto('/admin/facility');
  await fees
    .getByLabel('Money back for a canceled paid booking')
    .selectOption({ label: 'Refund to the card it was paid with' });
  await fees.getByRole('button', { name: 'Save fees' }).click();
  await expect(admin.page.getByText('Fee Policy Saved', { exact: true }).first()).toBeVisible();
  await Promise.all([context.close(), admin.context.close()]);
});
