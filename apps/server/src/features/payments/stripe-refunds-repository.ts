// Refunds at Stripe as last told (migrations/408-stripe-refunds.ts): only this repository touches stripe_refunds. A row
// is the product's request before Stripe answers it, or a refund Stripe told of (the Dashboard's too); its status only
// moves forward (core's nextRefundStatus). The ledger's row of a refund is written by the ledger's repository.
import type { Knex } from 'knex';
import { nextRefundStatus, type StripeRefundFact, type StripeRefundStatus } from '@longwood/core';
import { insertRow, toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';
import { tieWaitingRows } from './waiting-rows';

export interface StoredStripeRefund {
  id: number;
  stripeRefundId: string | null;
  paymentIntentId: string | null;
  paymentId: number | null;
  amountCents: number;
  status: StripeRefundStatus;
  reason: string | null;
  requestedBy: number | null;
  requestedByName: string | null;
  createdAt: string;
}

interface Row {
  id: number | string;
  stripe_refund_id: string | null;
  stripe_payment_intent_id: string | null;
  payment_id: number | string | null;
  amount_cents: number | string;
  status: string;
  reason: string | null;
  requested_by: number | string | null;
  requested_by_name: string | null;
  created_at: string;
}

const toStored = (row: Row): StoredStripeRefund => ({
  id: toNumber(row.id),
  stripeRefundId: row.stripe_refund_id,
  paymentIntentId: row.stripe_payment_intent_id,
  paymentId: row.payment_id === null ? null : toNumber(row.payment_id),
  amountCents: toNumber(row.amount_cents),
  status: row.status as StripeRefundStatus,
  reason: row.reason,
  requestedBy: row.requested_by === null ? null : toNumber(row.requested_by),
  requestedByName: row.requested_by_name,
  createdAt: row.created_at,
});

const IN_FLIGHT: StripeRefundStatus[] = ['requested', 'pending', 'requires_action'];

function bind(db: Knex | Knex.Transaction) {
  const one = async (where: Record<string, unknown>) => {
    const row = await db('stripe_refunds').where(where).first<Row | undefined>();
    return row ? toStored(row) : undefined;
  };

  return {
    find: (id: number) => one({ id }),

    /** The product's request, before Stripe is asked: it holds its amount against the payment from now on. */
    async request(
      refund: Pick<StoredStripeRefund, 'paymentIntentId' | 'paymentId' | 'amountCents' | 'reason'> & {
        requestedBy: number;
        requestedByName: string;
        createdAt: string;
      },
    ): Promise<StoredStripeRefund> {
      const row = {
        stripe_refund_id: null,
        stripe_payment_intent_id: refund.paymentIntentId,
        payment_id: refund.paymentId,
        amount_cents: refund.amountCents,
        status: 'requested',
        reason: refund.reason,
        requested_by: refund.requestedBy,
        requested_by_name: refund.requestedByName,
        created_at: refund.createdAt,
      };
      const id = await insertRow(db, 'stripe_refunds', row);
      return toStored({ ...row, id });
    },

    /** What the payment's refunds at Stripe hold that the ledger does not show yet (asked, or pending at Stripe). */
    async heldCents(paymentId: number): Promise<number> {
      const row = await db('stripe_refunds')
        .where({ payment_id: paymentId })
        .whereIn('status', IN_FLIGHT)
        .first<{ cents: number | string | null }>(db.raw('COALESCE(SUM(amount_cents), 0) AS cents'));
      return toNumber(row?.cents);
    },

    /** What `actorId`'s requests made from `fromIso` on still hold (asked, or pending at Stripe). */
    async heldBy(actorId: number, fromIso: string): Promise<number> {
      const row = await db('stripe_refunds')
        .where({ requested_by: actorId })
        .andWhere('created_at', '>=', fromIso)
        .whereIn('status', IN_FLIGHT)
        .first<{ cents: number | string | null }>(db.raw('COALESCE(SUM(amount_cents), 0) AS cents'));
      return toNumber(row?.cents);
    },

    /**
     * Stripe's word on a refund, kept: the product's request it answers (by `requestId`) or the refund by Stripe's id,
     * made the first time it is told of (a Dashboard refund). Its status moves only forward. Answers the row as now and
     * the status it had before (`was`; null when it was not known).
     */
    async tell(
      fact: StripeRefundFact,
      paymentId: number | null,
      at: string,
    ): Promise<StoredStripeRefund & { was: StripeRefundStatus | null }> {
      const known =
        (await one({ stripe_refund_id: fact.stripeRefundId })) ??
        (fact.requestId !== null ? await one({ id: fact.requestId, stripe_refund_id: null }) : undefined);
      if (!known) {
        const row = {
          stripe_refund_id: fact.stripeRefundId,
          stripe_payment_intent_id: fact.paymentIntentId,
          payment_id: paymentId,
          amount_cents: fact.amountCents,
          status: fact.status,
          reason: null,
          requested_by: null,
          requested_by_name: null,
          created_at: at,
        };
        return { ...toStored({ ...row, id: await insertRow(db, 'stripe_refunds', row) }), was: null };
      }
      const next = {
        stripeRefundId: fact.stripeRefundId,
        status: nextRefundStatus(known.status, fact.status),
        paymentId: known.paymentId ?? paymentId,
        paymentIntentId: known.paymentIntentId ?? fact.paymentIntentId,
      };
      await db('stripe_refunds').where({ id: known.id }).update({
        stripe_refund_id: next.stripeRefundId,
        status: next.status,
        payment_id: next.paymentId,
        stripe_payment_intent_id: next.paymentIntentId,
      });
      return { ...known, ...next, was: known.status };
    },

    /** A request Stripe refused, or never received: it holds nothing from now on. */
    async fail(id: number): Promise<void> {
      await db('stripe_refunds').where({ id, status: 'requested' }).update({ status: 'failed' });
    },

    /** Refunds told of before their payment reached the ledger (its event came later): tied to it now. */
    async tieWaiting(paymentIntentId: string, paymentId: number): Promise<StoredStripeRefund[]> {
      const rows = await tieWaitingRows<Row>(db, 'stripe_refunds', paymentIntentId, paymentId);
      return rows.map((r) => ({ ...toStored(r), paymentId }));
    },
  };
}

export function createStripeRefundsRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type StripeRefundsRepository = ReturnType<typeof createStripeRefundsRepository>;
