// The holes of its course a league's nights and each round play (docs/decisions/289-nine-holes-of-an-18-hole-course.md):
// 'all', or 'front' / 'back' (the front or back nine of an 18-hole course). Existing leagues and rounds play their
// course whole ('all'). leagues.course_holes is written only by features/leagues/repository.ts,
// league_rounds.course_holes only by features/leagues/rounds-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.string('course_holes', 8).notNullable().defaultTo('all');
  });
  await knex.schema.alterTable('league_rounds', (t) => {
    t.string('course_holes', 8).notNullable().defaultTo('all');
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE league_rounds DROP COLUMN course_holes');
  await knex.raw('ALTER TABLE leagues DROP COLUMN course_holes');
}
