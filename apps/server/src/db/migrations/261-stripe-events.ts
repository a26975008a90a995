// Stripe's verified webhook events (docs/decisions/261-stripe-webhook.md), stored by Stripe's event id: the primary
// key makes each event handled once, whatever replays or parallel deliveries come. The row commits in the same
// transaction as what the event did (its ledger row), so a fault leaves neither and Stripe's retry does it once.
// Owned by features/payments/stripe-events-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stripe_events', (t) => {
    t.string('id', 255).primary();
    t.string('type', 100).notNullable();
    // Stripe's `created` (Unix seconds), to tell an out-of-order delivery from a newer one.
    t.bigInteger('created').notNullable();
    t.string('received_at', 30).notNullable();
    // The event as Stripe sent it (JSON text).
    t.text('payload').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stripe_events');
}
