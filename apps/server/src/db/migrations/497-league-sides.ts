// Best ball and A/B teams (docs/decisions/497-best-ball-and-a-b-teams.md): the league's team format ('off',
// 'best_ball' or 'a_b') and its players a best-ball side holds (2 or 4), owned by features/leagues/repository.ts; and
// each player's side (a number; null: in none), the same on every row of their team, owned by
// features/leagues/participants-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.string('team_format', 20).notNullable().defaultTo('off');
    t.integer('team_size').notNullable().defaultTo(2);
  });
  await knex.schema.alterTable('league_participants', (t) => {
    t.integer('side').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE league_participants DROP COLUMN side');
  await knex.raw('ALTER TABLE leagues DROP COLUMN team_size');
  await knex.raw('ALTER TABLE leagues DROP COLUMN team_format');
}
