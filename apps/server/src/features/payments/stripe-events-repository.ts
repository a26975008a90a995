// Stripe's verified events (migrations/261-stripe-events.ts): only this repository touches the stripe_events table.
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';
import { insertIfNew } from '../../db/upsert';

export interface StoredStripeEvent {
  id: string;
  type: string;
  /** Stripe's `created`, Unix seconds. */
  created: number;
  receivedAt: string;
  payload: string;
}

function bind(db: Knex | Knex.Transaction) {
  return {
    /** How many events of `type` Stripe made from `fromSeconds` (inclusive) to `toSeconds` (exclusive). */
    async countOfType(type: string, fromSeconds: number, toSeconds: number): Promise<number> {
      const row = await db('stripe_events')
        .where({ type })
        .andWhere('created', '>=', fromSeconds)
        .andWhere('created', '<', toSeconds)
        .count({ n: '*' })
        .first();
      return toNumber(row?.n);
    },

    /**
     * Stores the event unless its id is stored already; true when this call stored it. Two deliveries at once: the
     * second waits on the first's key until it commits, then finds it there (false).
     */
    async insertIfNew(event: StoredStripeEvent): Promise<boolean> {
      return insertIfNew(db, 'stripe_events', 'id', {
        id: event.id,
        type: event.type,
        created: event.created,
        received_at: event.receivedAt,
        payload: event.payload,
      });
    },
  };
}

export function createStripeEventsRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type StripeEventsRepository = ReturnType<typeof createStripeEventsRepository>;
