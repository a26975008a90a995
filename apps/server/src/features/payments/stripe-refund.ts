// Refunds of online payments at Stripe (docs/decisions/408-refunds-of-online-payments.md). The product asks Stripe for
// a refund of a request already held against its payment (the payments service holds it under the payment's refund
// lock, so a burst in any number of processes never asks more than is left), with the request's idempotency key; a
// refund made in Stripe's Dashboard is told by its events. Either way its money reaches the ledger once, when Stripe
// says it succeeded: one refund row naming Stripe's refund id (unique), whichever of the answer and the events comes
// first, and a refund told of before its payment's own event waits for that payment (settleWaiting). One that Stripe
// fails later (the card was closed) brings its money back as one more row, and every admin is told the member must be
// refunded another way (docs/decisions/411-failed-refunds-reversed.md).
import type Stripe from 'stripe';
import {
  facilityToday,
  invoicePaymentIntentOf,
  refundFailureText,
  REFUND_NOT_CONFIRMED,
  REFUND_REASON_LABELS,
  REFUND_REQUEST_METADATA_KEY,
  stripeRefundFact,
  type LedgerEntry,
  type RefundReason,
  type StripeRefundFact,
} from '@longwood/core';
import type { UsersRepository } from '../../db/users-repository';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { paidForOf, type PaymentNames } from './day-payments';
import { composeRefundFailedMail } from './dispute-mail';
import type { PaymentsRepository } from './repository';
import { stripeNeverDidIt } from './stripe-client';
import type { StoredStripeRefund, StripeRefundsRepository } from './stripe-refunds-repository';

export interface StripeRefundsDeps {
  stripe: Stripe | null;
  payments: PaymentsRepository;
  refunds: StripeRefundsRepository;
  /** The admins told of a refund that failed, through the one outbox; its payment named through `names`. */
  users: Pick<UsersRepository, 'within'>;
  outbox: MailOutbox;
  names: PaymentNames;
  transaction: UnitOfWorkRunner;
  now: () => Date;
  warn: (line: string) => void;
}

const UNAVAILABLE = 'Stripe could not take this request just now. Nothing was refunded; please try again in a minute.';

