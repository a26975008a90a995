// The Stripe stand-in for a suite (docs/decisions/300-stripe-stand-in.md): started once with the suite's own keys and
// clock, the app's Stripe settings pointing at it, and before each test sent back to delivering its events at once to
// this database's app's webhook, signed now with the SDK's test-header helper (the app checks the signature's age);
// after each, the test fails if the product sent a parameter Stripe's pinned version does not have.
import Stripe from 'stripe';
import { afterAll, afterEach, expect } from 'vitest';
import { startStripeStandIn } from '@longwood/test-support/stripe-stand-in';

export async function suiteStripe(name: string, now: () => Date) {
  const secretKey = `sk_test_${name}_suite`;
  const webhookSecret = `whsec_${name}_suite`;
  const signer = new Stripe(secretKey);
  const standIn = await startStripeStandIn({ secretKey, now });
  afterAll(() => standIn.close());
  // A parameter the pinned API version does not have fails the test even where the product handled Stripe's 400
  // (a lesson then falls back to being paid at the desk): Stripe would refuse it every time.
  afterEach(() => {
    const unknown = standIn.unknownParams.splice(0);
    expect(unknown, 'Stripe parameters the pinned API version does not have').toEqual([]);
  });
  return {
    standIn,
    signer,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: standIn.url },
    /** Before each test: events delivered as they are made, in the pinned API version, to the app at `baseUrl`; every answer at once. */
    deliverTo(baseUrl: string) {
      standIn.hold(false);
      standIn.apiVersion(null);
      standIn.slowAnswers(null);
      standIn.loseAnswers(null);
      standIn.setWebhook({
        url: `${baseUrl}/api/stripe/webhook`,
        sign: (payload) => signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      });
    },
  };
}
