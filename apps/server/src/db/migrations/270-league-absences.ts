// Absences and the league's absence rule (docs/decisions/270-league-absences-and-round-completion.md): one row per
// round and player marked did not play (the unique key makes a mark set twice one mark; it goes with its round or
// player), and on the league what such a week counts in stroke play ('no_score' by default, so every league keeps
// today's standings) with its strokes or penalty score. Owned by features/leagues/absences-repository.ts and
// repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_absences', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_id').notNullable().references('id').inTable('league_rounds').onDelete('CASCADE');
    t.integer('participant_id').notNullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.string('created_at', 30).notNullable();
    t.unique(['round_id', 'participant_id']);
    t.index(['league_id']);
  });
  await knex.schema.alterTable('leagues', (t) => {
    t.string('absence_rule', 20).notNullable().defaultTo('no_score');
    t.integer('absence_value').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('league_absences');
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE leagues DROP COLUMN absence_rule');
  await knex.raw('ALTER TABLE leagues DROP COLUMN absence_value');
}
