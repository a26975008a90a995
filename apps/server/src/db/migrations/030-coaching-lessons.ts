// Coaching (docs/decisions/120-coaching-lessons.md):
//   coach_hours       a coach's recurring weekly windows (weekday 0 = Sunday, facility wall-clock times)
//   coach_time_off    whole days a coach does not teach (inclusive range)
//   lessons           one lesson: coach, member, slot, status, complimentary, notes; `booking_id` is the bookings
//                     row (kind 'lesson') that holds its bay — SET NULL when a cancellation releases the bay, so
//                     the lesson's history stays. `complimentary_month` ('yyyy-MM', NULL when paid) is unique per
//                     member: the database itself refuses a second complimentary lesson in a month, whichever
//                     dates (and so booking locks) two parallel requests take.
//   lesson_reminders  the day-before reminder, claimed by inserting its row (lesson_id is the key) before the
//                     e-mail goes out: a restarted or second worker finds the row and never sends it again.
// Down drops the four tables (lessons' bays stay as bookings rows of kind 'lesson' until released).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coach_hours', (t) => {
    t.increments('id').primary();
    t.integer('coach_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('weekday').notNullable();
    t.string('start_time', 8).notNullable();
    t.string('end_time', 8).notNullable();
    t.index(['coach_id', 'weekday'], 'coach_hours_coach_id_weekday_index');
  });
  await knex.schema.createTable('coach_time_off', (t) => {
    t.increments('id').primary();
    t.integer('coach_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('start_date', 10).notNullable();
    t.string('end_date', 10).notNullable();
    t.string('note', 200).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['coach_id', 'end_date'], 'coach_time_off_coach_id_end_date_index');
  });
  await knex.schema.createTable('lessons', (t) => {
    t.increments('id').primary();
    t.integer('booking_id').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    t.integer('coach_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('member_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('lesson_date', 10).notNullable();
    t.string('start_time', 8).notNullable();
    t.string('end_time', 8).notNullable();
    t.integer('duration_minutes').notNullable();
    t.integer('simulator_id').notNullable().references('id').inTable('simulators').onDelete('RESTRICT');
    t.string('status', 16).notNullable().defaultTo('booked');
    t.boolean('complimentary').notNullable().defaultTo(false);
    t.string('complimentary_month', 7).nullable();
    t.text('notes').nullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 30).notNullable();
    t.string('cancelled_at', 30).nullable();
    t.check("status IN ('booked', 'completed', 'no_show', 'cancelled')", [], 'lessons_status');
    t.unique(['member_id', 'complimentary_month'], { indexName: 'lessons_member_complimentary_month_unique' });
    t.index(['coach_id', 'lesson_date'], 'lessons_coach_id_lesson_date_index');
    t.index(['member_id', 'lesson_date'], 'lessons_member_id_lesson_date_index');
    t.index(['lesson_date', 'status'], 'lessons_lesson_date_status_index');
  });
  await knex.schema.createTable('lesson_reminders', (t) => {
    t.integer('lesson_id').primary().references('id').inTable('lessons').onDelete('CASCADE');
    t.string('claimed_at', 30).notNullable();
    t.string('sent_at', 30).nullable();
    t.text('error').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lesson_reminders');
  await knex.schema.dropTable('lessons');
  await knex.schema.dropTable('coach_time_off');
  await knex.schema.dropTable('coach_hours');
}
