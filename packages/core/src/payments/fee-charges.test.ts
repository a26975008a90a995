import { describe, expect, it } from 'vitest';
import { stripeEvent } from '../testing/stripe-events';
import {
  chargeFailureReason,
  feeChargeDeclinedText,
  feeChargeDeclineOf,
  feeChargeIntent,
  feeChargeKeyLive,
  feeChargeLedgerRow,
  feeChargeMadeOf,
  feeChargeQuestion,
  feeChargeSignalOf,
} from './fee-charges';
import { stripeEventSchema } from './stripe-events';

// A PaymentIntent as Stripe's API reference shows it (docs.stripe.com/api/payment_intents/object), with our metadata.
const intent = (changes: Record<string, unknown> = {}) => ({
  id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  object: 'payment_intent',
  amount: 2500,
  amount_received: 2500,
  currency: 'usd',
  customer: 'cus_NffrFeUfNV2Hib',
  last_payment_error: null,
  metadata: feeChargeIntent({ bookingId: 31, userId: 7, kind: 'no_show' }, 2).metadata,
  status: 'succeeded',
  ...changes,
});
const event = (type: string, object: Record<string, unknown>) =>
  stripeEventSchema.parse(stripeEvent(type, object, 'evt_3MtwBwLkdIwHu7ix2', 1_806_000_000));

describe('a fee charged to the card on file', () => {
  it('payment_intent.succeeded of a fee charge: the fee, the attempt and a ledger row with the Stripe ids', () => {
    const signal = feeChargeSignalOf(event('payment_intent.succeeded', intent()));
    if (signal?.outcome !== 'succeeded') throw new Error('Expected a success');
    expect(signal).toEqual({
      outcome: 'succeeded',
      bookingId: 31,
      attempt: 2,
      userId: 7,
      amountCents: 2500,
      currency: 'usd',
      paymentIntentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      customerId: 'cus_NffrFeUfNV2Hib',
    });
    expect(feeChargeLedgerRow(signal, 'evt_1')).toMatchObject({
      amountCents: 2500,
      purpose: 'fee',
      bookingId: 31,
      userId: 7,
      stripeEventId: 'evt_1',
      stripePaymentIntentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      stripeCustomerId: 'cus_NffrFeUfNV2Hib',
    });
    expect(feeChargeLedgerRow({ ...signal, currency: 'eur' }, 'evt_1')).toBeNull();
  });

  it('Stripe’s 402 declining the card at once is the same failure as its later event; nothing else is', () => {
    const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' };
    const failedIntent = intent({
      amount_received: 0,
      status: 'requires_payment_method',
      last_payment_error: lastError,
    });
    // The error body as Stripe answers it (docs.stripe.com/api/errors): the SDK's StripeCardError.raw.
    const answer = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      charge: 'ch_3MtwBwLkdIwHu7ix2',
      payment_intent: failedIntent,
    };
    const failure = { outcome: 'failed', bookingId: 31, attempt: 2, reason: 'Card declined: insufficient funds' };
    expect(feeChargeDeclineOf(answer)).toEqual(failure);
    expect(feeChargeSignalOf(event('payment_intent.payment_failed', failedIntent))).toEqual(failure);
    // Not a decline of a fee's attempt: another error, no PaymentIntent, one not failed, another PaymentIntent.
    expect(feeChargeDeclineOf({ ...answer, type: 'api_error' })).toBeNull();
    expect(feeChargeDeclineOf({ ...answer, payment_intent: undefined })).toBeNull();
    expect(
      feeChargeDeclineOf({ ...answer, payment_intent: { ...failedIntent, status: 'requires_action' } }),
    ).toBeNull();
    expect(feeChargeDeclineOf({ ...answer, payment_intent: { ...failedIntent, metadata: {} } })).toBeNull();
    expect(feeChargeDeclineOf(undefined)).toBeNull();
  });

  it('payment_intent.payment_failed: the reason in words; other PaymentIntents (a Checkout’s) are not ours', () => {
    const declined = intent({
      amount_received: 0,
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(feeChargeSignalOf(event('payment_intent.payment_failed', declined))).toEqual({
      outcome: 'failed',
      bookingId: 31,
      attempt: 2,
      reason: 'Card declined',
    });
    expect(feeChargeSignalOf(event('payment_intent.succeeded', intent({ metadata: { purpose: 'fee' } })))).toBeNull();
    expect(feeChargeSignalOf(event('payment_intent.created', intent()))).toBeNull();
    expect(chargeFailureReason('authentication_required', 'authentication_required')).toBe(
      'Card declined: the bank asks the member to approve the charge',
    );
    expect(chargeFailureReason('card_declined', 'insufficient_funds')).toBe('Card declined: insufficient funds');
    expect(chargeFailureReason('expired_card')).toBe('Card expired');
  });

  it('says a declined charge’s reason under the toast’s "Card declined" without repeating it', () => {
    const say = (failure: string) => feeChargeDeclinedText('Mia Member', failure);
    expect(say(chargeFailureReason('card_declined', 'insufficient_funds'))).toBe(
      "Mia Member's card on file: insufficient funds. The fee is still due.",
    );
    expect(say(chargeFailureReason('authentication_required'))).toBe(
      "Mia Member's card on file: the bank asks the member to approve the charge. The fee is still due.",
    );
    expect(say(chargeFailureReason('expired_card'))).toBe(
      "Mia Member's card on file: Card expired. The fee is still due.",
    );
    expect(say(chargeFailureReason('card_declined', 'do_not_honor'))).toBe(
      "Mia Member's card on file. The fee is still due.",
    );
  });

  it('asks staff by the member’s name and the amount', () => {
    expect(feeChargeQuestion({ memberName: 'Mia Member', dueCents: 2500, kind: 'no_show' })).toBe(
      "Charge Mia Member's card on file $25.00 for the no-show fee?",
    );
  });

  it('an attempt’s key is sent again only while Stripe keeps it: under 24 hours old, an unknown age never', () => {
    const made = '2027-02-10T18:20:00.000Z';
    expect(feeChargeKeyLive(made, new Date('2027-02-11T18:19:59.000Z'))).toBe(true);
    expect(feeChargeKeyLive(made, new Date('2027-02-11T18:20:00.000Z'))).toBe(false);
    expect(feeChargeKeyLive(null, new Date(made))).toBe(false);
  });

  it('finds the charge an attempt made among the customer’s PaymentIntents, not a failed one or another’s', () => {
    const failed = intent({ id: 'pi_failed', status: 'requires_payment_method' });
    const other = intent({ id: 'pi_other', metadata: { ...intent().metadata, bookingId: '32' } });
    const earlier = intent({ id: 'pi_earlier', metadata: { ...intent().metadata, attempt: '1' } });
    expect(feeChargeMadeOf([failed, other, earlier], 31, 2)).toBeNull();
    expect(feeChargeMadeOf([failed, intent({ status: 'processing' })], 31, 2)).toEqual({ id: intent().id });
    expect(feeChargeMadeOf([{ object: 'charge' }], 31, 2)).toBeNull();
  });
});
