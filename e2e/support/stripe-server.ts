// A server with online payments for the payment specs (docs/decisions/300-stripe-stand-in.md): the Stripe stand-in
// running in the spec, and the real server in its own process (desk-server.ts, real clock) with Stripe keys and its
// SDK pointed at the stand-in, whose events are signed with the SDK's test-header helper and sent to its webhook.
import { createRequire } from 'node:module';
import path from 'node:path';
import { startStripeStandIn, type StripeStandIn } from '@longwood/test-support/stripe-stand-in';
import { startDeskServer, type DeskServer } from './desk-server';
import { test } from './fixtures';

// The e2e harness has no `stripe` of its own: the server's copy (the SDK the product runs) signs the events.
const Stripe = createRequire(path.resolve('apps/server/package.json'))('stripe') as new (key: string) => {
  webhooks: { generateTestHeaderString(options: { payload: string; secret: string }): string };
};

export interface StripeServer {
  standIn: StripeStandIn;
  server: DeskServer;
  stop(): Promise<void>;
}

/**
 * `name` tells one spec's keys from another's; `pinnedAt` pins the server's clock (a desk spec's staffed hours) and
 * runs the stand-in's on the same one, so the events it signs are as fresh as the server's clock expects; `extraEnv`
 * adds to the server's environment (MAIL_DIR: where its e-mails are written).
 */
export async function startStripeServer(
  name: string,
  pinnedAt: Date | null = null,
  extraEnv: Record<string, string> = {},
): Promise<StripeServer> {
  const secretKey = `sk_test_e2e_${name}`;
  const webhookSecret = `whsec_e2e_${name}`;
  const signer = new Stripe(secretKey);
  const startedAt = Date.now();
  const now = pinnedAt ? () => new Date(pinnedAt.getTime() + (Date.now() - startedAt)) : undefined;
  const standIn = await startStripeStandIn({ secretKey, ...(now ? { now } : {}) });
  const server = await startDeskServer(pinnedAt, {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: standIn.url,
    ...extraEnv,
  });
  standIn.setWebhook({
    url: `${server.baseURL}/api/stripe/webhook`,
    sign: (payload) => signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  });
  return {
    standIn,
    server,
    async stop() {
      await server.stop();
      await standIn.close();
      // Stripe would refuse these every time, even where the product handled the 400 (decision 417).
      if (standIn.unknownParams.length > 0) {
        throw new Error(`The server sent Stripe unknown parameters: ${JSON.stringify(standIn.unknownParams)}`);
      }
    },
  };
}

/** A spec's one Stripe server, started before its tests (run in order) and stopped after them; read once started. */
export function stripeSpecServer(name: string, pinnedAt: Date | null = null): () => StripeServer {
  test.describe.configure({ mode: 'serial' });
  let payments: StripeServer | undefined;
  test.beforeAll(async () => {
    payments = await startStripeServer(name, pinnedAt);
  });
  test.afterAll(async () => {
    await payments?.stop();
  });
  return () => {
    if (!payments) throw new Error('The Stripe server has not started');
    return payments;
  };
}
