// Bays as the facility's settings (docs/decisions/229-bays-as-facility-settings.md): a bay is never deleted (its
// bookings point at it), it is retired. `retired_at` is the ISO timestamp it was retired at, NULL while it takes
// bookings; reopening it sets NULL again. Owned by features/bays/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('simulators', (t) => {
    t.string('retired_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases (as migration 061 does): no table rebuild on SQLite.
  await knex.raw('ALTER TABLE simulators DROP COLUMN retired_at');
}
