// Membership dues on Stripe over real HTTP and SMTP on SQLite and Postgres (docs/decisions/301-membership-dues.md),
// the server's own SDK client talking to the Stripe stand-in (decision 300) and the stand-in's events signed with the
// SDK's test-header helper: a payment link paid (membership on Stripe's event only, the first month prorated to the
// 1st), renewed on the 1st, a failed payment with its grace period and pause, paid again, a cancellation with 30 days'
// notice ending on its date, a paused member's old subscription canceled at Stripe when a new link is sent, a Checkout
// abandoned, events replayed and out of order, a forged signature. The ledger's
// dues are summed against hand-counted figures.
import { beforeEach, expect, it } from 'vitest';
import { DUES_REPLACED_COMMENT, facilityInstant } from '@longwood/core';
import type { StripeObject, StripeStandInEvent } from '@longwood/test-support/stripe-stand-in';
import { describeEachDatabase, type CreatedUser, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { suiteStripe } from '../support/stripe';
import { capturedErrorLog } from '../support/database-fault';

/** The suite's clock, shared by the app and the stand-in: a test moves it to the 1st and on. */
const START = facilityInstant('2027-04-16', '11:00');
let clock = START;
const at = (date: string, time: string) => {
  clock = facilityInstant(date, time);
};

const stripe = await suiteStripe('dues', () => clock);
const { standIn, signer } = stripe;
const smtp = await suiteSmtpInbox();
/** What the app logged as errors: an event Stripe's payments of an invoice could not be listed for is one (502). */
const { errors: loggedErrors, log } = capturedErrorLog();

// Hand-counted: Apr 16 11:00 EDT (15:00Z) to the anchor May 1 00:00 EDT (04:00Z) is 14 d 13 h = 1,256,400 s of the
// 30-day month before the anchor (2,592,000 s): $200 × 1,256,400 / 2,592,000 = $96.94.
const FIRST_MONTH_CENTS = 9694;

async function ledgerDues(ctx: TestContext, userId: number) {
  const rows: Array<{ amount_cents: number | string; facility_date: string }> = await ctx
    .db('payments')
    .where({ user_id: userId, purpose: 'dues', method: 'stripe' })
    .orderBy('id')
    .select('amount_cents', 'facility_date');
  return rows.map((r) => [r.facility_date, Number(r.amount_cents)] as const);
}

/** The account asked to become a member (its request on file): a dues link may go to it (decision 406). */
const askToJoin = (ctx: TestContext, userId: number) =>
  ctx.db('membership_requests').insert({
    request_type: 'join',
    user_id: userId,
    name: 'Ana Reyes',
    email: 'ana.reyes@example.com',
    phone: '407-555-0142',
    preferred_contact: 'email',
    message: null,
    created_at: START.toISOString(),
  });

const isMember = async (ctx: TestContext, userId: number) =>
  Boolean((await ctx.db('users').where({ id: userId }).first('is_member')).is_member);

describeEachDatabase(
  'membership dues on Stripe',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;
    let ana: CreatedUser;

    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      stripe.deliverTo(ctx.baseUrl);
      admin = (await ctx.signInAs({ isAdmin: true })).client;
      ana = await ctx.createUser({ name: 'Ana Reyes', email: 'ana.reyes@example.com' });
      await askToJoin(ctx, ana.id);
    });

    const mailsTo = (subject: RegExp) =>
      inbox.messages.filter((m) => subject.test(m.subject) && m.envelopeTo.includes('ana.reyes@example.com'));

    /**
     * Staff send the link; the member pays on Stripe's Checkout page (its button); the events follow (all three
     * delivered before this returns, unless held).
     */
    async function sendLinkAndPay({ held = false } = {}) {
      const sent = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const session = standIn.sessions.get(sent.body.dues.checkoutUrl.split('/').pop());
      const delivered = standIn.deliveries.length;
      const paid = await fetch(sent.body.dues.checkoutUrl, { method: 'POST', redirect: 'manual' });
      expect(paid.headers.get('location')).toMatch(/\/account\?checkout=done$/);
      if (!held) await expect.poll(() => standIn.deliveries.length).toBe(delivered + 3);
      return session!;
    }

    /** The member's dues as staff see them now (signed in afresh: moving the clock a month on ends sessions). */
    const duesNow = async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      return (await client.get(`/api/dues/${ana.id}`)).body;
    };
    /** Every event the stand-in made from the `from`th on (it serves both databases' suites). */
    const eventsFrom = (from: number) => standIn.events.slice(from);

    const subscriptionOf = (session: StripeObject) =>
      standIn.sessions.get(session.id as string)!.subscription as string;

    it('a payment link paid on Checkout makes a member on Stripe’s event only, the first month prorated to the 1st', async () => {
      const sent = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(sent.status).toBe(201);
      expect(sent.body.message).toBe('Payment link e-mailed to Ana Reyes.');
      expect(sent.body.dues).toMatchObject({ online: true, status: 'link_sent', priceCents: 20000 });
      const session = standIn.sessions.get(sent.body.dues.checkoutUrl.split('/').pop())!;
      expect(session).toMatchObject({
        mode: 'subscription',
        client_reference_id: String(ana.id),
        customer_email: 'ana.reyes@example.com',
        amount_total: FIRST_MONTH_CENTS,
      });
      const link = await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership: payment link');
      expect(link.envelopeTo).toEqual(['ana.reyes@example.com']);
      expect(link.text).toContain('$200.00 a month, billed on the 1st of each month');

      // Before Stripe says so, nothing: the link alone makes no member.
      expect(await isMember(ctx, ana.id)).toBe(false);
      standIn.hold(true);
      const made = standIn.events.length;
      await fetch(sent.body.dues.checkoutUrl, { method: 'POST', redirect: 'manual' });
      const member = await ctx.signIn(ana.username, ana.password);
      expect((await member.get('/api/account/dues')).body).toMatchObject({ status: 'link_sent', nextChargeAt: null });
      expect(await isMember(ctx, ana.id)).toBe(false);

      for (const event of eventsFrom(made).filter((e) => e.type !== 'customer.subscription.created')) {
        expect((await standIn.deliver(event)).status).toBe(200);
      }
      expect(await isMember(ctx, ana.id)).toBe(true);
      const mine = (await member.get('/api/account/dues')).body;
      expect(mine).toMatchObject({
        status: 'active',
        nextChargeAt: '2027-05-01T04:00:00.000Z',
        checkoutUrl: null,
        portal: true,
        receipts: [{ purpose: 'dues', method: 'stripe', amountCents: FIRST_MONTH_CENTS }],
      });
      expect(await ledgerDues(ctx, ana.id)).toEqual([['2027-04-16', FIRST_MONTH_CENTS]]);
      await inbox.waitFor((m) => m.subject === 'Welcome: your Longwood Golf membership is active');

      const portal = await member.post('/api/account/dues/portal');
      expect(portal.status).toBe(201);
      expect(portal.body.url).toMatch(new RegExp(`^${standIn.url}/p/session/bps_`));
      // A link for a member who already pays is refused.
      expect((await admin.post(`/api/dues/${ana.id}/payment-link`)).body.code).toBe('DUES_REFUSED');
    });

    it('renewed on the 1st, a failed payment keeps the membership through the grace period, then pauses it; paying restores it', async () => {
      const session = await sendLinkAndPay();
      expect(await isMember(ctx, ana.id)).toBe(true);
      const subscription = subscriptionOf(session);

      at('2027-05-01', '05:00');
      await standIn.renew(subscription);
      expect((await duesNow()).nextChargeAt).toBe('2027-06-01T04:00:00.000Z');

      at('2027-06-01', '05:00');
      await standIn.renew(subscription, { paid: false });
      expect(await duesNow()).toMatchObject({
        status: 'grace',
        graceEndsAt: '2027-06-08T09:00:00.000Z',
      });
      expect(await isMember(ctx, ana.id)).toBe(true);
      const failed = await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership payment failed');
      expect(failed.text).toContain('Your membership stays active until Tuesday, June 8, 2027.');

      // The grace job before the end changes nothing; after it, the membership pauses, once.
      at('2027-06-08', '04:59');
      expect(await ctx.app.services.dues.pauseOverdue()).toEqual({ paused: 0 });
      at('2027-06-08', '05:01');
      expect(await ctx.app.services.dues.pauseOverdue()).toEqual({ paused: 1 });
      expect(await ctx.app.services.dues.pauseOverdue()).toEqual({ paused: 0 });
      expect(await isMember(ctx, ana.id)).toBe(false);
      expect((await duesNow()).status).toBe('paused');
      await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership is paused');

      at('2027-06-09', '10:00');
      await standIn.retry(subscription);
      expect(await isMember(ctx, ana.id)).toBe(true);
      expect(await duesNow()).toMatchObject({ status: 'active', graceEndsAt: null });
      await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership is active again');

      expect(await ledgerDues(ctx, ana.id)).toEqual([
        ['2027-04-16', FIRST_MONTH_CENTS],
        ['2027-05-01', 20000],
        ['2027-06-09', 20000],
      ]);
      const sum = await ctx.db('payments').where({ purpose: 'dues' }).sum({ cents: 'amount_cents' });
      expect(Number(sum[0]!.cents)).toBe(49694);
    });

    it('a link sent to a paused member cancels the old subscription at Stripe first: the member pays the link alone', async () => {
      const old = subscriptionOf(await sendLinkAndPay());
      at('2027-05-01', '05:00');
      await standIn.renew(old, { paid: false });
      at('2027-05-08', '05:01');
      expect(await ctx.app.services.dues.pauseOverdue()).toEqual({ paused: 1 });
      expect((await duesNow()).status).toBe('paused');

      admin = (await ctx.signInAs({ isAdmin: true })).client;
      const delivered = standIn.deliveries.length;
      const sessionsBefore = standIn.sessions.size;
      const sent = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      // Canceled at Stripe with the server's reason, so Stripe no longer collects its unpaid invoice.
      expect(standIn.subscriptions.get(old)).toMatchObject({
        status: 'canceled',
        cancellation_details: { comment: DUES_REPLACED_COMMENT, reason: 'cancellation_requested' },
      });
      await expect(standIn.retry(old)).rejects.toThrow('is canceled');
      // Its customer.subscription.deleted is read as replaced: the link stays out, nothing ended, no e-mail about it.
      await expect
        .poll(() => standIn.deliveries.slice(delivered).map((d) => [d.type, d.status]))
        .toEqual([['customer.subscription.deleted', 200]]);
      expect(await duesNow()).toMatchObject({ status: 'link_sent' });
      expect(standIn.sessions.size).toBe(sessionsBefore + 1);

      const paid = await fetch(sent.body.dues.checkoutUrl, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      await expect.poll(async () => (await duesNow()).status).toBe('active');
      expect(await isMember(ctx, ana.id)).toBe(true);
      const session = standIn.sessions.get(sent.body.dues.checkoutUrl.split('/').pop())!;
      expect(subscriptionOf(session)).not.toBe(old);
      expect(mailsTo(/ended|has ended/)).toEqual([]);
      // The first link's month, the new link's first month: never a payment of the old subscription after the pause.
      expect((await ledgerDues(ctx, ana.id)).map(([date]) => date)).toEqual(['2027-04-16', '2027-05-08']);
    });

    it('a cancellation recorded by staff ends the subscription on its date, 30 days on', async () => {
      const session = await sendLinkAndPay();
      expect(await isMember(ctx, ana.id)).toBe(true);
      const subscription = subscriptionOf(session);

      at('2027-04-20', '14:00');
      admin = (await ctx.signInAs({ isAdmin: true })).client;
      const recorded = await admin.post(`/api/dues/${ana.id}/cancellation`);
      expect(recorded.status).toBe(200);
      expect(recorded.body.message).toBe(
        "Cancellation recorded: Ana Reyes's membership ends on Thursday, May 20, 2027.",
      );
      expect(recorded.body.dues).toMatchObject({ status: 'active', cancelAt: '2027-05-20T18:00:00.000Z' });
      expect(standIn.subscriptions.get(subscription)!.cancel_at).toBe(Date.parse('2027-05-20T18:00:00Z') / 1000);
      await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership ends on Thursday, May 20, 2027');
      expect((await admin.post(`/api/dues/${ana.id}/cancellation`)).body.code).toBe('DUES_REFUSED');
      const log = await admin.get('/api/admin/activity?action=payment.dues-cancellation');
      expect(log.body.items).toHaveLength(1);

      // Still a member until the date; Stripe ends it then.
      at('2027-05-01', '05:00');
      await standIn.renew(subscription);
      expect(await isMember(ctx, ana.id)).toBe(true);
      at('2027-05-20', '14:00');
      await standIn.endAtCancelDate(subscription);
      expect(await isMember(ctx, ana.id)).toBe(false);
      expect(await duesNow()).toMatchObject({ status: 'canceled', nextChargeAt: null });
      await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership has ended');
    });

    it('a Checkout abandoned records nothing and makes no member; staff can send a new link', async () => {
      const sent = await admin.post(`/api/dues/${ana.id}/payment-link`);
      const first = sent.body.dues.checkoutUrl.split('/').pop();
      await standIn.expire(first);
      expect((await admin.get(`/api/dues/${ana.id}`)).body).toMatchObject({
        status: 'link_expired',
        checkoutUrl: null,
      });
      expect(await isMember(ctx, ana.id)).toBe(false);
      expect(await ledgerDues(ctx, ana.id)).toEqual([]);

      const again = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(again.body.dues.status).toBe('link_sent');
      // A second link expires the first at Stripe, so only one can be paid.
      const second = again.body.dues.checkoutUrl.split('/').pop();
      const resent = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(standIn.sessions.get(second)!.status).toBe('expired');
      expect(resent.body.dues.checkoutUrl).not.toBe(again.body.dues.checkoutUrl);
    });

    it('replayed and reordered events change nothing twice: one row per invoice, one welcome, a late failure ignored', async () => {
      standIn.hold(true);
      const made = standIn.events.length;
      const session = await sendLinkAndPay({ held: true });
      const started = eventsFrom(made);
      // Stripe's order was subscription.created, invoice.paid, checkout.session.completed: delivered backwards, then all again.
      for (const event of [...started].reverse()) expect((await standIn.deliver(event)).status).toBe(200);
      for (const event of started)
        expect(JSON.parse((await standIn.deliver(event)).body)).toMatchObject({ firstTime: false });
      expect(await ledgerDues(ctx, ana.id)).toEqual([['2027-04-16', FIRST_MONTH_CENTS]]);
      await ctx.app.services.outbox.settle();
      expect(mailsTo(/is active$/)).toHaveLength(1);

      // June 1's payment failed, Stripe's retry on June 3 succeeded: the paid invoice arrives first.
      const subscription = subscriptionOf(session);
      const renewals = standIn.events.length;
      at('2027-05-01', '05:00');
      await standIn.renew(subscription);
      at('2027-06-01', '05:00');
      await standIn.renew(subscription, { paid: false });
      at('2027-06-03', '05:00');
      await standIn.retry(subscription);
      const later = eventsFrom(renewals).filter((e) => e.type.startsWith('invoice.'));
      const [may, failed, retried] = later as [StripeStandInEvent, StripeStandInEvent, StripeStandInEvent];
      for (const event of [retried, may, failed, retried, failed]) await standIn.deliver(event);
      expect(await duesNow()).toMatchObject({
        status: 'active',
        graceEndsAt: null,
        nextChargeAt: '2027-07-01T04:00:00.000Z',
      });
      expect(await isMember(ctx, ana.id)).toBe(true);
      await ctx.app.services.outbox.settle();
      expect(mailsTo(/payment failed$/)).toEqual([]);
      expect(await ledgerDues(ctx, ana.id)).toEqual([
        ['2027-04-16', FIRST_MONTH_CENTS],
        ['2027-06-03', 20000],
        ['2027-05-01', 20000],
      ]);
    });

    /** The PaymentIntent that paid the subscription's latest invoice, at Stripe. */
    const intentOfLatest = (subscription: string) => {
      const invoice = standIn.subscriptions.get(subscription)!.latest_invoice;
      const payment = [...standIn.invoicePayments.values()].find((p) => p.invoice === invoice)!;
      return (payment.payment as { payment_intent: string }).payment_intent;
    };
    /** The ledger's dues rows of Ana as [kind, cents, facility date]. */
    const duesRows = async () =>
      (
        (await ctx.db('payments').where({ user_id: ana.id, purpose: 'dues' }).orderBy('id')) as Array<
          Record<string, unknown>
        >
      ).map((r) => [r.kind, Number(r.amount_cents), r.facility_date]);

    it("dues refunded in Stripe's Dashboard or from the product reach the till, revenue and the member's receipts, once", async () => {
      const subscription = subscriptionOf(await sendLinkAndPay());
      at('2027-05-01', '05:00');
      await standIn.renew(subscription);
      const may = intentOfLatest(subscription);
      const mayRow = await ctx.db('payments').where({ kind: 'payment', facility_date: '2027-05-01' }).first();
      expect(mayRow.stripe_payment_intent_id).toBe(may);

      // $50.00 of May's $200.00 given back in the Dashboard on May 3: its events, then both again.
      at('2027-05-03', '10:00');
      const made = standIn.events.length;
      await standIn.refundInDashboard(may, { amount: 5000 });
      for (const event of eventsFrom(made)) expect((await standIn.deliver(event)).status).toBe(200);
      // And $20.00 of April's first month from the product (the till's refund route).
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dan Desk' });
      const april = await ctx.db('payments').where({ kind: 'payment', facility_date: '2027-04-16' }).first();
      const refund = await desk.post(`/api/payments/${april.id}/refund`, {
        amountCents: 2000,
        reason: 'requested_by_customer',
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(201);
      expect(refund.body).toMatchObject({ kind: 'refund', purpose: 'dues', amountCents: 2000, refundOf: april.id });
      // Stripe refunded April's PaymentIntent, the one its invoice's payment names.
      const ofApril = [...standIn.refunds.values()].filter((r) => r.payment_intent === april.stripe_payment_intent_id);
      expect(ofApril.map((r) => [r.amount, r.reason])).toEqual([[2000, 'requested_by_customer']]);
      expect(await duesRows()).toEqual([
        ['payment', FIRST_MONTH_CENTS, '2027-04-16'],
        ['payment', 20000, '2027-05-01'],
        ['refund', 5000, '2027-05-03'],
        ['refund', 2000, '2027-05-03'],
      ]);

      // By hand: May 3's till gives back $70.00 online; April and May's dues $296.94 paid, $70.00 back: $226.94 net.
      const admin2 = (await ctx.signInAs({ isAdmin: true })).client;
      const till = (await admin2.get('/api/desk/till?date=2027-05-03')).body;
      expect(till).toMatchObject({ refunds: 7000, refundsByMethod: { stripe: 7000 }, net: -7000 });
      const revenue = (await admin2.get('/api/admin/revenue?from=2027-04-01&to=2027-05-31')).body;
      expect(revenue.total).toMatchObject({ bySource: { dues: 29694 }, refunds: 7000, net: 22694 });
      const member = await ctx.signIn(ana.username, ana.password);
      expect((await member.get('/api/account/dues')).body.receipts).toMatchObject([
        { kind: 'refund', amountCents: 2000, purpose: 'dues' },
        { kind: 'refund', amountCents: 5000, purpose: 'dues' },
        { kind: 'payment', amountCents: 20000 },
        { kind: 'payment', amountCents: FIRST_MONTH_CENTS },
      ]);
    });

    it('a refund told of before its dues payment is written once that payment is; a failed listing is retried', async () => {
      const subscription = subscriptionOf(await sendLinkAndPay());
      at('2027-05-01', '05:00');
      standIn.hold(true);
      const made = standIn.events.length;
      await standIn.renew(subscription);
      await standIn.refundInDashboard(intentOfLatest(subscription), { amount: 20000 });
      standIn.hold(false);
      const [paid, ...refunded] = eventsFrom(made);
      expect(paid!.type).toBe('invoice.paid');
      for (const event of refunded) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await duesRows()).toEqual([['payment', FIRST_MONTH_CENTS, '2027-04-16']]);

      // Stripe cannot list the invoice's payments: 502, nothing kept, and Stripe's retry records it.
      standIn.loseAnswers({ method: 'GET', pathPrefix: '/v1/invoice_payments' });
      loggedErrors.length = 0;
      expect((await standIn.deliver(paid!)).status).toBe(502);
      standIn.loseAnswers(null);
      expect(loggedErrors).toEqual([expect.stringContaining('Stripe could not be asked for the payments of in_')]);
      for (const event of [paid!, paid!, ...refunded]) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await duesRows()).toEqual([
        ['payment', FIRST_MONTH_CENTS, '2027-04-16'],
        ['payment', 20000, '2027-05-01'],
        ['refund', 20000, '2027-05-01'],
      ]);
    });

    it('sends links only to members and people who asked to join, three an hour each, one open at a time', async () => {
      const coach = await ctx.createUser({ name: 'Cory Coach', isCoach: true });
      const refused = await admin.post(`/api/dues/${coach.id}/payment-link`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'DUES_REFUSED',
        message:
          'Cory Coach is not a member and has not asked to join: payment links go only to members and to people who asked to become one.',
      });
      // Ana asked: three links in the hour, then 429 until the first leaves the hour; only the last is open.
      const sent = [];
      for (let n = 0; n < 3; n += 1) {
        const res = await admin.post(`/api/dues/${ana.id}/payment-link`);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        sent.push(res.body.dues.checkoutUrl.split('/').pop() as string);
      }
      const fourth = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toBe(
        '3 payment links went to Ana Reyes in the last hour. Please wait 60 minutes before sending another.',
      );
      expect(sent.map((id) => standIn.sessions.get(id)!.status)).toEqual(['expired', 'expired', 'open']);

      // Two staff send a member's link at once: both answer, one link stays open at Stripe.
      const ben = await ctx.createUser({ name: 'Ben Carter', isMember: true });
      const made = standIn.sessions.size;
      const both = await Promise.all([0, 1].map(() => admin.post(`/api/dues/${ben.id}/payment-link`)));
      expect(both.map((res) => res.status)).toEqual([201, 201]);
      const bens = [...standIn.sessions.values()].slice(made);
      expect(bens.map((s) => s.status).sort()).toEqual(['expired', 'open']);
      const open = bens.find((s) => s.status === 'open')!;
      expect((await admin.get(`/api/dues/${ben.id}`)).body.checkoutUrl).toContain(open.id);
    });

    it('e-mails the link with whole addresses and when it expires', async () => {
      expect((await admin.post(`/api/dues/${ana.id}/payment-link`)).status).toBe(201);
      const link = await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership: payment link');
      // Sent Friday, April 16, 2027 at 11:00 AM EDT: open for a day.
      expect(link.text).toContain(
        'The link works for 24 hours, until Saturday, April 17, 2027 at 11:00 AM EDT. After that, ask us for a new one.',
      );
      expect(link.text).toMatch(/Pay membership dues: https?:\/\/[^\s]+\/account\n/);
      expect(link.text).not.toMatch(/: \/account/);
      expect(link.html).toContain('The link works for 24 hours');
    });

    it('a link sent on the last evening of a month closes before midnight; none is sent in its last half hour', async () => {
      at('2027-04-30', '20:00');
      const sent = await admin.post(`/api/dues/${ana.id}/payment-link`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const session = standIn.sessions.get(sent.body.dues.checkoutUrl.split('/').pop())!;
      // Anchored on May 1 at midnight, the Checkout closes a minute before it: never paid with its anchor past.
      expect(session.expires_at).toBe(facilityInstant('2027-04-30', '23:59').getTime() / 1000);
      const link = await inbox.waitFor((m) => m.subject === 'Your Longwood Golf membership: payment link');
      expect(link.text).toContain(
        'The link works until Friday, April 30, 2027 at 11:59 PM EDT. After that, ask us for a new one.',
      );
      at('2027-05-01', '00:30');
      const late = await fetch(sent.body.dues.checkoutUrl, { method: 'POST', redirect: 'manual' });
      expect(late.status).toBeGreaterThanOrEqual(400);
      expect(late.headers.get('location')).toBeNull();
      expect(await isMember(ctx, ana.id)).toBe(false);

      at('2027-05-31', '23:35');
      const { client: staff } = await ctx.signInAs({ isAdmin: true });
      const refused = await staff.post(`/api/dues/${ana.id}/payment-link`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'The month turns within half an hour, and a link sent now could not be paid after midnight. Please send it after midnight.',
      );
    });

    it('a forged signature is refused with 400 and nothing changes', async () => {
      standIn.hold(true);
      const made = standIn.events.length;
      await sendLinkAndPay({ held: true });
      const invoicePaid = eventsFrom(made).find((e) => e.type === 'invoice.paid')!;
      const forged = signer.webhooks.generateTestHeaderString({
        payload: JSON.stringify(invoicePaid, null, 2),
        secret: 'whsec_someone_else',
      });
      const answer = await standIn.deliver(invoicePaid, { signature: forged });
      expect(answer.status).toBe(400);
      expect(await isMember(ctx, ana.id)).toBe(false);
      expect(await ledgerDues(ctx, ana.id)).toEqual([]);
      expect((await admin.get(`/api/dues/${ana.id}`)).body.status).toBe('link_sent');
    });
  },
  {
    env: {
      ...smtp.env,
      ...stripe.env,
    },
    now: () => clock,
    log,
  },
);

describeEachDatabase('membership dues without Stripe keys', (ctx) => {
  it('refuses online dues and says so; the account shows no online dues', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const { user, client: member } = await ctx.signInAs({ name: 'Ben Carter' });
    const sent = await admin.post(`/api/dues/${user.id}/payment-link`);
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ code: 'ONLINE_PAYMENTS_OFF' });
    expect((await member.get('/api/account/dues')).body).toMatchObject({
      online: false,
      status: 'none',
      portal: false,
    });
    expect((await member.post('/api/account/dues/portal')).body.code).toBe('ONLINE_PAYMENTS_OFF');
  });
});
