import { describe, expect, it } from 'vitest';
import { stripeCheckoutSession, stripeEvent, stripePaidInvoice } from '../testing/stripe-events';
import { stripeEventEffect, stripeEventSchema } from './stripe-events';

const event = (type: string, object: Record<string, unknown>) =>
  stripeEventSchema.parse(stripeEvent(type, object, 'evt_1NG8Du2eZvKYlo2CUI79vXWy', 1_806_000_000));

const session = stripeCheckoutSession('cs_test_a1b2c3', 6500, {
  client_reference_id: '42',
  metadata: { purpose: 'lesson', lessonId: '7' },
});
const invoice = stripePaidInvoice('42');

describe("what Stripe's events record", () => {
  it('a paid one-time Checkout: one ledger row for what its metadata names', () => {
    expect(stripeEventEffect(event('checkout.session.completed', session))).toEqual({
      kind: 'ledger',
      row: {
        amountCents: 6500,
        currency: 'usd',
        purpose: 'lesson',
        userId: 42,
        bookingId: null,
        lessonId: 7,
        stripeEventId: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
        stripeCheckoutSessionId: 'cs_test_a1b2c3',
        stripePaymentIntentId: 'pi_cs_test_a1b2c3',
        stripeInvoiceId: null,
        stripeCustomerId: 'cus_NffrFeUfNV2Hib',
      },
    });
  });

  it('a paid invoice: dues for the user its subscription names', () => {
    const effect = stripeEventEffect(event('invoice.paid', invoice));
    expect(effect).toMatchObject({
      kind: 'ledger',
      row: { amountCents: 20000, purpose: 'dues', userId: 42, stripeInvoiceId: 'in_1MtHbELkdIwHu7ixl4OzzPMv' },
    });
  });

  it('records nothing for an unpaid or subscription Checkout, a zero or foreign-currency invoice, or other events', () => {
    expect(stripeEventEffect(event('checkout.session.completed', { ...session, payment_status: 'unpaid' }))).toEqual({
      kind: 'none',
    });
    expect(
      stripeEventEffect(event('checkout.session.completed', { ...session, mode: 'subscription', amount_total: 0 })),
    ).toEqual({ kind: 'none' });
    expect(stripeEventEffect(event('invoice.paid', { ...invoice, amount_paid: 0 }))).toEqual({ kind: 'none' });
    expect(stripeEventEffect(event('invoice.paid', { ...invoice, currency: 'eur' }))).toEqual({ kind: 'none' });
    expect(stripeEventEffect(event('invoice.payment_failed', invoice))).toEqual({ kind: 'none' });
    expect(stripeEventEffect(event('customer.created', { id: 'cus_1', object: 'customer' }))).toEqual({ kind: 'none' });
  });

  it('takes only whole positive ids from the text Stripe hands back', () => {
    const odd = { ...session, client_reference_id: '42; DROP', metadata: { purpose: 'tip', bookingId: '9999999999' } };
    expect(stripeEventEffect(event('checkout.session.completed', odd))).toMatchObject({
      kind: 'ledger',
      row: { userId: null, bookingId: null, purpose: 'booking' },
    });
  });
});
