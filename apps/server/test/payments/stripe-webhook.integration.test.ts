// POST /api/stripe/webhook over real HTTP on SQLite and Postgres (docs/decisions/261-stripe-webhook.md). Events are
// signed with the real SDK's test-header helper (stripe.webhooks.generateTestHeaderString); their shapes mirror
// Stripe's API reference (docs.stripe.com/api/events/object, /api/checkout/sessions/object, /api/invoices/object).
// Verified events answer 200 once stored, each handled once (replays, a parallel burst); a forged or missing
// signature answers 400 and changes nothing; a database fault answers 5xx and Stripe's retry then succeeds once.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant, noDues } from '@longwood/core';
import { stripeCheckoutSession, stripeEvent, stripeInvoicePayments, stripePaidInvoice } from '@longwood/core/testing';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { capturedErrorLog, withoutPaymentsTable } from '../support/database-fault';
import { createDuesRepository } from '../../src/features/payments/dues-repository';

const WEBHOOK_SECRET = 'whsec_integration_test_secret';
const sdk = new Stripe('sk_test_integration');
/** What paid the suite's invoices (this suite has no stand-in of Stripe to list an invoice's payments at). */
const PAID_BY = stripeInvoicePayments('pi_3MtwBwLkdIwHu7ix28a3tqPa');
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_integration', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const CREATED = Math.floor(facilityInstant('2027-04-14', '15:00').getTime() / 1000);

/** What the app logged as errors: only the database fault's test expects one (console.error would fail it). */
const { errors: loggedErrors, log } = capturedErrorLog();

let counter = 0;
function checkoutCompleted(amount = 6500) {
  counter += 1;
  return stripeEvent(
    'checkout.session.completed',
    stripeCheckoutSession(`cs_test_${counter}`, amount),
    `evt_test_checkout_${counter}_${process.pid}`,
    CREATED,
  );
}

