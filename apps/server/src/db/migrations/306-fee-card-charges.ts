// A fee charged to the member's card on file (docs/decisions/306-fee-charged-to-the-card-on-file.md): while Stripe
// has not answered, the fee is "processing" (charging_since); each declined attempt counts (charge_failures), so the
// next attempt's events are told from an older one's; charge_key is the attempt's idempotency key at Stripe (random,
// kept until the attempt is declined, so a retry after a lost answer is the same PaymentIntent); charge_failure keeps
// the last decline's reason for the desk. The money is the ledger's, written by
// the webhook only. Owned by features/payments/fees-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_fees', (t) => {
    t.string('charging_since', 30).nullable();
    t.integer('charging_by').nullable();
    t.integer('charge_failures').notNullable().defaultTo(0);
    t.string('charge_failure', 200).nullable();
    t.string('charge_key', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_fees', (t) => {
    t.dropColumn('charge_key');
    t.dropColumn('charge_failure');
    t.dropColumn('charge_failures');
    t.dropColumn('charging_by');
    t.dropColumn('charging_since');
  });
}
