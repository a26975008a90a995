// Whether a league's booking schedule has been generated (docs/decisions/080-one-occupancy-model.md): until then
// an active league's sessions hold numberOfBays bays by computation; from then on exactly its 'league' rows in
// bookings hold them. NULL = no schedule. The leagues feature sets it when it writes the schedule (inside the
// booking lock, through the bookings feature's reservation port) and clears it when it releases the schedule.
// Existing leagues have no schedule rows, so NULL is right for all of them.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.string('schedule_created_at', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain ALTER TABLE ... DROP COLUMN on both databases: Knex's SQLite fallback would rebuild leagues, and
  // dropping leagues with foreign keys on would cascade into participants, rounds, scores and reservations.
  await knex.raw('ALTER TABLE leagues DROP COLUMN schedule_created_at');
}
