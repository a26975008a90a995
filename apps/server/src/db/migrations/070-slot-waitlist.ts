// "Notify me" for a full slot (docs/decisions/134-full-slot-waitlist.md): one row per member and slot they wait
// for; notified_at is set once, when that slot first frees up, and the row is never e-mailed again. Nothing here
// ever books: a member who is told still books the slot themselves. Owned by features/waitlist/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('slot_waitlist', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('booking_date', 10).notNullable();
    t.string('start_time', 8).notNullable();
    t.string('end_time', 8).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('notified_at', 30).nullable();
    t.unique(['user_id', 'booking_date', 'start_time', 'end_time'], { indexName: 'slot_waitlist_member_slot' });
    // The listener reads a date's open entries after every change of that date.
    t.index(['booking_date', 'notified_at'], 'slot_waitlist_date_open');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('slot_waitlist');
}
