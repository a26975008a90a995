// The ledger (docs/decisions/260-payments-ledger.md): one row per money movement, in cents, append-only. A payment
// (kind 'payment') takes money in; a refund (kind 'refund') is a row of its own naming its payment in `refund_of`.
// The people, bookings and lessons a row names are plain ids, not foreign keys (as in the activity log): deleting an
// account or a booking keeps what was paid. Who recorded it is kept by id and by name. `facility_date` is the US
// Eastern day it counts in (the till). Stripe's rows carry the ids Stripe gave; `stripe_event_id` is unique, so an
// event records its row once. No UPDATE is allowed by the database itself. Owned by features/payments/repository.ts.
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.increments('id').primary();
    t.string('kind', 10).notNullable();
    t.integer('refund_of').nullable().references('id').inTable('payments');
    t.integer('amount_cents').notNullable();
    t.string('currency', 3).notNullable();
    t.string('source', 10).notNullable();
    t.string('method', 20).notNullable();
    t.string('purpose', 10).notNullable();
    t.integer('user_id').nullable();
    t.integer('booking_id').nullable();
    t.integer('lesson_id').nullable();
    t.string('note', 200).nullable();
    t.integer('recorded_by').nullable();
    t.string('recorded_by_name', 254).nullable();
    t.string('stripe_event_id', 255).nullable().unique({ indexName: 'payments_stripe_event_unique' });
    t.string('stripe_checkout_session_id', 255).nullable();
    t.string('stripe_payment_intent_id', 255).nullable();
    t.string('stripe_invoice_id', 255).nullable();
    t.string('stripe_customer_id', 255).nullable();
    t.string('at', 30).notNullable();
    t.string('facility_date', 10).notNullable();
    t.index(['facility_date'], 'payments_facility_date_index');
    t.index(['refund_of'], 'payments_refund_of_index');
    t.check('?? > 0', ['amount_cents'], 'payments_amount_positive');
    t.check("?? in ('payment', 'refund')", ['kind'], 'payments_kind_known');
  });
  if (isPostgres(knex)) {
    await knex.raw(`
      CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'payments is append-only: record a new row instead';
      END $$;
      CREATE TRIGGER payments_no_update BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION payments_append_only();
    `);
  } else {
    await knex.raw(`
      CREATE TRIGGER payments_no_update BEFORE UPDATE ON payments
      BEGIN SELECT RAISE(ABORT, 'payments is append-only: record a new row instead'); END;
    `);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payments');
  if (isPostgres(knex)) await knex.raw('DROP FUNCTION IF EXISTS payments_append_only()');
}
