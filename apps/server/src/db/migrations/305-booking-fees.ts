// No-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md): the policy admins set
// (fee_policy, one row, id 1; no row until first set: fees off) and the fee a booking owes (booking_fees, one row per
// booking: its primary key is the booking's plain id, like the ledger's, so a burst creates one and the fee stays
// whatever becomes of the booking). The booking's member, bay and times are kept on the row: a late-canceled booking
// no longer holds its bay. What was paid of a fee is never stored here: the ledger's rows naming the booking
// (purpose 'fee') say so. Both owned by features/payments/fees-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('fee_policy', (t) => {
    t.integer('id').primary();
    t.boolean('enabled').notNullable();
    t.integer('no_show_fee_cents').notNullable();
    t.integer('late_cancel_fee_cents').notNullable();
    t.integer('late_cancel_window_hours').notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await knex.schema.createTable('booking_fees', (t) => {
    t.integer('booking_id').primary();
    t.string('kind', 20).notNullable();
    t.integer('user_id').notNullable();
    t.string('booking_date', 10).notNullable();
    t.string('start_time', 8).notNullable();
    t.string('end_time', 8).notNullable();
    t.integer('simulator_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.string('due_since', 30).notNullable();
    // Set when the ledger's rows first pay it in full (the list of fees due leaves it out from then on).
    t.string('settled_at', 30).nullable();
    t.string('waived_at', 30).nullable();
    t.integer('waived_by').nullable();
    t.string('waive_reason', 200).nullable();
    t.check('?? > 0', ['amount_cents'], 'booking_fees_amount_positive');
    t.index(['settled_at', 'waived_at', 'due_since'], 'booking_fees_open');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('booking_fees');
  await knex.schema.dropTableIfExists('fee_policy');
}
