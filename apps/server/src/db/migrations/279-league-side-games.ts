// The side games the simulator measures (docs/decisions/279-league-side-games.md): on the league the holes of each
// game (comma-separated hole numbers, '' for none), and one row per round, player, game and hole with the distance
// entered (inches to the pin, yards of the drive); the unique key makes a second entry replace the first. Rows go
// with their round or player. Owned by features/leagues/side-games-repository.ts and repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_side_games', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_id').notNullable().references('id').inTable('league_rounds').onDelete('CASCADE');
    t.integer('participant_id').notNullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.string('game', 20).notNullable();
    t.integer('hole').notNullable();
    t.integer('distance').notNullable();
    t.string('entered_at', 30).notNullable();
    t.unique(['round_id', 'participant_id', 'game', 'hole']);
    t.index(['league_id']);
  });
  await knex.schema.alterTable('leagues', (t) => {
    t.string('closest_to_pin_holes', 60).notNullable().defaultTo('');
    t.string('long_drive_holes', 60).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('league_side_games');
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE leagues DROP COLUMN closest_to_pin_holes');
  await knex.raw('ALTER TABLE leagues DROP COLUMN long_drive_holes');
}
