// A member's choice to get the day-before lesson reminder (docs/decisions/281-one-click-unsubscribe.md): on by
// default, turned off by the one-click unsubscribe address the reminder carries. Written only by
// db/users-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('lesson_reminders').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases: no table rebuild on SQLite, where users is referenced by other tables.
  await knex.raw('ALTER TABLE users DROP COLUMN lesson_reminders');
}
