// Guest rentals (docs/decisions/304-guest-rentals-at-the-desk.md): the hourly rates admins set (rental_rates, one row,
// id 1; no row until they are first set) and the price fixed on a guest's booking when the desk booked it
// (guest_rentals, by the booking's id, a plain id like the ledger's: the price stays whatever becomes of the booking).
// What was paid of a rental is never stored here: the ledger's rows naming the booking (purpose 'guest') say so.
// Both owned by features/payments/rentals-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rental_rates', (t) => {
    t.integer('id').primary();
    t.integer('peak_cents_per_hour').notNullable();
    t.integer('off_peak_cents_per_hour').notNullable();
    t.string('peak_from', 8).notNullable();
    t.string('peak_until', 8).notNullable();
    t.boolean('weekends_peak').notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await knex.schema.createTable('guest_rentals', (t) => {
    t.integer('booking_id').primary();
    t.integer('price_cents').notNullable();
    t.integer('peak_minutes').notNullable();
    t.integer('off_peak_minutes').notNullable();
    t.string('at', 30).notNullable();
    t.check('?? >= 0', ['price_cents'], 'guest_rentals_price_not_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('guest_rentals');
  await knex.schema.dropTableIfExists('rental_rates');
}
