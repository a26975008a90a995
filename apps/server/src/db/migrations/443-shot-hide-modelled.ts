// Whether the member hides the ball-flight model's figures (docs/decisions/443-hidden-modelled-figures-kept-on-the-account.md):
// kept on the account beside the units (migration 122), so the choice holds after a reload and on every device.
// Written through the users repository.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('shot_hide_modelled').notNullable().defaultTo(false);
  });
}

// Plain ALTER TABLE (SQLite 3.35+ and Postgres): Knex's SQLite dropColumn rebuilds the table, and dropping users would
// take every row that references it with it.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN shot_hide_modelled');
}
