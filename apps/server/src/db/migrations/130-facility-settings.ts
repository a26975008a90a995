// The facility's settings (docs/decisions/228-facility-settings-in-the-database.md): one row, id 1, holding the
// facts its owner changes from the admin console as a JSON object (`facts`: only the fields stored; a field added
// later reads its default until it is saved), the `version` every save raises (a save against an older one is
// refused), and who changed it last. Created on first read with the defaults and the environment's values.
// Owned by features/facility/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('facility_settings', (t) => {
    t.integer('id').primary();
    t.integer('version').notNullable();
    // Who saved last, and when (null while the install's defaults stand).
    t.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('updated_at', 30).nullable();
    t.text('facts').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('facility_settings');
}
