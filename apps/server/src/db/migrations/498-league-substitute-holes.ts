// A substitute's own card by the hole (docs/decisions/498-a-substitutes-own-card.md): their gross per hole of the
// round's course as JSON (null: a total only), beside substitute_strokes (their sum). Owned by
// features/leagues/absences-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('league_absences', (t) => {
    t.text('substitute_holes').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE league_absences DROP COLUMN substitute_holes');
}
