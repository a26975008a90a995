// The member's choice of units for shot data (docs/decisions/220-shot-data-import.md): yards and mph ('imperial',
// the default) or metres and km/h ('metric'), kept on the account so every device shows the same. Written through
// the users repository.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('shot_units', 8).notNullable().defaultTo('imperial');
  });
}

// Plain ALTER TABLE (SQLite 3.35+ and Postgres): Knex's SQLite dropColumn rebuilds the table, and dropping users would
// take every row that references it with it.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN shot_units');
}
