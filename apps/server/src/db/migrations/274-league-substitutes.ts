// A substitute for a player marked did not play (docs/decisions/274-league-substitutes.md): on the mark's row of
// league_absences, who played for them (a member's id, kept with the name they had, or a named guest), the league
// handicap they played off and their card's gross total (null until it is in). All nullable: a mark without a
// substitute is today's mark. No foreign key on the member: a member deleted later leaves the name. Written only by
// features/leagues/absences-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('league_absences', (t) => {
    t.string('substitute_name', 80).nullable();
    t.integer('substitute_user_id').nullable();
    t.float('substitute_handicap').nullable();
    t.integer('substitute_strokes').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  for (const column of ['substitute_name', 'substitute_user_id', 'substitute_handicap', 'substitute_strokes']) {
    await knex.raw(`ALTER TABLE league_absences DROP COLUMN ${column}`);
  }
}