export function createStripeRefunds(deps: StripeRefundsDeps) {
  const { stripe, payments, refunds, transaction, now, warn } = deps;
  /** What an event needs from Stripe before it is handled; a failure is 502, not stored, and Stripe retries it. */
  async function listedOrRetried<T>(what: string, list: () => Promise<T>): Promise<T> {
    try {
      return await list();
    } catch (error) {
      warn(`Stripe ${what} could not be listed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('STRIPE_UNAVAILABLE', `Stripe could not be asked for the ${what}.`);
    }
  }

  /** The ledger's row of a refund Stripe says succeeded, written once (the caller holds its payment's refund lock). */
  async function recordIfDone(unitOfWork: UnitOfWork, refund: StoredStripeRefund, at: Date) {
    if (refund.status !== 'succeeded' || refund.paymentId === null || refund.stripeRefundId === null) return undefined;
    const ledger = payments.within(unitOfWork);
    const written = await ledger.ofStripeRefund(refund.stripeRefundId);
    if (written) return written;
    const payment = await ledger.find(refund.paymentId);
    if (!payment) return undefined;
    const { id: _payment, ...paid } = payment;
    return ledger.insert({
      ...paid,
      kind: 'refund',
      amountCents: refund.amountCents,
      source: 'stripe',
      method: 'stripe',
      refundOf: payment.id,
      note:
        refund.reason && refund.reason in REFUND_REASON_LABELS
          ? REFUND_REASON_LABELS[refund.reason as RefundReason]
          : null,
      recordedBy: refund.requestedBy,
      recordedByName: refund.requestedByName,
      stripeEventId: null,
      stripeRefundId: refund.stripeRefundId,
      stripeDisputeId: null,
      // The money went back when Stripe says it did: the row counts in that facility day.
      at: isoTimestamp(at),
      facilityDate: facilityToday(at),
    });
  }

  /**
   * A refund Stripe has just failed (told once: a failed refund stays failed): if its money had left the ledger, one
   * payment row brings it back, and every admin is e-mailed that the member must be refunded another way.
   */
  async function reverseFailed(
    unitOfWork: UnitOfWork,
    refund: StoredStripeRefund,
    fact: StripeRefundFact,
    paidFor: string,
    at: Date,
  ) {
    const ledger = payments.within(unitOfWork);
    const given = await ledger.ofStripeRefund(fact.stripeRefundId);
    const why = refundFailureText(fact.failureReason);
    if (given && !(await ledger.reversed(fact.stripeRefundId))) {
      const { id: _given, ...row } = given;
      await ledger.insertReversal(
        {
          ...row,
          kind: 'payment',
          note: `Refund failed (${why}): paid again`,
          recordedBy: null,
          recordedByName: null,
          stripeEventId: null,
          stripeCheckoutSessionId: null,
          stripePaymentIntentId: null,
          stripeRefundId: null,
          stripeDisputeId: null,
          at: isoTimestamp(at),
          facilityDate: facilityToday(at),
        },
        fact.stripeRefundId,
      );
    }
    const admins = (await deps.users.within(unitOfWork).list()).filter((u) => u.isAdmin);
    const mails = admins.map((admin) => ({
      mail: composeRefundFailedMail(refund.amountCents, paidFor, why, admin.email),
      about: `refund ${fact.stripeRefundId} failed`,
    }));
    if (mails.length > 0) await deps.outbox.add(mails, unitOfWork);
  }

  /**
   * Stripe's word on refunds (an event's, an answer's), in the caller's transaction: each kept, tied to the ledger's
   * payment of its PaymentIntent once that is recorded, and written to the ledger once it succeeded. An event's refund
   * that fails (`failedFor`: its payment in words, from `prepare`) is reversed; an answer's failure is the clerk's
   * refusal. Answers each refund's ledger row, if written.
   */
  async function apply(
    unitOfWork: UnitOfWork,
    facts: readonly StripeRefundFact[],
    at: Date,
    failedFor?: ReadonlyMap<string, string>,
  ) {
    const ledger = payments.within(unitOfWork);
    const written: Array<LedgerEntry | undefined> = [];
    for (const fact of facts) {
      if (fact.paymentIntentId) await ledger.lockPaymentIntent(fact.paymentIntentId);
      const paid = fact.paymentIntentId ? await ledger.paymentOfIntent(fact.paymentIntentId) : undefined;
      if (paid) await ledger.lockRefunds(paid.id);
      const stored = await refunds.within(unitOfWork).tell(fact, paid?.id ?? null, isoTimestamp(now()));
      const paidFor = failedFor?.get(fact.stripeRefundId);
      if (stored.status === 'failed' && stored.was !== 'failed' && paidFor !== undefined) {
        await reverseFailed(unitOfWork, stored, fact, paidFor, at);
      }
      written.push(await recordIfDone(unitOfWork, stored, at));
    }
    return written;
  }

  return {
    apply,

    /** What the admins' e-mail names each failed refund's payment by: read before the event's transaction. */
    async prepare(facts: readonly StripeRefundFact[]): Promise<Map<string, string>> {
      const named = new Map<string, string>();
      for (const fact of facts.filter((f) => f.status === 'failed')) {
        const paid = fact.paymentIntentId ? await payments.paymentOfIntent(fact.paymentIntentId) : undefined;
        named.set(fact.stripeRefundId, await paidForOf(paid, deps.names));
      }
      return named;
    },

    /**
     * A payment Stripe's event has just recorded, in that event's transaction (holding its PaymentIntent's lock): the
     * refunds told of before it are tied to it, and those that succeeded written.
     */
    async settleWaiting(unitOfWork: UnitOfWork, payment: LedgerEntry): Promise<void> {
      if (!payment.stripePaymentIntentId) return;
      const waiting = await refunds.within(unitOfWork).tieWaiting(payment.stripePaymentIntentId, payment.id);
      if (waiting.length === 0) return;
      await payments.within(unitOfWork).lockRefunds(payment.id);
      for (const refund of waiting) await recordIfDone(unitOfWork, refund, new Date(payment.at));
    },

    /** A charge's refunds as Stripe lists them (`charge.refunded` names them only by their charge). */
    async refundsOfCharge(chargeId: string): Promise<StripeRefundFact[]> {
      if (!stripe) return [];
      const list = await listedOrRetried(`refunds of ${chargeId}`, () =>
        stripe.refunds.list({ charge: chargeId, limit: 100 }),
      );
      return list.data.map(stripeRefundFact).filter((f): f is StripeRefundFact => f !== null);
    },

    /**
     * The PaymentIntent that paid an invoice, from its InvoicePayments at Stripe (an invoice.paid event lists none):
     * what a refund of paid dues names (docs/decisions/410-dues-refunds-matched-by-payment-intent.md).
     */
    async paymentIntentOfInvoice(invoiceId: string): Promise<string | null> {
      if (!stripe) return null;
      const list = await listedOrRetried(`payments of ${invoiceId}`, () =>
        stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 100 }),
      );
      return invoicePaymentIntentOf(list.data);
    },

    /**
     * Asks Stripe for a refund the service holds (`request`, of `payment`'s PaymentIntent), with the request's
     * idempotency key; answers its ledger row once Stripe says it succeeded. Stripe's refusal, or a request that never
     * reached it, holds nothing any more; an answer lost, or a refund Stripe keeps pending, stays held until its events
     * say how it ended (502 STRIPE_REFUND_PENDING).
     */
    async ask(request: StoredStripeRefund, payment: LedgerEntry, reason: RefundReason): Promise<LedgerEntry> {
      if (!stripe) {
        await transaction((unitOfWork) => refunds.within(unitOfWork).fail(request.id));
        throw new AppError('ONLINE_PAYMENTS_OFF', 'Online payments are not set up on this server.');
      }
      let answer: Stripe.Refund;
      try {
        answer = await stripe.refunds.create(
          {
            payment_intent: payment.stripePaymentIntentId!,
            amount: request.amountCents,
            reason,
            metadata: { [REFUND_REQUEST_METADATA_KEY]: String(request.id), paymentId: String(payment.id) },
          },
          // The request's own key (its PaymentIntent's too: ids begin again on a new database, Stripe's keys do not).
          { idempotencyKey: `refund-${payment.stripePaymentIntentId}-${request.id}` },
        );
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        if (stripeNeverDidIt(error)) {
          await transaction((unitOfWork) => refunds.within(unitOfWork).fail(request.id));
          const refused = (error as { statusCode?: number }).statusCode !== undefined;
          warn(`Stripe refund of payment ${payment.id} not made: ${text}`);
          if (refused) throw new AppError('PAYMENT_NOT_REFUNDABLE', `Stripe refused this refund: ${text}`);
          throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
        }
        warn(`Stripe did not answer a refund of payment ${payment.id} (request ${request.id}): ${text}`);
        throw new AppError('STRIPE_REFUND_PENDING', REFUND_NOT_CONFIRMED);
      }
      const fact = stripeRefundFact(answer);
      if (!fact) throw new AppError('STRIPE_REFUND_PENDING', REFUND_NOT_CONFIRMED);
      const [entry] = await transaction((unitOfWork) => apply(unitOfWork, [{ ...fact, requestId: request.id }], now()));
      if (entry) return entry;
      if (fact.status === 'failed' || fact.status === 'canceled') {
        throw new AppError('PAYMENT_NOT_REFUNDABLE', 'Stripe could not make this refund. Nothing was refunded.');
      }
      throw new AppError('STRIPE_REFUND_PENDING', REFUND_NOT_CONFIRMED);
    },
  };
}

export type StripeRefunds = ReturnType<typeof createStripeRefunds>;
