// A refund Stripe said succeeded and later failed (docs/decisions/411-failed-refunds-reversed.md): the
// ledger is append-only, so its money comes back as one more row, a payment naming the refund it reverses
// (`payments.reverses_stripe_refund_id`, unique: written once per Stripe refund, whatever the order of its events).
// Owned by features/payments/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('reverses_stripe_refund_id', 255).nullable();
  });
  // An index, not a constraint, in both dialects: `down` drops it the same way before the column.
  await knex.raw('CREATE UNIQUE INDEX payments_reverses_refund_unique ON payments (reverses_stripe_refund_id)');
}

export async function down(knex: Knex): Promise<void> {
  // A plain DROP COLUMN: knex's dropColumn rebuilds a SQLite table, which its triggers and foreign keys do not survive.
  await knex.raw('DROP INDEX IF EXISTS payments_reverses_refund_unique');
  await knex.raw('ALTER TABLE payments DROP COLUMN reverses_stripe_refund_id');
}
