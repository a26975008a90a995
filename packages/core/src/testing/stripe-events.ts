// Stripe objects for the payments tests, written from Stripe's API reference (docs.stripe.com/api/events/object,
// /api/checkout/sessions/object, /api/invoices/object; API 2026-10-28), trimmed to the fields around what we read.

/** An event envelope around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, id: string, created: number) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A completed one-time Checkout Session, paid. */
export function stripeCheckoutSession(id: string, amountCents: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_subtotal: amountCents,
    amount_total: amountCents,
    currency: 'usd',
    client_reference_id: null,
    customer: 'cus_NffrFeUfNV2Hib',
    payment_intent: `pi_${id}`,
    metadata: { purpose: 'lesson' },
    ...overrides,
  };
}

/** A subscription's paid invoice, its subscription's metadata naming our user. */
export function stripePaidInvoice(userId: string, amountCents = 20000) {
  return {
    id: 'in_1MtHbELkdIwHu7ixl4OzzPMv',
    object: 'invoice',
    amount_due: amountCents,
    amount_paid: amountCents,
    currency: 'usd',
    customer: 'cus_NeZwdNtLEOXuvB',
    status: 'paid',
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { userId }, subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs' },
    },
  };
}

/**
 * An invoice's payments as an event carries them when they are included (InvoicePayments.d.ts): paid by
 * `paymentIntentId`. Real events leave them out and the server lists them at Stripe (decision 410); a suite with no
 * stand-in of Stripe to list them at spreads these into its invoice.
 */
export function stripeInvoicePayments(paymentIntentId: string) {
  const payment = { type: 'payment_intent', payment_intent: paymentIntentId };
  const paid = { object: 'invoice_payment', is_default: true, status: 'paid', payment };
  return { payments: { object: 'list', data: [paid], has_more: false } };
}
