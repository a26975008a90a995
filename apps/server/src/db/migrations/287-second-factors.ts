// An admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md): one authenticator per
// account (its TOTP secret encrypted, confirmed by a first code, the last time step a code was taken at so none is
// taken twice) and its recovery codes (hashed, each used once). Both go with their user. Owned by
// features/auth/second-factor-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('second_factors', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('secret_encrypted', 200).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('confirmed_at', 30).nullable();
    t.integer('last_step').nullable();
  });
  await knex.schema.createTable('recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.string('used_at', 30).nullable();
    t.unique(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('second_factors');
}
