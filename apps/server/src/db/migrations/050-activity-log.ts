// The activity log (docs/decisions/135-every-staff-write-in-the-activity-log.md): one row per staff write, inserted in the same transaction
// as the write it records. Append-only: no route updates or deletes a row. The actor is kept by id AND by name, and
// the id is not a foreign key, so deleting an account keeps what it did (the name says who it was).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_log', (t) => {
    t.increments('id').primary();
    // ISO-8601 UTC text on both databases (docs/decisions/012-sqlite-and-postgres-types.md).
    t.string('at', 30).notNullable();
    t.integer('actor_id').nullable();
    t.string('actor_name', 254).notNullable();
    t.string('action', 40).notNullable();
    t.string('target_type', 20).notNullable();
    t.integer('target_id').nullable();
    t.string('target_label', 300).notNullable();
    // JSON snapshots as text (the same on both databases; read back by the repository only).
    t.text('before').nullable();
    t.text('after').nullable();
    // The screen reads newest first (id desc), filtered by action and a time range.
    t.index(['at'], 'activity_log_at_index');
    t.index(['action', 'id'], 'activity_log_action_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('activity_log');
}
