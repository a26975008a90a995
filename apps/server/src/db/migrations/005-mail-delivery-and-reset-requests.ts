// Mail delivery retries, so an SMTP outage delays an e-mail instead of losing it
// (docs/decisions/194-one-mail-outbox.md); the contact form's client address, for its spam limit
// (052-contact-form-behaviour.md); and a log of every password-reset request with its outcome,
// whether or not an account matched (042-password-reset.md).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_submissions', (t) => {
    // When the team's e-mail may be tried again (ISO UTC text); null once sent or given up. Migration 080 moves
    // delivery to the mail outbox and drops this column.
    t.string('email_next_attempt_at', 30).nullable();
    // The visitor's address, for the per-IP rate limit and spam triage.
    t.string('client_ip', 64).nullable();
    t.index(['client_ip', 'created_at'], 'contact_submissions_client_ip_created_at_index');
    t.index(['email_status', 'email_next_attempt_at'], 'contact_submissions_email_due_index');
  });

  await knex.schema.alterTable('membership_requests', (t) => {
    t.string('email_next_attempt_at', 30).nullable();
    // 'join' (upgrade request) | 'cancel' (POST /api/user/cancel-membership records the wish to cancel).
    t.string('request_type', 8).notNullable().defaultTo('join');
    t.index(['email_status', 'email_next_attempt_at'], 'membership_requests_email_due_index');
    t.index(['user_id', 'created_at'], 'membership_requests_user_id_created_at_index');
  });

  // Every POST /api/reset-password/request, whether or not an account matched: the per-IP and
  // per-address limits must count both alike, or the 429 itself would reveal which addresses exist.
  await knex.schema.createTable('password_reset_requests', (t) => {
    t.increments('id').primary();
    t.string('email', 255).notNullable(); // lower-cased
    t.string('ip', 64).notNullable();
    t.string('requested_at', 30).notNullable();
    // 'emailed' | 'no_account' | 'foreign_domain' | 'address_throttled' | 'email_failed'
    t.string('outcome', 20).notNullable();
    t.index(['ip', 'requested_at']);
    t.index(['email', 'requested_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_requests');
  await knex.schema.alterTable('membership_requests', (t) => {
    t.dropIndex(['user_id', 'created_at'], 'membership_requests_user_id_created_at_index');
    t.dropIndex(['email_status', 'email_next_attempt_at'], 'membership_requests_email_due_index');
    t.dropColumn('request_type');
    t.dropColumn('email_next_attempt_at');
  });
  await knex.schema.alterTable('contact_submissions', (t) => {
    t.dropIndex(['email_status', 'email_next_attempt_at'], 'contact_submissions_email_due_index');
    t.dropIndex(['client_ip', 'created_at'], 'contact_submissions_client_ip_created_at_index');
    t.dropColumn('client_ip');
    t.dropColumn('email_next_attempt_at');
  });
}
