// A guest booking's e-mail (docs/decisions/263-the-free-demo-as-a-guest-booking.md): the free demo staff book from a
// demo request is a guest's booking (kind walk_in, no account: name and phone as a walk-in's) with the visitor's
// address, which is told of the booking and of its changes. NULL for every other row, and for the walk-ins before it.
// Owned by features/bookings/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.string('guest_email', 254).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases (as migration 060 does): no table rebuild on SQLite, which would lose the
  // owner CHECK of migration 007.
  await knex.raw('ALTER TABLE bookings DROP COLUMN guest_email');
}
