// Storage of delivery state for records that are e-mailed to the team (contact_submissions,
// membership_requests share the email_* columns). The only Knex code of the mail module.
import type { Knex } from 'knex';
import { toNumber } from '../db/dialect';
import type { DeliveryState } from './delivery';

export type DeliveryTable = 'contact_submissions' | 'membership_requests';

export interface DueDelivery {
  id: number;
  attempts: number;
}

/** The email_* columns of a delivery state (for inserts and updates of the tables above). */
export function deliveryColumns(state: DeliveryState) {
  return {
    email_status: state.status,
    email_attempts: state.attempts,
    email_last_error: state.lastError,
    email_next_attempt_at: state.nextAttemptAt,
  };
}

export async function recordDelivery(
  db: Knex,
  table: DeliveryTable,
  id: number,
  state: DeliveryState,
  now: Date,
): Promise<void> {
  await db(table)
    .where({ id })
    .update({
      ...deliveryColumns(state),
      ...(state.status === 'sent' ? { email_sent_at: now.toISOString() } : {}),
    });
}

/** Pending deliveries whose next attempt is due, oldest first. */
/** Due: never tried yet, or its next attempt time has come. */
const isDue = (nowIso: string) => (q: Knex.QueryBuilder) => {
  void q.whereNull('email_next_attempt_at').orWhere('email_next_attempt_at', '<=', nowIso);
};

export async function listDueDeliveries(
  db: Knex,
  table: DeliveryTable,
  nowIso: string,
  limit: number,
): Promise<DueDelivery[]> {
  const rows = await db(table)
    .select<Array<{ id: unknown; email_attempts: unknown }>>('id', 'email_attempts')
    .where('email_status', 'pending')
    .where(isDue(nowIso))
    .orderBy('id', 'asc')
    .limit(limit);
  return rows.map((r) => ({ id: toNumber(r.id), attempts: toNumber(r.email_attempts) }));
}

/**
 * Takes a due delivery for one send: moves its next attempt to `leaseUntilIso` only if it is still pending
 * and due. Of two workers racing for the same record exactly one sees `true`.
 */
export async function claimDelivery(
  db: Knex,
  table: DeliveryTable,
  id: number,
  nowIso: string,
  leaseUntilIso: string,
): Promise<boolean> {
  const changed = await db(table)
    .where({ id, email_status: 'pending' })
    .where(isDue(nowIso))
    .update({ email_next_attempt_at: leaseUntilIso });
  return toNumber(changed) === 1;
}
