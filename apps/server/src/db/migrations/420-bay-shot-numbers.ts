// The connector's own shot number on a bay's shot (docs/decisions/421-a-resent-shot-stored-once.md): a connector's
// resend repeats it with the same ball data within seconds, and the bay's shots of a number are found by the index.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bay_shots', (t) => {
    t.integer('shot_number').nullable();
    t.index(['simulator_id', 'shot_number'], 'bay_shots_bay_number_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bay_shots', (t) => {
    t.dropIndex(['simulator_id', 'shot_number'], 'bay_shots_bay_number_index');
    t.dropColumn('shot_number');
  });
}
