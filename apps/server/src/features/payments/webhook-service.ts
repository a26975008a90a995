// Stripe's webhook (docs/decisions/261-stripe-webhook.md): the event is verified against its raw body with the SDK's
// constructEvent, then stored by its id and acted on in one transaction, so each event is handled once: a replay, or
// a second delivery racing the first, finds it stored and changes nothing; a fault rolls both back and Stripe's
// retry handles it then. What an event means is core's stripeEventEffect (the ledger) and duesSignalOf (membership
// dues, docs/decisions/301-membership-dues.md); this verifies, stores, records and hands dues on. An event is read in
// the API version it names (core's readStripeEvent, docs/decisions/400-stripe-event-versions.md): one in a version
// this build cannot read is refused with 400 and logged with the setting to change, so Stripe retries it after the fix.
import type Stripe from 'stripe';
import {
  duesSignalOf,
  feeChargeLedgerRow,
  feeChargeSignalOf,
  facilityToday,
  readStripeEvent,
  STRIPE_API_VERSION,
  stripeEventEffect,
  stripeDisputeOf,
  stripeRefundSignalOf,
  type StripeLedgerRow,
  stripeEventSchema,
  type DuesSignal,
  type FeeChargeSignal,
  type StripeWebhookAnswer,
} from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { UsersRepository } from '../../db/users-repository';
import type { PaymentsRepository } from './repository';
import type { StripeEventsRepository } from './stripe-events-repository';
import type { Disputes } from './disputes';
import type { StripeRefunds } from './stripe-refund';

export interface StripeWebhookDeps {
  /** Null when online payments are off (no STRIPE_SECRET_KEY): every call is refused as unverifiable. */
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  payments: PaymentsRepository;
  events: StripeEventsRepository;
  /** The accounts a payment may name: an event naming none of ours records nothing. */
  users: Pick<UsersRepository, 'within'>;
  transaction: UnitOfWorkRunner;
  /** The dues feature's change for a signal, made in the event's transaction (dues-service.ts). */
  /** The step answers false for a payment of a subscription the facility did not create: its money is not recorded. */
  prepareDues: (signal: DuesSignal) => Promise<(unitOfWork: UnitOfWork) => Promise<boolean>>;
  /** The fees feature's change for a fee charged to the card on file (fees-service.ts), in the event's transaction. */
  applyFeeCharge: (unitOfWork: UnitOfWork, signal: FeeChargeSignal) => Promise<void>;
  /** Refunds made at Stripe (stripe-refund.ts, docs/decisions/408-refunds-of-online-payments.md). */
  refunds: Pick<StripeRefunds, 'apply' | 'prepare' | 'settleWaiting' | 'refundsOfCharge' | 'paymentIntentOfInvoice'>;
  /** Disputes (disputes.ts, docs/decisions/409-disputes-of-online-payments.md). */
  disputes: Pick<Disputes, 'prepare' | 'apply' | 'settleWaiting'>;
  now: () => Date;
  /** The operator's log (an event in an API version this build cannot read). */
  warn: (line: string) => void;
}

const UNVERIFIED = 'The Stripe-Signature header is missing or does not match this request.';

