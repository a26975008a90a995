// One payment per Checkout Session (docs/decisions/400-stripe-event-versions.md): a session's money arrives once, yet
// Stripe may send two events about it (`checkout.session.completed` and, for a delayed method,
// `checkout.session.async_payment_succeeded`), each stored under its own id. The webhook finds the first payment and
// records nothing more; this unique index holds it when two deliveries race. Refund rows may name the session too, so
// only payments count. Payments written twice before this (the ledger is append-only: they stay) are left out of the
// index by id, so the migration never fails on them; the webhook's look-up still sees them.
import type { Knex } from 'knex';

const INDEX = 'payments_one_per_checkout_session';

export async function up(knex: Knex): Promise<void> {
  const later = knex('payments as p')
    .where('p.kind', 'payment')
    .whereNotNull('p.stripe_checkout_session_id')
    .whereExists(
      knex('payments as q')
        .where('q.kind', 'payment')
        .whereRaw('q.stripe_checkout_session_id = p.stripe_checkout_session_id')
        .andWhereRaw('q.id < p.id'),
    );
  const row = await later.max({ id: 'p.id' }).first<{ id: number | string | null } | undefined>();
  const after = Number(row?.id ?? 0);
  await knex.raw(
    `CREATE UNIQUE INDEX ${INDEX} ON payments (stripe_checkout_session_id)
     WHERE kind = 'payment' AND stripe_checkout_session_id IS NOT NULL AND id > ${after}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
}
