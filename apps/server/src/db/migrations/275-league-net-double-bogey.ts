// Net double bogey on a league (docs/decisions/211-league-handicaps-and-scorecards.md): whether a hole entered by the hole counts for
// handicaps at most par + 2 + the strokes received on it. Existing leagues keep their handicaps (false); a league
// created from now on is inserted with it on (features/leagues/repository.ts, which alone writes it).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.boolean('net_double_bogey').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE leagues DROP COLUMN net_double_bogey');
}
