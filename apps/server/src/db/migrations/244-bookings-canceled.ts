// A cancellation marks the booking instead of deleting it (docs/decisions/080-one-occupancy-model.md): the
// insights count late cancellations and the export says when and by whom. `canceled_at` is the ISO timestamp of the
// cancellation, NULL while the booking holds its bay; `canceled_by` the account that canceled it (NULL when unknown;
// no foreign key, as for created_by: an account deleted later leaves its id, which no longer names anybody). A canceled row holds nothing: every occupancy read leaves it out, and on Postgres the exclusion constraint
// of migration 006 is remade to compare live rows only. Owned by features/bookings/repository.ts.
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

const minutes = (column: string) => `(substr(${column}, 1, 2)::int * 60 + substr(${column}, 4, 2)::int)`;

/** Migration 006's constraint, remade; `where` limits it to some rows (a partial exclusion constraint). */
async function overlapConstraint(knex: Knex, where: string): Promise<void> {
  const range = `int4range(${minutes('start_time')}, ${minutes('end_time')})`;
  const columns = ['simulator_id WITH =', 'booking_date WITH =', `${range} WITH &&`].join(', ');
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_no_bay_overlap');
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_no_bay_overlap EXCLUDE USING gist (${columns})${where}`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.string('canceled_at', 30).nullable();
    t.integer('canceled_by').nullable();
  });
  if (isPostgres(knex)) await overlapConstraint(knex, ' WHERE (canceled_at IS NULL)');
}

export async function down(knex: Knex): Promise<void> {
  // The old table has no place for a canceled booking: those rows go (they hold no bay).
  await knex('bookings').whereNotNull('canceled_at').del();
  if (isPostgres(knex)) await overlapConstraint(knex, '');
  // Plain DROP COLUMN on both databases (as migration 060 does): no table rebuild on SQLite.
  await knex.raw('ALTER TABLE bookings DROP COLUMN canceled_by');
  await knex.raw('ALTER TABLE bookings DROP COLUMN canceled_at');
}
