// The mail outbox (docs/decisions/194-one-mail-outbox.md): every e-mail the server sends is a row here, written in
// the transaction of the change it is about, sent after the commit and retried with backoff. Its delivery state
// replaces the email_* columns of contact_submissions and membership_requests (migrations 003, 005) and the
// sent_at / error columns of lesson_reminders (030), which keeps only its claim. A team e-mail still pending in the
// old columns when this runs is not carried over (a migration cannot compose it): its request stays listed for the
// team in the admin dashboard, as every request is.
// Down restores those columns with every existing row marked delivered ('sent'), so a rollback never e-mails the
// team about old requests again.
import type { Knex } from 'knex';

const TEAM_TABLES = ['contact_submissions', 'membership_requests'] as const;

export async function up(knex: Knex): Promise<void> {
  // about: what the e-mail is about, for the logs ('demo request #12', 'booking 31 (booked)'); message: the whole
  // e-mail as JSON, composed when the change was made; status 'pending' | 'sent' | 'failed'; next_attempt_at: when a
  // sender may try it (again), or its lease while one is sending, null once sent or given up; expires_at: never sent
  // from then on (a reset code's expiry, a lesson's start), null for no limit.
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.index(['status', 'next_attempt_at'], 'mail_outbox_due_index');
    t.text('message').notNullable();
    t.text('last_error').nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('about', 120).notNullable();
    t.string('status', 16).notNullable();
    t.string('created_at', 30).notNullable();
    for (const column of ['next_attempt_at', 'expires_at', 'sent_at']) t.string(column, 30).nullable();
  });
  for (const table of TEAM_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['email_status', 'email_next_attempt_at'], `${table}_email_due_index`);
    });
    await knex.schema.alterTable(table, (t) => {
      t.dropColumns('email_status', 'email_attempts', 'email_last_error', 'email_sent_at', 'email_next_attempt_at');
    });
  }
  await knex.schema.alterTable('lesson_reminders', (t) => {
    t.dropColumns('sent_at', 'error');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lesson_reminders', (t) => {
    t.string('sent_at', 30).nullable();
    t.text('error').nullable();
  });
  for (const table of TEAM_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      // New rows of the older code start 'pending', as migration 003 made them.
      t.string('email_status', 16).notNullable().defaultTo('pending');
      t.integer('email_attempts').notNullable().defaultTo(0);
      t.text('email_last_error').nullable();
      t.string('email_sent_at', 30).nullable();
      t.string('email_next_attempt_at', 30).nullable();
      t.index(['email_status', 'email_next_attempt_at'], `${table}_email_due_index`);
    });
    await knex(table).update({ email_status: 'sent' });
  }
  await knex.schema.dropTable('mail_outbox');
}
