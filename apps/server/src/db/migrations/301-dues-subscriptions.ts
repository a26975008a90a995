// Membership dues on Stripe (docs/decisions/301-membership-dues.md): one row per member whose dues were asked
// for online, where they stand (core's DUES_STATUSES), the Stripe ids of their Checkout, customer and subscription, the
// end of the paid period (the next charge), the grace period's end after a failed payment, the date a recorded
// cancellation ends the subscription, and the last of Stripe's signals acted on (its `created` and rank), so an older
// event delivered late changes nothing. The money itself is in the payments ledger. Owned by
// features/payments/dues-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dues_subscriptions', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 20).notNullable();
    t.integer('price_cents').nullable();
    t.string('checkout_session_id', 255).nullable();
    t.string('checkout_url', 2000).nullable();
    t.string('link_sent_at', 30).nullable();
    t.string('stripe_customer_id', 255).nullable();
    t.string('stripe_subscription_id', 255).nullable();
    t.string('paid_through', 30).nullable();
    t.string('grace_ends_at', 30).nullable();
    t.string('cancel_at', 30).nullable();
    t.bigInteger('signal_created').notNullable().defaultTo(0);
    t.integer('signal_rank').notNullable().defaultTo(-1);
    t.string('updated_at', 30).notNullable();
    t.index(['status', 'grace_ends_at'], 'dues_subscriptions_grace_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('dues_subscriptions');
}
