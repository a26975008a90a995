// How many times an account's e-mail address changed (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md):
// a verification link names the count it was made at, so a link for an address the account left and came back to
// verifies nothing. Written only by db/users-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('email_changes').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases: no table rebuild on SQLite, where users is referenced by other tables.
  await knex.raw('ALTER TABLE users DROP COLUMN email_changes');
}
