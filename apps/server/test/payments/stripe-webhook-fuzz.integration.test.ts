// @module-tag heavy
// Fuzz of Stripe's webhook with signed events (docs/decisions/261-stripe-webhook.md):
// the events Stripe sends and the shapes around them, every number drawn from whole cents and seconds, fractions,
// negatives and values past every column (1e21, 2^63), ids we gave Stripe as text both real and hostile, the same
// event id at times sent twice. Each is signed with the real SDK's test-header helper, so it passes verification and
// reaches the parsing, the ledger and the dues. On both databases no event may get a 5xx. The seed is fixed, so a
// failure names an event that reproduces.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { suiteStripe } from '../support/stripe';
const EVENTS = 800;
const BATCH = 25;
const SEED = 20261129;
const NOW = facilityInstant('2027-04-14', '15:00');
const CREATED = Math.floor(NOW.getTime() / 1000);
// The stand-in answers what the server asks of Stripe (a paid invoice's payments: none of an invoice it never made).
const stripe = await suiteStripe('fuzz', () => NOW);

/** Numbers as Stripe's fields could carry them, and as a hostile sender would. */
const number = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 2_000_000 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(1e21, 1.5, 2 ** 63, 2 ** 53, 2 ** 31, -1, -0, 0, 1e-7, CREATED, 32_503_680_001),
  },
);
const ourIdText = (userIds: readonly number[]) =>
  fc.oneof(
    fc.constantFrom(...userIds.map(String)),
    fc.constantFrom('0', '-1', '2147483648', '9223372036854775807', '1e3', '1.5', 'abc', ''),
    fc.string({ maxLength: 12 }),
  );
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });

const TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;

function objects(userIds: readonly number[]) {
  const id = ourIdText(userIds);
  const metadata = fc.record(
    {
      purpose: fc.constantFrom('lesson', 'booking', 'guest', 'fee', 'dues', 'other'),
      userId: id,
      bookingId: id,
      lessonId: id,
      attempt: id,
      kind: fc.constantFrom('fee_charge', 'dues', 'x'),
    },
    { requiredKeys: [] },
  );
  const stripeId = (prefix: string) => fc.string({ maxLength: 20 }).map((s) => `${prefix}_${s}`);
  const checkout = fc.record({
    id: stripeId('cs'),
    object: fc.constant('checkout.session'),
    mode: fc.constantFrom('payment', 'payment', 'subscription', 'setup'),
    status: fc.constantFrom('complete', 'complete', 'expired', 'open'),
    payment_status: fc.constantFrom('paid', 'paid', 'paid', 'unpaid'),
    amount_total: fc.oneof(number, fc.constant(null)),
    currency: fc.constantFrom('usd', 'usd', 'usd', 'eur', null),
    client_reference_id: fc.oneof(id, fc.constant(null)),
    customer: fc.oneof(stripeId('cus'), fc.constant(null)),
    subscription: fc.oneof(stripeId('sub'), fc.constant(null)),
    payment_intent: fc.oneof(stripeId('pi'), fc.constant(null)),
    metadata,
  });
  const invoice = fc.record({
    id: stripeId('in'),
    object: fc.constant('invoice'),
    amount_paid: number,
    currency: fc.constantFrom('usd', 'usd', 'eur'),
    customer: stripeId('cus'),
    lines: maybe(fc.record({ data: fc.array(fc.record({ period: fc.record({ end: number }) }), { maxLength: 3 }) })),
    parent: fc.record({
      subscription_details: fc.record({ metadata, subscription: stripeId('sub') }),
    }),
  });
  const subscription = fc.record({
    id: stripeId('sub'),
    object: fc.constant('subscription'),
    customer: stripeId('cus'),
    metadata,
    cancellation_details: fc.record({ comment: fc.option(fc.string({ maxLength: 40 }), { nil: null }) }),
  });
  const paymentIntent = fc.record({
    id: stripeId('pi'),
    object: fc.constant('payment_intent'),
    status: fc.constantFrom('succeeded', 'requires_payment_method'),
    amount_received: maybe(number),
    currency: fc.constantFrom('usd', 'eur'),
    customer: fc.oneof(stripeId('cus'), fc.constant(null)),
    metadata,
    last_payment_error: fc.option(fc.record({ code: fc.string({ maxLength: 20 }), decline_code: fc.string() }), {
      nil: null,
    }),
  });
  const anything = fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(number, fc.string(), fc.constant(null)));
  // Each type with the object its events carry, and now and then with any other.
  const typed = (types: readonly string[], object: fc.Arbitrary<Record<string, unknown>>) =>
    fc.record({ type: fc.constantFrom(...types), object });
  return fc.oneof(
    { weight: 3, arbitrary: typed(['checkout.session.completed', 'checkout.session.expired'], checkout) },
    { weight: 2, arbitrary: typed(['invoice.paid', 'invoice.payment_failed'], invoice) },
    { weight: 1, arbitrary: typed(['customer.subscription.deleted'], subscription) },
    { weight: 2, arbitrary: typed(['payment_intent.succeeded', 'payment_intent.payment_failed'], paymentIntent) },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.oneof(fc.constantFrom(...TYPES), fc.string()),
        object: fc.oneof(checkout, invoice, subscription, paymentIntent, anything),
      }),
    },
  );
}

describeEachDatabase(
  'Stripe webhook fuzz',
  (ctx) => {
    it(`${EVENTS} signed events of random shapes and numbers: no 5xx`, { timeout: 300_000 }, async () => {
      const members = await Promise.all([ctx.createMember(), ctx.createMember(), ctx.createMember()]);
      const userIds = members.map((member) => member.id);
      const events = fc.sample(
        fc.record({
          id: fc.oneof(
            fc.integer({ min: 1, max: EVENTS }).map((n) => `evt_fuzz_${n}`),
            fc.string({ maxLength: 30 }),
          ),
          created: fc.oneof({ weight: 3, arbitrary: fc.constant(CREATED) }, { weight: 2, arbitrary: number }),
          typed: objects(userIds),
        }),
        { numRuns: EVENTS, seed: SEED },
      );
      const failures: string[] = [];
      let verified = 0;
      for (let start = 0; start < events.length; start += BATCH) {
        const batch = events.slice(start, start + BATCH).map((event) =>
          JSON.stringify({
            id: event.id,
            object: 'event',
            api_version: '2026-10-28.endive',
            created: event.created,
            livemode: false,
            type: event.typed.type,
            data: { object: event.typed.object },
          }),
        );
        const answers = await Promise.all(
          batch.map(async (payload) => {
            const res = await fetch(`${ctx.baseUrl}/api/stripe/webhook`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'stripe-signature': stripe.signer.webhooks.generateTestHeaderString({
                  payload,
                  secret: stripe.webhookSecret,
                }),
              },
              body: payload,
            });
            return { status: res.status, text: await res.text() };
          }),
        );
        answers.forEach((answer, i) => {
          if (answer.status >= 500) failures.push(`${batch[i]} → ${answer.status} ${answer.text}`);
          if (answer.status === 200) verified += 1;
        });
      }
      expect(failures.slice(0, 5)).toEqual([]);
      // Most events are Stripe's own shapes: the fuzz reaches the store and the ledger, not only the refusals.
      expect(verified).toBeGreaterThan(EVENTS / 3);
      expect(Number((await ctx.db('payments').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    });
  },
  { env: stripe.env, now: () => NOW },
);
