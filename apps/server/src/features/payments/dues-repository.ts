// Membership dues (migrations/301-dues-subscriptions.ts): only this repository touches the dues_subscriptions table.
// One row per member; a change to it is decided by core's dues rules under the member's dues lock.
import type { Knex } from 'knex';
import type { DuesState, DuesStatus } from '@longwood/core';
import { acquireWriteLock, toNumber } from '../../db/dialect';
import { isoTimestamp } from '../../db/timestamps';
import { bindableWithin } from '../../db/unit-of-work';
import { upsert } from '../../db/upsert';

interface DuesRow {
  user_id: number | string;
  status: string;
  price_cents: number | string | null;
  checkout_session_id: string | null;
  checkout_url: string | null;
  link_sent_at: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  paid_through: string | null;
  grace_ends_at: string | null;
  cancel_at: string | null;
  signal_created: number | string;
  signal_rank: number | string;
  cancel_signal_created: number | string;
  updated_at: string;
}

function toState(row: DuesRow): DuesState {
  return {
    userId: toNumber(row.user_id),
    status: row.status as DuesStatus,
    priceCents: row.price_cents === null ? null : toNumber(row.price_cents),
    checkoutSessionId: row.checkout_session_id,
    checkoutUrl: row.checkout_url,
    linkSentAt: row.link_sent_at,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    paidThrough: row.paid_through,
    graceEndsAt: row.grace_ends_at,
    cancelAt: row.cancel_at,
    signalCreated: toNumber(row.signal_created),
    signalRank: toNumber(row.signal_rank),
    cancelSignalCreated: toNumber(row.cancel_signal_created),
  };
}

function toRow(state: DuesState, at: Date): DuesRow {
  return {
    user_id: state.userId,
    status: state.status,
    price_cents: state.priceCents,
    checkout_session_id: state.checkoutSessionId,
    checkout_url: state.checkoutUrl,
    link_sent_at: state.linkSentAt,
    stripe_customer_id: state.stripeCustomerId,
    stripe_subscription_id: state.stripeSubscriptionId,
    paid_through: state.paidThrough,
    grace_ends_at: state.graceEndsAt,
    cancel_at: state.cancelAt,
    signal_created: state.signalCreated,
    signal_rank: state.signalRank,
    cancel_signal_created: state.cancelSignalCreated,
    updated_at: isoTimestamp(at),
  };
}

function bind(db: Knex | Knex.Transaction) {
  return {
    async find(userId: number): Promise<DuesState | undefined> {
      const row = await db('dues_subscriptions').where({ user_id: userId }).first<DuesRow | undefined>();
      return row ? toState(row) : undefined;
    },

    /**
     * Inside a transaction: waits for any other change to this member's dues (a staff action, a webhook delivery, the
     * grace job) to commit, so each reads what the one before wrote.
     */
    async lock(userId: number): Promise<void> {
      await acquireWriteLock(db, `dues:${userId}`);
    },

    async save(state: DuesState, at: Date): Promise<void> {
      await upsert(db, 'dues_subscriptions', 'user_id', { ...toRow(state, at) });
    },

    /** How many members are in their grace period after a failed payment. */
    async countInGrace(): Promise<number> {
      const row = await db('dues_subscriptions').where({ status: 'grace' }).count({ n: '*' }).first();
      return toNumber(row?.n);
    },

    /** Members whose grace period has run out by `now`, oldest first. */
    async graceOverBy(now: Date, limit: number): Promise<number[]> {
      const rows: Array<{ user_id: number | string }> = await db('dues_subscriptions')
        .where({ status: 'grace' })
        .andWhere('grace_ends_at', '<=', isoTimestamp(now))
        .orderBy('grace_ends_at')
        .limit(limit)
        .select('user_id');
      return rows.map((r) => toNumber(r.user_id));
    },
  };
}

export function createDuesRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type DuesRepository = ReturnType<typeof createDuesRepository>;
