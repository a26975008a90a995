// A league's starting handicaps played at its allowance (docs/decisions/290-starting-handicaps-for-the-field.md): an
// entered starting handicap plays as the allowance of it, as a computed handicap does. Existing leagues keep playing
// theirs as entered (false), so no net already played or e-mailed moves; a league created from now on is inserted
// with it on (features/leagues/repository.ts, which alone writes it).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.boolean('starting_handicap_allowance').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE leagues DROP COLUMN starting_handicap_allowance');
}
