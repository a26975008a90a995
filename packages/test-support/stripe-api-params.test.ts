// The Stripe stand-in refuses what Stripe refuses (docs/decisions/417-stripe-stand-in-checks-params-against-the-sdk.md):
// its list of each endpoint's parameters is the pinned SDK's own types, and every request is checked against it.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { stripeParamsFromSdk } from './stripe-api-params.mjs';
import { startStripeStandIn } from './stripe-stand-in.mjs';

describe('the parameters the stand-in takes', () => {
  it('are the pinned SDK’s params types, as stripe-api-params.json has them (regenerate it when they differ)', () => {
    const written = JSON.parse(readFileSync(new URL('./stripe-api-params.json', import.meta.url), 'utf8'));
    const fromSdk = stripeParamsFromSdk();
    expect(fromSdk.apiVersion).toBe('2026-10-28.endive');
    expect(written).toEqual(fromSdk);
    // The version's own names: `payment_method_types` is no parameter of a Checkout or a PaymentIntent any more.
    const checkout = fromSdk.endpoints['POST /v1/checkout/sessions']!.params as Record<string, unknown>;
    expect(checkout).not.toHaveProperty('payment_method_types');
    expect(checkout).toHaveProperty('allowed_payment_method_types');
    expect(fromSdk.endpoints['POST /v1/payment_intents']!.required).toEqual(['amount', 'currency']);
  }, 60_000);
});

describe('the stand-in', async () => {
  const standIn = await startStripeStandIn({ secretKey: 'sk_test_params' });
  afterAll(() => standIn.close());

  const post = async (path: string, form: Record<string, string>) => {
    const res = await fetch(`${standIn.url}${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_params', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return {
      status: res.status,
      body: (await res.json()) as { error?: Record<string, unknown> } & Record<string, unknown>,
    };
  };
  const checkout = {
    mode: 'payment',
    success_url: 'http://127.0.0.1/done',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '4500',
    'line_items[0][price_data][product_data][name]': 'Lesson',
    'metadata[anyKeyAtAll]': 'kept',
  };

  it('takes a request whose every parameter the endpoint has, metadata keys being free', async () => {
    const made = await post('/v1/checkout/sessions', checkout);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ object: 'checkout.session', metadata: { anyKeyAtAll: 'kept' } });
  });

  it('refuses a parameter the pinned version does not have, naming it as sent, as Stripe does', async () => {
    const before = standIn.unknownParams.length;
    const old = await post('/v1/checkout/sessions', { ...checkout, 'payment_method_types[0]': 'card' });
    expect(old).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_unknown',
          param: 'payment_method_types',
          message: 'Received unknown parameter: payment_method_types',
        },
      },
    });
    const nested = await post('/v1/checkout/sessions', { ...checkout, 'line_items[0][price_data][colour]': 'red' });
    expect(nested.body.error).toMatchObject({
      code: 'parameter_unknown',
      message: 'Received unknown parameter: line_items[0][price_data][colour]',
    });
    const onIntent = await post('/v1/payment_intents', {
      amount: '500',
      currency: 'usd',
      payment_method_types: 'card',
    });
    expect(onIntent.body.error).toMatchObject({ code: 'parameter_unknown', param: 'payment_method_types' });
    expect(standIn.unknownParams.slice(before)).toEqual([
      { method: 'POST', path: '/v1/checkout/sessions', param: 'payment_method_types' },
      { method: 'POST', path: '/v1/checkout/sessions', param: 'line_items[0][price_data][colour]' },
      { method: 'POST', path: '/v1/payment_intents', param: 'payment_method_types' },
    ]);
  });

  it('refuses a request without a parameter the type requires, and a URL it does not serve', async () => {
    const noAmount = await post('/v1/payment_intents', { currency: 'usd' });
    expect(noAmount).toMatchObject({
      status: 400,
      body: { error: { code: 'parameter_missing', param: 'amount', message: 'Missing required param: amount.' } },
    });
    const nowhere = await post('/v1/charges', { amount: '500' });
    expect(nowhere).toMatchObject({
      status: 404,
      body: { error: { message: 'Unrecognized request URL (POST: /v1/charges).' } },
    });
  });

  it('refuses to confirm a PaymentIntent that could redirect with nowhere to return, as the version documents', async () => {
    const bare = await post('/v1/payment_intents', { amount: '500', currency: 'usd', confirm: 'true' });
    expect(bare.status).toBe(400);
    expect(bare.body.error?.message).toContain('you must provide a `return_url`');
    const noRedirects = await post('/v1/payment_intents', {
      amount: '500',
      currency: 'usd',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    // Past the redirect rule: what it lacks now is the card.
    expect(noRedirects.body.error).toMatchObject({ code: 'parameter_missing', param: 'payment_method' });
  });
});
