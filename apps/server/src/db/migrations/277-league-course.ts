// The course a league's nights are played on (docs/decisions/110-league-schedule-and-places.md): the schedule
// gives each round it creates this course. Nullable (leagues without one enter totals); no foreign key, like
// league_rounds.course_id: a course a league names is refused deletion by the courses service. Written only by
// features/leagues/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.integer('course_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE leagues DROP COLUMN course_id');
}
