// The league night's results e-mail (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): each
// player's choice to get it (on by default), and one row per round and member once their e-mail is queued, whose
// unique key makes "one per round, never twice" hold however many saves complete the round at once.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('league_participants', (t) => {
    t.boolean('results_mail').notNullable().defaultTo(true);
  });
  await knex.schema.createTable('league_result_mails', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_id').notNullable().references('id').inTable('league_rounds').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('created_at', 30).notNullable();
    t.unique(['round_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('league_result_mails');
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 111).
  await knex.raw('ALTER TABLE league_participants DROP COLUMN results_mail');
}
