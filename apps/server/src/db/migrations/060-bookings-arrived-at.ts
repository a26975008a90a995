// When the front desk checked in the person holding a bay (docs/decisions/173-walk-ins-and-arrival.md): an ISO
// timestamp, NULL until then. Written only by the bookings feature (the desk receives its check-in through
// composition.ts). Existing rows have not been checked in, so NULL is right for all of them.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.string('arrived_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain ALTER TABLE ... DROP COLUMN on both databases: Knex's SQLite fallback would rebuild bookings and lose
  // the owner CHECK of migration 007 (and on Postgres nothing else depends on the column).
  await knex.raw('ALTER TABLE bookings DROP COLUMN arrived_at');
}
