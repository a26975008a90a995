// The one Stripe SDK client of the server (docs/decisions/261-stripe-webhook.md), or none when online payments are
// off (no STRIPE_SECRET_KEY). STRIPE_API_URL points the SDK's host, port and protocol at another base URL: the
// tests' stand-in of Stripe's API, talked to by the real SDK.
// The SDK is loaded only when a key is set: it is about 9 MB of the process's resident memory at start
// (docs/performance.md, start-up), which a facility without online payments does not need.
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Env } from '../../env';

const requireSdk = createRequire(import.meta.url);

export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const Sdk = requireSdk('stripe') as typeof Stripe;
  if (!env.STRIPE_API_URL) return new Sdk(env.STRIPE_SECRET_KEY);
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Sdk(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
  });
}

/**
 * True when Stripe's error proves the request was not carried out: Stripe refused it (an error of the 4xx family other
 * than a card's), or the connection to it never opened. A connection lost after the request went out, or Stripe's own
 * 5xx, proves nothing (docs.stripe.com/error-low-level#idempotency: such a request may have been carried out).
 */
export function stripeNeverDidIt(error: unknown): boolean {
  const { type, statusCode, detail } = error as { type?: string; statusCode?: number; detail?: { code?: string } };
  if (type === 'StripeConnectionError') return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(detail?.code ?? '');
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
