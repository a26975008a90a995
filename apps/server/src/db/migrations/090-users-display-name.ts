// A person's display name (docs/decisions/200-a-persons-display-name.md): optional, NULL when none was given,
// at most 60 characters (core's personNameField). Existing accounts have none; they are shown by the part of
// their username before '@' until they give one. DROP COLUMN is plain SQL on both databases (SQLite ≥ 3.35),
// so the down step keeps the users table's expression indexes untouched (as migration 010's does).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('name', 60).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN name');
}
