// Courses and hole-by-hole scores (docs/decisions/211-league-handicaps-and-scorecards.md): an admin's list of
// courses (a name and its holes' par and stroke index, kept as JSON: a course is always read and written whole), the
// course a league round is played on, and a score's gross per hole (JSON; its strokes column keeps the total, so every
// total-based read is unchanged). A round's course is checked by the service under a lock rather than by a foreign
// key: adding one to league_rounds would make Knex rebuild that table on SQLite, which league_scores and
// league_pairings reference with ON DELETE CASCADE.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('courses', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable();
    t.text('holes').notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await knex.schema.alterTable('league_rounds', (t) => {
    t.integer('course_id').nullable();
    t.index(['course_id']);
  });
  await knex.schema.alterTable('league_scores', (t) => {
    t.text('holes').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN (both dialects have it): Knex's own dropColumn rebuilds the table on SQLite, and dropping
  // league_rounds there would cascade to its scores and pairings.
  await knex.raw('ALTER TABLE league_scores DROP COLUMN holes');
  await knex.schema.alterTable('league_rounds', (t) => {
    t.dropIndex(['course_id']);
  });
  await knex.raw('ALTER TABLE league_rounds DROP COLUMN course_id');
  await knex.schema.dropTable('courses');
}
