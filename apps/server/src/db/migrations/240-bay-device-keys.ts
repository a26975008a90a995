// The keys a bay's PC sends its shots with (docs/decisions/240-bay-agent-and-device-keys.md): one row per key
// issued for a bay, holding only the SHA-256 of the key (the key itself is shown once, when it is issued) and its
// first characters to tell keys apart. A revoked key keeps its row (the activity log names it) with `revoked_at`.
// Owned by features/bay-devices/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bay_device_keys', (t) => {
    t.increments('id').primary();
    t.integer('simulator_id').notNullable().references('id').inTable('simulators');
    t.string('key_hash', 64).notNullable().unique('bay_device_keys_hash_unique');
    t.string('prefix', 16).notNullable();
    t.string('label', 60).nullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 30).notNullable();
    t.string('last_used_at', 30).nullable();
    t.string('revoked_at', 30).nullable();
    t.index(['simulator_id'], 'bay_device_keys_bay_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bay_device_keys');
}
