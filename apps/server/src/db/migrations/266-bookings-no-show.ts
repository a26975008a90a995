// A booking marked a no-show (docs/decisions/266-the-booking-dialog-and-no-shows.md): when staff marked it, NULL
// while it is not (and for every booking before this). Who marked it is in the activity log. A check-in clears it.
// Owned by features/bookings/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.string('no_show_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases (as migration 263 does): no table rebuild on SQLite, which would lose the
  // owner CHECK of migration 007.
  await knex.raw('ALTER TABLE bookings DROP COLUMN no_show_at');
}
