// Every shot a bay's PC sent (docs/decisions/241-bay-shots-matched-to-the-bay.md), once: `(simulator_id, shot_id)`
// is unique, so a resend of the agent's spool stores nothing twice. A shot matched to a member's booking or lesson
// (or later given to a member by the desk) is also a row of `shots` in that booking's session (`session_id`); one
// nobody booked keeps `session_id` null, with `booking_id` the walk-in it was hit in, if any. Measures in stored
// units, as `shots`. Owned by features/shots/bay-shots-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bay_shots', (t) => {
    t.increments('id').primary();
    t.integer('simulator_id').notNullable().references('id').inTable('simulators');
    t.string('shot_id', 100).notNullable();
    t.integer('device_key_id').nullable().references('id').inTable('bay_device_keys').onDelete('SET NULL');
    t.string('hit_at', 30).notNullable();
    t.string('hit_date', 10).notNullable();
    t.string('club', 12).notNullable();
    t.string('club_label', 60).notNullable();
    t.double('club_speed_mps').nullable();
    t.double('ball_speed_mps').nullable();
    t.double('launch_deg').nullable();
    t.double('horizontal_launch_deg').nullable();
    t.double('spin_rpm').nullable();
    t.double('spin_axis_deg').nullable();
    t.double('carry_m').nullable();
    t.double('total_m').nullable();
    t.double('offline_m').nullable();
    t.integer('booking_id').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    t.integer('session_id').nullable().references('id').inTable('shot_sessions').onDelete('SET NULL');
    t.string('received_at', 30).notNullable();
    t.unique(['simulator_id', 'shot_id'], { indexName: 'bay_shots_bay_shot_unique' });
    t.index(['simulator_id', 'hit_date'], 'bay_shots_bay_date_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bay_shots');
}
