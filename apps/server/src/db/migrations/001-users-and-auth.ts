// Users and everything authentication needs: sessions (connect-session-knex's table, created here so
// migrations own the whole schema — see docs/decisions/010-session-store.md), login attempts for
// throttling, password reset codes, and app_locks (SQLite's write-lock row, see db/dialect.ts).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 255).notNullable().unique();
    t.string('email', 255).notNullable().unique();
    t.string('phone', 32).nullable();
    t.string('password_hash', 255).notNullable();
    t.boolean('is_member').notNullable().defaultTo(false);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_coach').notNullable().defaultTo(false);
    t.string('created_at', 30).notNullable();
  });
  // Sign-in matches username/email case-insensitively, so uniqueness must be case-insensitive too.
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');

  // Shape required by connect-session-knex 5 (sid, sess, expired).
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.json('sess').notNullable();
    t.timestamp('expired', { useTz: true }).notNullable().index();
  });

  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id').primary();
    // 'user:{id}' when the identifier names an account, else 'name:{lowercased identifier}'.
    t.string('account_key', 320).notNullable();
    t.string('ip', 64).notNullable();
    t.string('attempted_at', 30).notNullable();
    t.index(['account_key', 'attempted_at']);
    t.index(['ip', 'attempted_at']);
  });

  await knex.schema.createTable('password_reset_codes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('code_hash', 255).notNullable();
    t.string('token_hash', 255).nullable().index();
    t.string('expires_at', 30).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('used_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('app_locks', (t) => {
    t.string('name', 255).primary();
    t.string('acquired_at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('app_locks');
  await knex.schema.dropTableIfExists('password_reset_codes');
  await knex.schema.dropTableIfExists('login_attempts');
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
}
