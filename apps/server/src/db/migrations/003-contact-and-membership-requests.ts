// Demo requests (contact submissions) and membership requests. Both are e-mailed to the team; the
// email_* columns record delivery so a failed send can be seen and retried instead of being lost.
import type { Knex } from 'knex';

function emailDeliveryColumns(t: Knex.CreateTableBuilder): void {
  // 'pending' | 'sent' | 'failed'
  t.string('email_status', 16).notNullable().defaultTo('pending');
  t.integer('email_attempts').notNullable().defaultTo(0);
  t.text('email_last_error').nullable();
  t.string('email_sent_at', 30).nullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_submissions', (t) => {
    t.increments('id').primary();
    t.string('created_at', 30).notNullable();
    t.string('name', 200).notNullable();
    t.string('email', 255).notNullable();
    t.string('phone', 32).notNullable();
    t.string('interest', 32).notNullable();
    t.text('message').notNullable();
    t.boolean('is_read').notNullable().defaultTo(false);
    t.boolean('became_member').notNullable().defaultTo(false);
    emailDeliveryColumns(t);
    t.index(['is_read', 'created_at']);
  });

  await knex.schema.createTable('membership_requests', (t) => {
    t.increments('id').primary();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.string('email', 255).notNullable();
    t.string('phone', 32).notNullable();
    // 'email' | 'phone' | 'either'
    t.string('preferred_contact', 8).notNullable();
    t.text('message').nullable();
    t.string('created_at', 30).notNullable();
    emailDeliveryColumns(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('membership_requests');
  await knex.schema.dropTableIfExists('contact_submissions');
}
