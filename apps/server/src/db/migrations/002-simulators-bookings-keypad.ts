// Bays, bookings and the entrance keypad code. Dates 'yyyy-MM-dd' and times 'HH:mm:ss' are text in both
// dialects so no driver ever shifts them by a time zone (docs/decisions/012-sqlite-and-postgres-types.md).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('simulators', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable();
  });

  await knex.schema.createTable('bookings', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A bay is never deleted while it has bookings.
    t.integer('simulator_id').notNullable().references('id').inTable('simulators').onDelete('RESTRICT');
    t.string('booking_date', 10).notNullable();
    t.string('start_time', 8).notNullable();
    t.string('end_time', 8).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['booking_date'], 'bookings_booking_date_index');
    t.index(['user_id', 'booking_date'], 'bookings_user_id_booking_date_index');
    t.index(['simulator_id', 'booking_date'], 'bookings_simulator_id_booking_date_index');
  });

  // One row per change; the current code is the newest row (history answers "who changed it when").
  await knex.schema.createTable('keypad_codes', (t) => {
    t.increments('id').primary();
    t.string('code', 6).notNullable();
    t.string('updated_at', 30).notNullable();
    t.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('keypad_codes');
  await knex.schema.dropTableIfExists('bookings');
  await knex.schema.dropTableIfExists('simulators');
}
