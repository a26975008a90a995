// The people an admin gave a league to organise (docs/decisions/272-league-organisers.md): one row per league and
// user, unique on the two; it goes with its league or its user. Owned by features/leagues/organisers-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_organisers', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('created_at', 30).notNullable();
    t.unique(['league_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('league_organisers');
}
