import { describe, expect, it } from 'vitest';
import { stripeCheckoutSession, stripeEvent, stripePaidInvoice } from '../testing/stripe-events';
import { duesSignalOf } from './dues';
import {
  invoicePaymentIntentOf,
  readStripeEvent,
  STRIPE_API_VERSION,
  stripeEventEffect,
  stripeEventSchema,
} from './stripe-events';

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
        leagueId: null,
        roundId: null,
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

  it('a paid delayed-method Checkout (async_payment_succeeded) records as a paid one does; its failure nothing', () => {
    expect(stripeEventEffect(event('checkout.session.async_payment_succeeded', session))).toMatchObject({
      kind: 'ledger',
      row: { amountCents: 6500, lessonId: 7, stripeCheckoutSessionId: 'cs_test_a1b2c3' },
    });
    const unpaid = { ...session, payment_status: 'unpaid' };
    expect(stripeEventEffect(event('checkout.session.async_payment_failed', unpaid))).toEqual({ kind: 'none' });
  });

  it('a one-off invoice (no subscription of ours) is a one-off payment, never dues', () => {
    const oneOff = { ...invoice, parent: null, billing_reason: 'manual' };
    expect(stripeEventEffect(event('invoice.paid', oneOff))).toMatchObject({
      kind: 'ledger',
      row: { purpose: 'booking', userId: null, stripeInvoiceId: invoice.id },
    });
    const named = { ...oneOff, metadata: { purpose: 'dues', userId: '42' } };
    expect(stripeEventEffect(event('invoice.paid', named))).toMatchObject({ row: { purpose: 'booking', userId: 42 } });
  });
});

describe('the API version an event is written in (docs/decisions/400-stripe-event-versions.md)', () => {
  /** An invoice as API versions before 2025-03-31.basil write it: the subscription at the top, no parent. */
  const { parent: _parent, ...rest } = invoice;
  const older = {
    ...rest,
    subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
    subscription_details: { metadata: { userId: '42' } },
    lines: { object: 'list', data: [{ type: 'subscription', period: { start: 1_806_000_000, end: 1_808_600_000 } }] },
  };
  const inVersion = (version: string | null, type: string, object: Record<string, unknown>) =>
    readStripeEvent({ ...event(type, object), api_version: version });

  it('reads an older invoice as the pinned one: the same ledger row and dues signal', () => {
    const current = inVersion(STRIPE_API_VERSION, 'invoice.payment_failed', { ...invoice, lines: older.lines });
    for (const version of ['2024-06-20', '2025-02-24.acacia', '2020-08-27']) {
      const read = inVersion(version, 'invoice.payment_failed', older);
      expect(read.readable).toBe(true);
      if (!read.readable || !current.readable) continue;
      expect(duesSignalOf(read.event)).toEqual(duesSignalOf(current.event));
      expect(duesSignalOf(read.event)).toMatchObject({ kind: 'failed', userId: 42, periodEnd: 1_808_600_000 });
      const paid = { ...read.event, type: 'invoice.paid' };
      expect(stripeEventEffect(paid)).toEqual(stripeEventEffect({ ...current.event, type: 'invoice.paid' }));
    }
    // Before June 2023 an invoice had no subscription_details: its subscription line's metadata names the member.
    const { subscription_details: _details, ...bare } = older;
    const lines = { object: 'list', data: [{ type: 'subscription', metadata: { userId: '42' } }] };
    const read = inVersion('2022-11-15', 'invoice.paid', { ...bare, lines });
    expect(read.readable && stripeEventEffect(read.event)).toMatchObject({ row: { purpose: 'dues', userId: 42 } });
  });

  it('names the PaymentIntent that paid an invoice: its InvoicePayments now, its own payment_intent before basil', () => {
    const paidBy = (intent: string, more: Record<string, unknown> = {}) => ({
      object: 'invoice_payment',
      is_default: false,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: intent },
      ...more,
    });
    const payments = {
      object: 'list',
      data: [
        paidBy('pi_canceled', { status: 'canceled', is_default: true }),
        paidBy('pi_other'),
        paidBy('pi_default', { is_default: true }),
        { ...paidBy(''), payment: { type: 'payment_record', payment_record: 'pr_1' } },
      ],
    };
    const rowOf = (version: string, object: Record<string, unknown>) => {
      const read = inVersion(version, 'invoice.paid', object);
      return read.readable ? stripeEventEffect(read.event) : null;
    };
    expect(rowOf(STRIPE_API_VERSION, { ...invoice, payments })).toMatchObject({
      row: { stripePaymentIntentId: 'pi_default' },
    });
    // Not included in the event: none named, the server asks Stripe.
    expect(rowOf(STRIPE_API_VERSION, invoice)).toMatchObject({ row: { stripePaymentIntentId: null } });
    expect(
      rowOf('2024-06-20', { ...older, status: 'paid', payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa' }),
    ).toMatchObject({ row: { stripePaymentIntentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', purpose: 'dues', userId: 42 } });
    // Paid out of band: no payment by PaymentIntent.
    expect(invoicePaymentIntentOf([{ ...paidBy(''), payment: { type: 'payment_record' } }])).toBeNull();
  });

  it('reads an older subscription’s period end for a cancellation at the period’s end', () => {
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      status: 'active',
      metadata: { userId: '42' },
      cancel_at: null,
      cancel_at_period_end: true,
      current_period_end: 1_808_600_000,
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
    };
    const read = inVersion('2024-06-20', 'customer.subscription.updated', subscription);
    expect(read.readable && duesSignalOf(read.event)).toMatchObject({ kind: 'scheduled', cancelAt: 1_808_600_000 });
  });

  it('cannot read no version, one older than it knows, or one newer than the pinned one', () => {
    expect(inVersion(null, 'invoice.paid', invoice)).toMatchObject({
      readable: false,
      problem: 'not a Stripe API version',
    });
    expect(inVersion('2019-12-03', 'invoice.paid', older)).toMatchObject({
      readable: false,
      version: '2019-12-03',
      problem: 'older than 2020-08-27, the oldest this server reads',
    });
    expect(inVersion('2027-01-28.future', 'invoice.paid', invoice)).toMatchObject({ readable: false });
    expect(inVersion(STRIPE_API_VERSION, 'invoice.paid', invoice)).toMatchObject({ readable: true });
  });
});
