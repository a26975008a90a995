// When a fee's charge got its idempotency key at Stripe (docs/decisions/418-fee-charge-keys-renewed-after-a-day.md):
// Stripe keeps a key 24 hours, so an attempt retried later is sent under a new key, after asking Stripe whether the
// attempt's charge was made. Null for a key made before this column (its age unknown: treated as older than a day).
// Owned by features/payments/fees-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_fees', (t) => {
    t.string('charge_key_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases: knex's SQLite fallback would rebuild booking_fees and break its foreign keys.
  await knex.raw('ALTER TABLE booking_fees DROP COLUMN charge_key_at');
}
