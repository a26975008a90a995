// The most a league handicap may move in one night (docs/decisions/490-handicap-move-capped-a-night.md); null: no cap,
// as every league had before.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.double('handicap_night_move').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE leagues DROP COLUMN handicap_night_move');
}
