// The subscription's end as Stripe last said it (docs/decisions/400-stripe-event-versions.md): a
// `customer.subscription.updated` (a cancellation set or taken back in Stripe's customer portal) is ordered by its own
// `created`, apart from the signals that move a member's dues (signal_created), so an older update delivered late
// leaves the shown end date as it is. Owned by features/payments/dues-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dues_subscriptions', (t) => {
    t.bigInteger('cancel_signal_created').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dues_subscriptions', (t) => {
    t.dropColumn('cancel_signal_created');
  });
}