export function createStripeWebhookService({
  stripe,
  webhookSecret,
  payments,
  events,
  users,
  transaction,
  prepareDues,
  applyFeeCharge,
  refunds,
  disputes,
  now,
  warn,
}: StripeWebhookDeps) {
  function verify(rawBody: unknown, signature: string | undefined): Stripe.Event {
    if (!stripe || !webhookSecret || !signature || !Buffer.isBuffer(rawBody)) {
      throw new AppError('STRIPE_SIGNATURE_INVALID', UNVERIFIED);
    }
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      throw new AppError('STRIPE_SIGNATURE_INVALID', UNVERIFIED);
    }
  }

  /**
   * Whether the event's row is the ledger's to write: the account it names exists, and its Checkout Session (if any)
   * has no payment yet (a second event about it, as async_payment_succeeded after completed, is already recorded).
   */
  async function newPayment(unitOfWork: UnitOfWork, row: StripeLedgerRow): Promise<boolean> {
    if (row.userId !== null && !(await users.within(unitOfWork).findById(row.userId))) return false;
    const sessionId = row.stripeCheckoutSessionId;
    if (sessionId === null) return true;
    const ledger = payments.within(unitOfWork);
    await ledger.lockCheckoutPayments(sessionId);
    return !(await ledger.checkoutPaid(sessionId));
  }

  return {
    async receive(rawBody: unknown, signature: string | undefined): Promise<StripeWebhookAnswer> {
      const verified = verify(rawBody, signature);
      const parsed = stripeEventSchema.safeParse(verified);
      // Signed by Stripe yet not an event: nothing to store (Stripe never sends one).
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The webhook body is not a Stripe event.');
      const reading = readStripeEvent(parsed.data);
      if (!reading.readable) {
        // Not stored: Stripe retries a 400 (for up to three days), so the event is acted on once the setting is right.
        const said = `Stripe event ${parsed.data.id} (${parsed.data.type}) is in API version ${reading.version ?? '(none)'}, ${reading.problem}`;
        warn(
          `${said}: refused with 400. Create the webhook endpoint with API version ${STRIPE_API_VERSION} (Stripe Dashboard, Developers, Webhooks; docs/operations.md); Stripe retries the event.`,
        );
        throw new AppError('STRIPE_API_VERSION_UNREAD', `${said}. Send events in API version ${STRIPE_API_VERSION}.`);
      }
      const event = reading.event;
      const effect = stripeEventEffect(event);
      // A fee charged to the card on file (docs/decisions/306-fee-charged-to-the-card-on-file.md): its PaymentIntent's
      // success is a ledger row and settles the fee; its failure returns the fee to due.
      const feeCharge = feeChargeSignalOf(event);
      const made = effect.kind === 'ledger' ? effect.row : feeCharge ? feeChargeLedgerRow(feeCharge, event.id) : null;
      // A paid invoice (dues) is recorded with the PaymentIntent that paid it, so its refunds are matched to it
      // (docs/decisions/410-dues-refunds-matched-by-payment-intent.md): asked of Stripe when the event lists none.
      const row =
        made?.stripeInvoiceId && !made.stripePaymentIntentId
          ? { ...made, stripePaymentIntentId: await refunds.paymentIntentOfInvoice(made.stripeInvoiceId) }
          : made;
      const signal = duesSignalOf(event);
      const applyDues = signal ? await prepareDues(signal) : null;
      // A refund's event names it; `charge.refunded` names only its charge, whose refunds Stripe is asked for first.
      const refundSignal = stripeRefundSignalOf(event);
      const refundFacts =
        refundSignal?.kind === 'charge'
          ? await refunds.refundsOfCharge(refundSignal.chargeId)
          : (refundSignal?.refunds ?? []);
      const failedFor = await refunds.prepare(refundFacts);
      const dispute = stripeDisputeOf(event);
      const disputedFor = dispute ? await disputes.prepare(dispute) : '';
      const firstTime = await transaction(async (unitOfWork) => {
        const stored = await events.within(unitOfWork).insertIfNew({
          id: event.id,
          type: event.type,
          created: event.created,
          receivedAt: isoTimestamp(now()),
          payload: (rawBody as Buffer).toString('utf8'),
        });
        if (!stored) return false;
        // The money moved when Stripe says it did: the row counts in that facility day.
        const at = new Date(event.created * 1000);
        // A payment of a subscription the facility never created changes nothing, its money included (logged).
        const ours = applyDues ? await applyDues(unitOfWork) : true;
        if (ours && row && (await newPayment(unitOfWork, row))) {
          const ledger = payments.within(unitOfWork);
          // A refund of this PaymentIntent told of first waits on this lock, or is found by settleWaiting below.
          if (row.stripePaymentIntentId) await ledger.lockPaymentIntent(row.stripePaymentIntentId);
          const payment = await ledger.insert({
            ...row,
            kind: 'payment',
            source: 'stripe',
            method: 'stripe',
            refundOf: null,
            note: null,
            recordedBy: null,
            recordedByName: null,
            stripeRefundId: null,
            stripeDisputeId: null,
            at: isoTimestamp(at),
            facilityDate: facilityToday(at),
          });
          await refunds.settleWaiting(unitOfWork, payment);
          await disputes.settleWaiting(unitOfWork, payment);
        }
        if (refundFacts.length > 0) await refunds.apply(unitOfWork, refundFacts, at, failedFor);
        if (dispute) await disputes.apply(unitOfWork, dispute, disputedFor, at);
        if (feeCharge) await applyFeeCharge(unitOfWork, feeCharge);
        return true;
      });
      return { received: true, firstTime };
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