async function send(ctx: TestContext, payload: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  const res = await fetch(`${ctx.baseUrl}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const signed = (payload: string, secret = WEBHOOK_SECRET) => sdk.webhooks.generateTestHeaderString({ payload, secret });

async function counts(ctx: TestContext) {
  const [events] = (await ctx.db('stripe_events').count({ n: '*' })) as Array<{ n: number | string }>;
  const [rows] = (await ctx.db('payments').count({ n: '*' })) as Array<{ n: number | string }>;
  return { events: Number(events!.n), payments: Number(rows!.n) };
}

describeEachDatabase(
  'Stripe webhook',
  (ctx) => {
    beforeEach(() => ctx.resetData());
    afterEach(() => {
      loggedErrors.length = 0;
    });

    it('a verified Checkout payment is recorded once; replays answer 200 and change nothing', async () => {
      const payload = JSON.stringify(checkoutCompleted(6500));
      const first = await send(ctx, payload, signed(payload));
      expect(first).toEqual({ status: 200, body: { received: true, firstTime: true } });
      const replay = await send(ctx, payload, signed(payload));
      expect(replay).toEqual({ status: 200, body: { received: true, firstTime: false } });
      expect(await counts(ctx)).toEqual({ events: 1, payments: 1 });

      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await admin.get('/api/desk/till?date=2027-04-14')).body).toMatchObject({
        date: '2027-04-14',
        byMethod: { cash: 0, card_terminal: 0, stripe: 6500 },
        refunds: 0,
        net: 6500,
      });
      const [row] = (await admin.get('/api/desk/payments?date=2027-04-14')).body.entries;
      expect(row).toMatchObject({
        source: 'stripe',
        method: 'stripe',
        purpose: 'lesson',
        amountCents: 6500,
        stripePaymentIntentId: expect.stringMatching(/^pi_cs_test_/),
        recordedBy: null,
      });
      // An online payment goes back through Stripe, which needs to be told why.
      const refund = await admin.post(`/api/payments/${row.id}/refund`, { amountCents: 100 });
      expect([refund.status, refund.body.fieldErrors]).toEqual([
        400,
        { reason: ['Choose why the payment is refunded'] },
      ]);
    });

    it('a paid invoice of the member’s own subscription records their dues', async () => {
      const member = await ctx.createMember();
      // Their subscription, as the server stored it when their payment link was paid (decision 301).
      await createDuesRepository(ctx.db).save(
        { ...noDues(member.id), status: 'active', stripeSubscriptionId: 'sub_1MowQVLkdIwHu7ixeRlqHVzs' },
        new Date(CREATED * 1000),
      );
      const invoice = { ...stripePaidInvoice(String(member.id)), ...PAID_BY };
      const payload = JSON.stringify(stripeEvent('invoice.paid', invoice, `evt_test_invoice_${process.pid}`, CREATED));
      expect((await send(ctx, payload, signed(payload))).status).toBe(200);
      const row = await ctx.db('payments').first();
      expect(row).toMatchObject({
        purpose: 'dues',
        amount_cents: 20000,
        stripe_invoice_id: 'in_1MtHbELkdIwHu7ixl4OzzPMv',
        // What its refunds will name (decision 410).
        stripe_payment_intent_id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      });
      expect(Number(row.user_id)).toBe(member.id);
    });

    it('an event it does not act on is stored and answered 200', async () => {
      const payload = JSON.stringify({
        ...checkoutCompleted(),
        type: 'customer.created',
        data: { object: { id: 'cus_NffrFeUfNV2Hib', object: 'customer', email: 'jenny.rosen@example.com' } },
      });
      expect(await send(ctx, payload, signed(payload))).toEqual({
        status: 200,
        body: { received: true, firstTime: true },
      });
      expect(await counts(ctx)).toEqual({ events: 1, payments: 0 });
    });

    it('a missing, forged or stale signature, or a changed body, is refused with 400 and nothing changes', async () => {
      const payload = JSON.stringify(checkoutCompleted());
      const missing = await send(ctx, payload);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'STRIPE_SIGNATURE_INVALID' });
      expect((await send(ctx, payload, signed(payload, 'whsec_someone_else'))).status).toBe(400);
      expect((await send(ctx, payload, 't=1,v1=deadbeef')).status).toBe(400);
      const changed = payload.replace('"amount_total":6500', '"amount_total":1');
      expect((await send(ctx, changed, signed(payload))).status).toBe(400);
      const stale = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect((await send(ctx, payload, stale)).status).toBe(400);
      expect(await counts(ctx)).toEqual({ events: 0, payments: 0 });
    });

    it('an event whose time is no Unix second a column holds (1e21, 1.5, 2^63-1, -1) is 400 on both databases', async () => {
      for (const created of ['1e21', '1.5', '9223372036854775807', '-1', '1e400']) {
        const event = checkoutCompleted(6500);
        const payload = JSON.stringify(event).replace(`"created":${CREATED}`, `"created":${created}`);
        expect(payload, created).toContain(`"created":${created}`);
        const res = await send(ctx, payload, signed(payload));
        expect(res, created).toEqual({
          status: 400,
          body: expect.objectContaining({
            code: 'VALIDATION_FAILED',
            message: 'The webhook body is not a Stripe event.',
          }),
        });
      }
      // A paid invoice whose period ends at 1e21 (no date can hold it) is stored and answered; its period is not read.
      const member = await ctx.createMember();
      const invoice = {
        ...stripePaidInvoice(String(member.id)),
        ...PAID_BY,
        lines: { data: [{ period: { end: 1 } }] },
      };
      const payload = JSON.stringify(stripeEvent('invoice.paid', invoice, 'evt_far_period_end', CREATED)).replace(
        '"end":1}',
        '"end":1e21}',
      );
      expect(await send(ctx, payload, signed(payload))).toEqual({
        status: 200,
        body: { received: true, firstTime: true },
      });
      expect((await counts(ctx)).events).toBe(1);
    });

    it('a burst of the same event at once stores it once and records one payment', async () => {
      const payload = JSON.stringify(checkoutCompleted(4200));
      const header = signed(payload);
      const answers = await Promise.all(Array.from({ length: 12 }, () => send(ctx, payload, header)));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      expect(answers.filter((a) => a.body?.firstTime === true)).toHaveLength(1);
      expect(await counts(ctx)).toEqual({ events: 1, payments: 1 });
    });

    it('a database fault answers 5xx and stores nothing; the retry succeeds once', async () => {
      const payload = JSON.stringify(checkoutCompleted(3100));
      await withoutPaymentsTable(ctx, async () => {
        const failed = await send(ctx, payload, signed(payload));
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect(loggedErrors).toEqual([expect.stringMatching(/payments/)]);
        loggedErrors.length = 0;
      });
      expect(await counts(ctx)).toEqual({ events: 0, payments: 0 });
      expect(await send(ctx, payload, signed(payload))).toEqual({
        status: 200,
        body: { received: true, firstTime: true },
      });
      expect((await send(ctx, payload, signed(payload))).body).toEqual({ received: true, firstTime: false });
      expect(await counts(ctx)).toEqual({ events: 1, payments: 1 });
      expect(loggedErrors).toEqual([]);
    });
  },
  { env: STRIPE_ENV, log },
);

describe('without Stripe keys', () => {
  describeEachDatabase('Stripe webhook, online payments off', (ctx) => {
    it('refuses every webhook call (nothing can be verified); the desk till works as before', async () => {
      const payload = JSON.stringify(checkoutCompleted());
      const res = await send(ctx, payload, signed(payload));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'STRIPE_SIGNATURE_INVALID' });
      expect(await counts(ctx)).toEqual({ events: 0, payments: 0 });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await admin.post('/api/payments', { amountCents: 2500, method: 'cash', purpose: 'guest' })).status).toBe(
        201,
      );
    });
  });
});
