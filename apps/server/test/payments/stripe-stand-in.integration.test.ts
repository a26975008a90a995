// The Stripe stand-in (@longwood/test-support/stripe-stand-in, docs/decisions/300-stripe-stand-in.md) as the
// server's own SDK client sees it (createStripeClient with STRIPE_API_URL: the SDK's host, port and protocol): a
// subscription Checkout in Stripe's shapes, its hosted page paid with the button, the events it then sends signed to
// the real app's webhook on SQLite and Postgres (answered 200; a subscription the server did not make changes
// nothing), and Stripe's errors as the SDK raises them.
import Stripe from 'stripe';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { startStripeStandIn } from '@longwood/test-support/stripe-stand-in';
import { createStripeClient } from '../../src/features/payments/stripe-client';
import { describeEachDatabase } from '../support/databases';

const SECRET_KEY = 'sk_test_stand_in_suite';
const WEBHOOK_SECRET = 'whsec_stand_in_suite';
const signer = new Stripe(SECRET_KEY);

const standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
afterAll(() => standIn.close());
const env = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url };
const sdk = createStripeClient(env)!;

/** A month's dues of $200 anchored on the next 1st, as a Checkout of subscription mode asks for it. */
function duesCheckout(userId: number, anchor: number) {
  return sdk.checkout.sessions.create({
    mode: 'subscription',
    client_reference_id: String(userId),
    customer_email: 'ana.reyes@example.com',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 20000,
          recurring: { interval: 'month' },
          product_data: { name: 'Longwood Golf membership' },
        },
      },
    ],
    subscription_data: { billing_cycle_anchor: anchor, metadata: { userId: String(userId) } },
    success_url: 'http://127.0.0.1/account?checkout={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1/account',
  });
}

describeEachDatabase(
  'Stripe stand-in with the real SDK',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      standIn.setWebhook({
        url: `${ctx.baseUrl}/api/stripe/webhook`,
        sign: (payload, timestamp) =>
          signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
      });
    });

    it('a subscription Checkout is prorated to its anchor and paid on its page; one the server did not make records nothing', async () => {
      const member = await ctx.createUser({ name: 'Ana Reyes' });
      // Ten days before the anchor: $200 times ten days over the days of the month that ends at the anchor.
      const anchor = Math.floor(Date.now() / 1000) + 10 * 86400;
      const monthBefore = new Date(anchor * 1000);
      monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
      const periodDays = (anchor * 1000 - monthBefore.getTime()) / 86_400_000;
      const session = await duesCheckout(member.id, anchor);
      expect(session).toMatchObject({
        id: expect.stringMatching(/^cs_test_[A-Za-z0-9]{24}$/),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Math.round((20000 * 10) / periodDays),
        url: `${standIn.url}/c/pay/${session.id}`,
      });

      const pageHtml = await (await fetch(session.url!)).text();
      expect(pageHtml).toContain('Longwood Golf membership');
      expect(pageHtml).toContain('Then $200.00 every month');
      // The stand-in is the whole file's (both databases): this test's deliveries are the ones after this.
      const before = standIn.deliveries.length;
      const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`http://127.0.0.1/account?checkout=${session.id}`);

      // Stripe sends its events after sending the customer back.
      await expect.poll(() => standIn.deliveries.length).toBe(before + 3);
      expect(standIn.deliveries.slice(before).map((d) => [d.type, d.status])).toEqual([
        ['customer.subscription.created', 200],
        ['invoice.paid', 200],
        ['checkout.session.completed', 200],
      ]);
      const after = await sdk.checkout.sessions.retrieve(session.id);
      expect(after).toMatchObject({ status: 'complete', payment_status: 'paid' });
      expect(after.subscription).toMatch(/^sub_/);
      expect(after.customer).toMatch(/^cus_/);
      const subscription = await sdk.subscriptions.retrieve(after.subscription as string);
      expect(subscription.items.data[0]!.current_period_end).toBe(anchor);

      // Made here with the SDK, not by a payment link of the server's: its subscription's invoice is none of the
      // facility's dues (decision 419), however its metadata names the account.
      expect(await ctx.db('payments').select('id')).toEqual([]);
      expect(Boolean((await ctx.db('users').where({ id: member.id }).first('is_member')).is_member)).toBe(false);

      const portal = await sdk.billingPortal.sessions.create({
        customer: after.customer as string,
        return_url: 'http://127.0.0.1/account',
      });
      expect(portal.url).toBe(`${standIn.url}/p/session/${portal.id}`);
      expect(await (await fetch(portal.url)).text()).toContain('Manage your billing');
    });

    it("answers with Stripe's errors, which the SDK raises as its own error classes", async () => {
      const missing = await sdk.checkout.sessions.retrieve('cs_test_nothing').catch((error: unknown) => error);
      // The SDK's own error class, by its type: the server loads the SDK's CommonJS build (stripe-client.ts) and
      // this file its ES module, two copies of each class, so instanceof cannot tell.
      expect(missing).toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 404,
        code: 'resource_missing',
        message: "No such checkout.session: 'cs_test_nothing'",
      });

      const noMode = await sdk.checkout.sessions
        .create({ success_url: 'http://127.0.0.1/' } as Stripe.Checkout.SessionCreateParams)
        .catch((error: unknown) => error);
      expect(noMode).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'mode' });

      const misspelt = await sdk.checkout.sessions
        .create({
          mode: 'payment',
          success_url: 'http://127.0.0.1/',
          sucess_url: 'x',
        } as Stripe.Checkout.SessionCreateParams)
        .catch((error: unknown) => error);
      expect(misspelt).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'sucess_url' });

      const lateAnchor = await duesCheckout(1, Math.floor(Date.now() / 1000) + 40 * 86400).catch((e: unknown) => e);
      expect(lateAnchor).toMatchObject({ statusCode: 400, param: 'subscription_data[billing_cycle_anchor]' });

      const stranger = createStripeClient({ ...env, STRIPE_SECRET_KEY: 'sk_test_someone_else' })!;
      const refused = await stranger.subscriptions.retrieve('sub_1').catch((error: unknown) => error);
      expect(refused).toMatchObject({ type: 'StripeAuthenticationError' });
      expect(refused).toMatchObject({ statusCode: 401 });
    });

    it('a Checkout left to expire sends checkout.session.expired and records nothing', async () => {
      const session = await duesCheckout(7, Math.floor(Date.now() / 1000) + 5 * 86400);
      const [expired] = await standIn.expire(session.id);
      expect(expired).toMatchObject({
        type: 'checkout.session.expired',
        data: { object: { id: session.id, status: 'expired' } },
      });
      expect(standIn.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.expired', status: 200 });
      const closed = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
      expect(closed.status).toBe(409);
      const rows = (await ctx.db('payments').count({ n: '*' })) as Array<{ n: number | string }>;
      expect(Number(rows[0]!.n)).toBe(0);
    });
  },
  { env },
);
