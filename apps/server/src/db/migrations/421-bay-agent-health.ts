// Each bay agent's health line (docs/decisions/423-bay-agent-health-line.md): one row a bay, the last report its agent
// sent with its key (is GSPro connected through it, how many shots wait in its spool, its last shot), for the desk.
// Owned by features/bay-devices/health-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bay_agent_health', (t) => {
    t.integer('simulator_id').primary().references('id').inTable('simulators');
    t.integer('device_key_id').nullable().references('id').inTable('bay_device_keys').onDelete('SET NULL');
    t.string('reported_at', 30).notNullable();
    t.boolean('gspro_connected').notNullable();
    t.integer('shots_waiting').notNullable();
    t.string('last_shot_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bay_agent_health');
}
