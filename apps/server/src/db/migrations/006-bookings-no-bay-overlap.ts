// Postgres only: a second line of defence under the booking lock (docs/decisions/020-booking-locking.md).
// The database itself refuses two bookings of the same bay on the same date whose [start, end) times
// overlap, even if some future code path writes bookings without taking the lock. It cannot express the
// two-bay limit across bays or the daily cap; those stay with the locked check. SQLite has no exclusion
// constraints; there the lock alone guards (tests and the benchmark count overlaps on both).
// Times are 'HH:mm:ss' text (migration 002), turned into minutes by an immutable expression.
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

const minutes = (column: string) => `(substr(${column}, 1, 2)::int * 60 + substr(${column}, 4, 2)::int)`;

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  // btree_gist lets a GiST index compare plain values with '='; it is a trusted extension (PG 13+), so a
  // database owner may create it.
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await knex.raw(`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_bay_overlap
    EXCLUDE USING gist (
      simulator_id WITH =,
      booking_date WITH =,
      int4range(${minutes('start_time')}, ${minutes('end_time')}) WITH &&
    )`);
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_no_bay_overlap');
}
