// Indexes for the admin lists at scale (docs/decisions/100-admin-lists-paging-and-exports.md): each list's first page is read
// in its index order instead of sorting the whole table. The bookings list sorts by date and start (ascending, or
// both descending with bay and id still ascending: a second index in exactly that order), or by creation; the
// database view's contact submissions newest first.
import type { Knex } from 'knex';

const INDEXES = [
  'CREATE INDEX bookings_date_start_bay_id_index ON bookings (booking_date, start_time, simulator_id, id)',
  'CREATE INDEX bookings_date_start_desc_index ON bookings (booking_date DESC, start_time DESC, simulator_id, id)',
  'CREATE INDEX bookings_created_at_id_index ON bookings (created_at, id)',
  'CREATE INDEX contact_submissions_created_at_id_index ON contact_submissions (created_at, id)',
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of INDEXES) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of [...INDEXES].reverse()) await knex.raw(`DROP INDEX IF EXISTS ${sql.split(' ')[2]}`);
}
