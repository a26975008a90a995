// Whether the front desk booked it as a walk-in (docs/decisions/173-walk-ins-and-arrival.md):
// a member's walk-in is a staff-made booking that counts toward the member's day, and staff screens label it
// "Walk-in", not "Staff-made". A guest's walk-in (kind walk_in) carries it too. Existing rows: guests' walk-ins,
// and the staff bookings the activity log records as made by a walk-in ('walk-in.created' on that booking).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.boolean('walk_in').notNullable().defaultTo(false);
  });
  await knex('bookings').where({ kind: 'walk_in' }).update({ walk_in: true });
  await knex('bookings')
    .where({ kind: 'staff' })
    .whereIn(
      'id',
      knex('activity_log')
        .select('target_id')
        .where({ action: 'walk-in.created', target_type: 'booking' })
        .whereNotNull('target_id'),
    )
    .update({ walk_in: true });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both databases, as for arrived_at (migration 060): Knex's SQLite fallback would rebuild
  // bookings and lose the owner CHECK of migration 007.
  await knex.raw('ALTER TABLE bookings DROP COLUMN walk_in');
}
