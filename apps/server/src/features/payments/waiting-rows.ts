// For the repositories of Stripe's refunds and disputes (their tables' owners): the rows told of before the ledger held
// the payment of their PaymentIntent, tied to that payment now (docs/decisions/408-refunds-of-online-payments.md).
import type { Knex } from 'knex';

export async function tieWaitingRows<Row extends { id: number | string }>(
  db: Knex | Knex.Transaction,
  table: 'stripe_refunds' | 'payment_disputes',
  paymentIntentId: string,
  paymentId: number,
): Promise<Row[]> {
  const rows = (await db(table)
    .where({ stripe_payment_intent_id: paymentIntentId })
    .whereNull('payment_id')
    .orderBy('id')
    .select('*')) as Row[];
  if (rows.length > 0) {
    await db(table)
      .whereIn(
        'id',
        rows.map((r): number | string => r.id),
      )
      .update({ payment_id: paymentId });
  }
  return rows;
}
