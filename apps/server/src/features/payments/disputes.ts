// Disputes of online payments (docs/decisions/409-disputes-of-online-payments.md): Stripe's charge.dispute.* events
// kept per dispute, the payment shown disputed and then won or lost on the till and in revenue, and the admins e-mailed
// when one opens and when it closes. A lost dispute's money leaves the ledger once, as a refund row naming the dispute.
// A dispute told of before its payment's own event waits for that payment (settleWaiting), as refunds do.
import {
  disputeReasonText,
  facilityToday,
  type DisputeItem,
  type LedgerEntry,
  type StripeDisputeFact,
} from '@longwood/core';
import type { UsersRepository } from '../../db/users-repository';
import type { UnitOfWork } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import type { MailOutbox } from '../../mail/outbox';
import { paidForOf, type PaymentNames } from './day-payments';
import { composeDisputeMail } from './dispute-mail';
import type { DisputesRepository, StoredDispute } from './disputes-repository';
import type { PaymentsRepository } from './repository';

export interface DisputesDeps {
  payments: PaymentsRepository;
  disputes: DisputesRepository;
  users: Pick<UsersRepository, 'within'>;
  outbox: MailOutbox;
  names: PaymentNames;
}

const told = (at: Date) => ({ at: isoTimestamp(at), on: facilityToday(at) });

export function createDisputes({ payments, disputes, users, outbox, names }: DisputesDeps) {
  /** A payment in words, read before the event's transaction (its names come through other features). */
  const describe = (payment: LedgerEntry | undefined) => paidForOf(payment, names);

  /** A lost dispute's ledger row, once (the caller holds its payment's refund lock). */
  async function recordLost(unitOfWork: UnitOfWork, dispute: StoredDispute, at: Date): Promise<void> {
    if (dispute.outcome !== 'lost' || dispute.paymentId === null) return;
    const ledger = payments.within(unitOfWork);
    if (await ledger.ofStripeDispute(dispute.stripeDisputeId)) return;
    const payment = await ledger.find(dispute.paymentId);
    if (!payment) return;
    const { id: _payment, ...paid } = payment;
    await ledger.insert({
      ...paid,
      kind: 'refund',
      amountCents: dispute.amountCents,
      source: 'stripe',
      method: 'stripe',
      refundOf: payment.id,
      note: `Dispute lost (${disputeReasonText(dispute.reason)})`,
      recordedBy: null,
      recordedByName: null,
      stripeEventId: null,
      stripeRefundId: null,
      stripeDisputeId: dispute.stripeDisputeId,
      at: isoTimestamp(at),
      facilityDate: facilityToday(at),
    });
  }

  return {
    /** What the admins' e-mail names the disputed payment by: read before the event's transaction. */
    async prepare(fact: StripeDisputeFact): Promise<string> {
      return describe(fact.paymentIntentId ? await payments.paymentOfIntent(fact.paymentIntentId) : undefined);
    },

    /**
     * A dispute's event, in its transaction: kept, tied to its payment, the admins e-mailed when it opens and when it
     * closes (once each, whatever the order), and a lost one's money written to the ledger.
     */
    async apply(unitOfWork: UnitOfWork, fact: StripeDisputeFact, paidFor: string, at: Date): Promise<void> {
      const ledger = payments.within(unitOfWork);
      if (fact.paymentIntentId) await ledger.lockPaymentIntent(fact.paymentIntentId);
      const paid = fact.paymentIntentId ? await ledger.paymentOfIntent(fact.paymentIntentId) : undefined;
      if (paid) await ledger.lockRefunds(paid.id);
      const opened = new Date(fact.created * 1000);
      const { before, after } = await disputes.within(unitOfWork).tell(fact, paid?.id ?? null, told(opened), told(at));
      if (before?.outcome !== after.outcome) {
        const admins = (await users.within(unitOfWork).list()).filter((u) => u.isAdmin);
        const mails = admins.map((admin) => ({
          mail: composeDisputeMail(after, paidFor, admin.email),
          about: `dispute ${after.stripeDisputeId} ${after.outcome}`,
        }));
        if (mails.length > 0) await outbox.add(mails, unitOfWork);
      }
      await recordLost(unitOfWork, after, at);
    },

    /** A payment just recorded (its PaymentIntent's lock held): the disputes told of before it tied to it. */
    async settleWaiting(unitOfWork: UnitOfWork, payment: LedgerEntry): Promise<void> {
      if (!payment.stripePaymentIntentId) return;
      const waiting = await disputes.within(unitOfWork).tieWaiting(payment.stripePaymentIntentId, payment.id);
      if (waiting.length === 0) return;
      await payments.within(unitOfWork).lockRefunds(payment.id);
      for (const dispute of waiting) await recordLost(unitOfWork, dispute, new Date(payment.at));
    },

    /** The till's disputes: every one open, and those opened or closed on `date`, each with what it paid for. */
    async forTill(date: string): Promise<DisputeItem[]> {
      const rows = await disputes.forTill(date);
      const items: DisputeItem[] = [];
      for (const row of rows) {
        const payment = row.paymentId === null ? undefined : await payments.find(row.paymentId);
        items.push({
          stripeDisputeId: row.stripeDisputeId,
          paymentId: row.paymentId,
          amountCents: row.amountCents,
          reason: disputeReasonText(row.reason),
          outcome: row.outcome,
          openedOn: row.openedOn,
          closedOn: row.closedOn,
          paidFor: payment ? await describe(payment) : null,
        });
      }
      return items;
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
