// Whether a league takes a round's score as a total when the round is played on a course
// (docs/decisions/211-league-handicaps-and-scorecards.md): on by default, so every league keeps today's behaviour; a
// league that turns it off has every card on a course entered hole by hole (skins and countback need the holes).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.boolean('allow_totals').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN: Knex's dropColumn rebuilds the table on SQLite, and leagues is referenced with ON DELETE CASCADE.
  await knex.raw('ALTER TABLE leagues DROP COLUMN allow_totals');
}
