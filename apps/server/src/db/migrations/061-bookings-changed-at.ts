// When a booking last moved or was handed to another member: an ISO timestamp, NULL while it is as it was made.
// Its calendar entry's SEQUENCE is read from it (core's bookingSequence), so the on-screen "Add to calendar" file
// and the last e-mail agree (docs/decisions/192-one-icalendar-writer.md). Existing rows keep NULL: when they last
// moved was never recorded.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.string('changed_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases, as for arrived_at (migration 060): Knex's SQLite fallback would rebuild
  // bookings and lose the owner CHECK of migration 007.
  await knex.raw('ALTER TABLE bookings DROP COLUMN changed_at');
}
