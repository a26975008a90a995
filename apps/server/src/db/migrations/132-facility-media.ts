// The files the admins uploaded in place of the shipped media (docs/decisions/230-more-facility-settings.md): a JSON
// object on the settings row, slot → the stored file's name, kind and size. The files themselves are in
// FACILITY_MEDIA_DIR; a slot not in the object shows the shipped file. Owned by features/facility/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('facility_settings', (t) => {
    t.text('media').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('facility_settings', (t) => {
    t.dropColumn('media');
  });
}
