// A scramble team's two players' handicaps (docs/decisions/211-league-handicaps-and-scorecards.md): the figures the organiser made the team's starting handicap from (core's teamHandicap), kept on the
// team lead's row beside `starting_handicap` (a partner may be a guest without a row of their own), in the order of
// the team's players (its rows' players, then the guest partner). Both NULL when the starting handicap was typed as
// one figure, or removed. Owned by features/leagues/participants-repository.ts.
import type { Knex } from 'knex';

const COLUMNS = ['starting_handicap_player1', 'starting_handicap_player2'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('league_participants', (t) => {
    for (const column of COLUMNS) t.float(column).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases (as migration 111 does): no table rebuild on SQLite, where
  // league_participants is referenced with ON DELETE CASCADE.
  for (const column of COLUMNS) await knex.raw(`ALTER TABLE league_participants DROP COLUMN ${column}`);
}
