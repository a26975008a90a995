// Disputes of online payments (migrations/409-payment-disputes.ts): only this repository touches payment_disputes. A
// row is a Stripe dispute as last told; its status moves only toward closed (core's nextDisputeStatus).
import type { Knex } from 'knex';
import { disputeOutcomeOf, nextDisputeStatus, type DisputeOutcome, type StripeDisputeFact } from '@longwood/core';
import { insertRow, toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';
import { tieWaitingRows } from './waiting-rows';

export interface StoredDispute {
  id: number;
  stripeDisputeId: string;
  paymentIntentId: string | null;
  paymentId: number | null;
  amountCents: number;
  reason: string;
  status: string;
  outcome: DisputeOutcome;
  openedOn: string;
  closedOn: string | null;
}

interface Row {
  id: number | string;
  stripe_dispute_id: string;
  stripe_payment_intent_id: string | null;
  payment_id: number | string | null;
  amount_cents: number | string;
  reason: string;
  status: string;
  opened_at: string;
  opened_on: string;
  closed_at: string | null;
  closed_on: string | null;
}

const toStored = (row: Row): StoredDispute => ({
  id: toNumber(row.id),
  stripeDisputeId: row.stripe_dispute_id,
  paymentIntentId: row.stripe_payment_intent_id,
  paymentId: row.payment_id === null ? null : toNumber(row.payment_id),
  amountCents: toNumber(row.amount_cents),
  reason: row.reason,
  status: row.status,
  outcome: disputeOutcomeOf(row.status),
  openedOn: row.opened_on,
  closedOn: row.closed_on,
});

/** When a change was told: its instant and facility date. */
export interface Told {
  at: string;
  on: string;
}

function bind(db: Knex | Knex.Transaction) {
  return {
    /**
     * Stripe's word on a dispute, kept (made the first time it is told of; `opened` is when Stripe opened it). Answers
     * the row before and after, so the caller sees whether its outcome changed.
     */
    async tell(
      fact: StripeDisputeFact,
      paymentId: number | null,
      opened: Told,
      told: Told,
    ): Promise<{ before: StoredDispute | undefined; after: StoredDispute }> {
      const found = await db('payment_disputes').where({ stripe_dispute_id: fact.stripeDisputeId }).first<Row>();
      const before = found ? toStored(found) : undefined;
      const status = nextDisputeStatus(before?.status ?? null, fact.status);
      const closing = disputeOutcomeOf(status) !== 'open' && (before === undefined || before.outcome === 'open');
      const row: Omit<Row, 'id'> = {
        stripe_dispute_id: fact.stripeDisputeId,
        stripe_payment_intent_id: found?.stripe_payment_intent_id ?? fact.paymentIntentId,
        payment_id: found?.payment_id ?? paymentId,
        amount_cents: fact.amountCents,
        reason: fact.reason,
        status,
        opened_at: found?.opened_at ?? opened.at,
        opened_on: found?.opened_on ?? opened.on,
        closed_at: closing ? told.at : (found?.closed_at ?? null),
        closed_on: closing ? told.on : (found?.closed_on ?? null),
      };
      if (found) await db('payment_disputes').where({ id: found.id }).update(row);
      const id = found ? toNumber(found.id) : await insertRow(db, 'payment_disputes', row);
      return { before, after: toStored({ ...row, id }) };
    },

    /** Disputes told of before their payment reached the ledger: tied to it now. */
    async tieWaiting(paymentIntentId: string, paymentId: number): Promise<StoredDispute[]> {
      const rows = await tieWaitingRows<Row>(db, 'payment_disputes', paymentIntentId, paymentId);
      return rows.map((r) => ({ ...toStored(r), paymentId }));
    },

    /** Every dispute still open, and those opened or closed on facility day `date`, oldest first. */
    async forTill(date: string): Promise<StoredDispute[]> {
      const rows = await db('payment_disputes')
        .whereNull('closed_on')
        .orWhere({ opened_on: date })
        .orWhere({ closed_on: date })
        .orderBy('id')
        .select<Row[]>();
      return rows.map(toStored);
    },

    /** Where each of the payments' disputes stands (the latest dispute of each). */
    async outcomesOf(paymentIds: readonly number[]): Promise<Map<number, DisputeOutcome>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db('payment_disputes').whereIn('payment_id', paymentIds).orderBy('id').select<Row[]>();
      return new Map(rows.map((r) => [toNumber(r.payment_id), disputeOutcomeOf(r.status)]));
    },

    /** The disputes opened in facility days `from` to `to`, summed by where each stands now. */
    async sumsBetween(from: string, to: string): Promise<Record<DisputeOutcome, number>> {
      const rows = await db('payment_disputes').whereBetween('opened_on', [from, to]).select<Row[]>();
      const sums = { open: 0, won: 0, lost: 0 };
      for (const row of rows) sums[disputeOutcomeOf(row.status)] += toNumber(row.amount_cents);
      return sums;
    },
  };
}

export function createDisputesRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
