// Flights (docs/decisions/288-league-flights.md): each league player's flight (1 for Flight A), the same on every row
// of a team; null: in none (a league without flights, or a late joiner not yet put in one). Owned by
// features/leagues/participants-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('league_participants', (t) => {
    t.integer('flight').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE league_participants DROP COLUMN flight');
}
