// The one Stripe SDK client of the server (docs/decisions/261-stripe-webhook.md), or none when online payments are
// off (no STRIPE_SECRET_KEY). STRIPE_API_URL points the SDK's host, port and protocol at another base URL: the
// tests' stand-in of Stripe's API, talked to by the real SDK.
import Stripe from 'stripe';
import type { Env } from '../../env';

export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_API_URL) return new Stripe(env.STRIPE_SECRET_KEY);
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
  });
}
