// Lesson prices (docs/decisions/303-lesson-prices-and-payment.md): a coach's price for a 60-minute lesson, set by
// admins (coach_lesson_prices, owned by features/coaching/coach-prices-repository.ts), and on each lesson the price
// fixed when it was booked and the Stripe Checkout the member was sent to (its id, page and how long it stays open).
// Whether a lesson is paid is never stored: the payments ledger's rows that name it say so.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coach_lesson_prices', (t) => {
    t.integer('coach_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('lesson_price_cents').notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await knex.schema.alterTable('lessons', (t) => {
    t.integer('price_cents').nullable();
    t.string('checkout_session_id', 255).nullable();
    t.string('checkout_url', 2000).nullable();
    t.string('checkout_open_until', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases: no table rebuild on SQLite, where lessons is referenced by other tables.
  for (const column of ['checkout_open_until', 'checkout_url', 'checkout_session_id', 'price_cents']) {
    await knex.raw(`ALTER TABLE lessons DROP COLUMN ${column}`);
  }
  await knex.schema.dropTableIfExists('coach_lesson_prices');
}
