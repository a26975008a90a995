// A shot's modelled flight (docs/decisions/441-modelled-figures-marked.md): its apex, and which of its flight's
// figures the ball-flight model gave ('carryM,totalM,offlineM,apexM'; null: none), on the member's shots and on the
// bay's live shots alike, so a shot given to a member later keeps them.
import type { Knex } from 'knex';

const TABLES = ['shots', 'bay_shots'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.double('apex_m').nullable();
      t.string('modelled', 40).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('apex_m');
      t.dropColumn('modelled');
    });
  }
}
