// The front-desk staff flag (docs/decisions/085-role-policy.md): bookings and walk-ins, today's board and demo
// requests, without user administration. Existing accounts get false. DROP COLUMN is plain SQL on both
// databases (SQLite ≥ 3.35), so the down step keeps the users table's expression indexes untouched.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('is_front_desk').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN is_front_desk');
}
