// The rounds a league player is in (docs/decisions/271-league-withdrawal-and-late-joiners.md): a late joiner from the
// first round not yet played when they joined (first_round_number; NULL: from the start), a withdrawn player until
// the last round before they withdrew (last_round_number; NULL: not withdrawn). Owned by
// features/leagues/participants-repository.ts.
import type { Knex } from 'knex';

const COLUMNS = ['first_round_number', 'last_round_number'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('league_participants', (t) => {
    for (const column of COLUMNS) t.integer(column).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases (as migration 133 does): no table rebuild on SQLite.
  for (const column of COLUMNS) await knex.raw(`ALTER TABLE league_participants DROP COLUMN ${column}`);
}
