// Shot data from the simulators (docs/decisions/220-shot-data-import.md): one row per imported session file and one
// per shot, every measure in stored units (metres, metres per second, degrees, rpm; null is "no reading").
// `dedupe_key` (the file's own session id, or a hash of its content) makes a second import of the same file add
// nothing; `session_date` (the facility date it was played, or imported) and the member are copied onto each shot
// so the per-club summary reads one index range. Owned by features/shots/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shot_sessions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('source', 16).notNullable();
    t.string('file_name', 200).notNullable();
    t.string('dedupe_key', 140).notNullable();
    t.string('started_at', 30).nullable();
    t.string('session_date', 10).notNullable();
    t.integer('booking_id').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    t.integer('shot_count').notNullable();
    t.integer('skipped_count').notNullable();
    t.integer('dropped_value_count').notNullable();
    t.integer('bytes').notNullable();
    t.text('coach_note').nullable();
    t.integer('imported_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('imported_at', 30).notNullable();
    t.unique(['user_id', 'dedupe_key'], { indexName: 'shot_sessions_user_dedupe_unique' });
    t.index(['user_id', 'session_date'], 'shot_sessions_user_date_index');
    t.index(['booking_id'], 'shot_sessions_booking_index');
  });
  await knex.schema.createTable('shots', (t) => {
    t.increments('id').primary();
    t.integer('session_id').notNullable().references('id').inTable('shot_sessions').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('session_date', 10).notNullable();
    t.integer('seq').notNullable();
    t.string('club', 12).notNullable();
    t.string('club_label', 60).notNullable();
    t.double('club_speed_mps').nullable();
    t.double('ball_speed_mps').nullable();
    t.double('launch_deg').nullable();
    t.double('spin_rpm').nullable();
    t.double('carry_m').nullable();
    t.double('total_m').nullable();
    t.double('offline_m').nullable();
    t.index(['session_id', 'seq'], 'shots_session_index');
    t.index(['user_id', 'session_date', 'club'], 'shots_user_date_club_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('shots');
  await knex.schema.dropTableIfExists('shot_sessions');
}
