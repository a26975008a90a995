// Private calendar feeds (docs/decisions/203-calendar-feed.md): one row per member or coach who has asked for their
// feed's address. The secret in the address is never stored: `secret_hash` (SHA-256 of it, hex) finds the row when a
// calendar program asks, and `secret_key` (random) lets the server derive the same secret again, with its own key,
// to show the address on the account page. A reset replaces both, so the old address finds nothing at once.
// Owned by features/calendar-feed/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('secret_key', 64).notNullable();
    t.string('secret_hash', 64).notNullable().unique({ indexName: 'calendar_feeds_secret_hash' });
    t.string('created_at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}
