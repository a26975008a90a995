// Disputes of online payments (docs/decisions/409-disputes-of-online-payments.md): one row per Stripe dispute, its
// status as Stripe last told it (a closed one stays closed), the payment it is about once that is in the ledger. A lost
// dispute's money leaves the ledger as a refund row naming the dispute, once: `payments.stripe_dispute_id` is unique.
// Owned by features/payments/disputes-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('stripe_dispute_id', 255).nullable();
  });
  // An index, not a constraint, in both dialects: `down` drops it the same way before the column.
  await knex.raw('CREATE UNIQUE INDEX payments_stripe_dispute_unique ON payments (stripe_dispute_id)');
  await knex.schema.createTable('payment_disputes', (t) => {
    t.increments('id').primary();
    t.string('stripe_dispute_id', 255).notNullable().unique({ indexName: 'payment_disputes_stripe_id_unique' });
    t.string('stripe_payment_intent_id', 255).nullable().index('payment_disputes_intent_index');
    // The ledger's payment it is about (a plain id like the ledger's own); null until that payment is recorded.
    t.integer('payment_id').nullable().index('payment_disputes_payment_index');
    t.integer('amount_cents').notNullable();
    t.string('reason', 100).notNullable();
    t.string('status', 40).notNullable();
    t.string('opened_at', 30).notNullable();
    t.string('opened_on', 10).notNullable();
    t.string('closed_at', 30).nullable();
    t.string('closed_on', 10).nullable();
    t.check('?? > 0', ['amount_cents'], 'payment_disputes_amount_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_disputes');
  // A plain DROP COLUMN: knex's dropColumn rebuilds a SQLite table, which its triggers and foreign keys do not survive.
  await knex.raw('DROP INDEX IF EXISTS payments_stripe_dispute_unique');
  await knex.raw('ALTER TABLE payments DROP COLUMN stripe_dispute_id');
}
