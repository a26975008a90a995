// Points by finishing place each night (docs/decisions/487-points-by-finishing-place.md): the league's table, its
// numbers for 1st, 2nd… place kept as text ('10,8,6,5', '' for none: the league plays no points). Owned by
// features/leagues/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.string('place_points', 300).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE leagues DROP COLUMN place_points');
}
