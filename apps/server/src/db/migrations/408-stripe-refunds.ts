// Refunds made at Stripe (docs/decisions/408-refunds-of-online-payments.md): from the product or from Stripe's
// Dashboard. `stripe_refunds` holds each refund as Stripe last told of it (its status changes: pending, succeeded,
// failed), and the product's requests before Stripe answers them, so what is asked of a payment counts against what is
// left of it while Stripe works. Its money reaches the ledger once, when Stripe says it succeeded: a refund row naming
// the refund, unique by `payments.stripe_refund_id`. Owned by features/payments/stripe-refunds-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('stripe_refund_id', 255).nullable();
  });
  // An index, not a constraint, in both dialects: `down` drops it the same way before the column.
  await knex.raw('CREATE UNIQUE INDEX payments_stripe_refund_unique ON payments (stripe_refund_id)');
  await knex.schema.createTable('stripe_refunds', (t) => {
    t.increments('id').primary();
    // Null while the product's request waits for Stripe's answer.
    t.string('stripe_refund_id', 255).nullable().unique({ indexName: 'stripe_refunds_stripe_id_unique' });
    t.string('stripe_payment_intent_id', 255).nullable().index('stripe_refunds_intent_index');
    // The ledger's payment it gives back (a plain id like the ledger's own); null until that payment is recorded.
    t.integer('payment_id').nullable().index('stripe_refunds_payment_index');
    t.integer('amount_cents').notNullable();
    // 'requested' (asked, not answered), then Stripe's: pending, requires_action, succeeded, failed, canceled.
    t.string('status', 30).notNullable();
    t.string('reason', 200).nullable();
    t.integer('requested_by').nullable();
    t.string('requested_by_name', 254).nullable();
    t.string('created_at', 30).notNullable();
    t.check('?? > 0', ['amount_cents'], 'stripe_refunds_amount_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stripe_refunds');
  // A plain DROP COLUMN: knex's dropColumn rebuilds a SQLite table, which its triggers and foreign keys do not survive.
  await knex.raw('DROP INDEX IF EXISTS payments_stripe_refund_unique');
  await knex.raw('ALTER TABLE payments DROP COLUMN stripe_refund_id');
}
