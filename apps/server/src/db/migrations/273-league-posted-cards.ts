// The cards players post from their phones, hole by hole (docs/decisions/273-player-posted-cards.md): one row per
// round and player, its holes as JSON text (a figure or null per hole), unique on the two; it goes with its league,
// round or player. Owned by features/leagues/posted-cards-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_posted_cards', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_id').notNullable().references('id').inTable('league_rounds').onDelete('CASCADE');
    t.integer('participant_id').notNullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.string('holes', 200).notNullable();
    t.string('posted_at', 30).notNullable();
    t.unique(['round_id', 'participant_id']);
    t.index(['league_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('league_posted_cards');
}
