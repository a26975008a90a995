// Every use of a bay becomes a row of `bookings` with its owner kind (docs/decisions/080-one-occupancy-model.md):
//   member   a member booked it            user_id
//   staff    staff booked it for a member  user_id (created_by = the staff user)
//   walk_in  a guest without an account    guest_name, guest_phone
//   league   a league's reservation        league_id (deleting the league deletes its reservations)
//   lesson   a coach's lesson              coach_id, user_id (the member)
// A CHECK constraint ties each kind to exactly its owner columns, on both databases. The table keeps its name
// (the Booking of the requirements and its routes stay), so the per-date booking lock (decision 020) and the Postgres
// exclusion constraint of migration 006 cover every kind with no change.
//
// Up: existing rows become 'member' with created_by NULL. Whether staff made a row was never recorded, so
//     'staff' cannot be inferred; NULL created_by means "not recorded". Rows inserted without a kind are
//     'member' (the column's default), so code written before this migration keeps working.
// Down: only member and staff rows fit the old table (user_id NOT NULL, no other owners). They are kept as
//     plain bookings; walk-ins, league reservations and lessons are DELETED, and created_by is lost.
//
// SQLite cannot drop NOT NULL or add a CHECK to an existing table, so there the table is rebuilt (same ids);
// Postgres alters it in place (keeping migration 006's exclusion constraint).
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

const OWNER_CHECK = `(
  (kind IN ('member', 'staff') AND user_id IS NOT NULL
    AND guest_name IS NULL AND guest_phone IS NULL AND league_id IS NULL AND coach_id IS NULL)
  OR (kind = 'walk_in' AND guest_name IS NOT NULL AND guest_phone IS NOT NULL
    AND user_id IS NULL AND league_id IS NULL AND coach_id IS NULL)
  OR (kind = 'league' AND league_id IS NOT NULL
    AND user_id IS NULL AND guest_name IS NULL AND guest_phone IS NULL AND coach_id IS NULL)
  OR (kind = 'lesson' AND user_id IS NOT NULL AND coach_id IS NOT NULL
    AND guest_name IS NULL AND guest_phone IS NULL AND league_id IS NULL)
)`;
const OWNER_CHECK_NAME = 'bookings_kind_owner';

const OLD_COLUMNS = ['id', 'user_id', 'simulator_id', 'booking_date', 'start_time', 'end_time', 'created_at'];
const NEW_COLUMNS = ['kind', 'created_by', 'guest_name', 'guest_phone', 'league_id', 'coach_id'];

/** The columns of migration 002's bookings table (user_id NOT NULL there, nullable from here on). */
function baseColumns(t: Knex.CreateTableBuilder, userIdRequired: boolean): void {
  t.increments('id').primary();
  const userId = t.integer('user_id');
  if (userIdRequired) userId.notNullable();
  else userId.nullable();
  userId.references('id').inTable('users').onDelete('CASCADE');
  t.integer('simulator_id').notNullable().references('id').inTable('simulators').onDelete('RESTRICT');
  t.string('booking_date', 10).notNullable();
  t.string('start_time', 8).notNullable();
  t.string('end_time', 8).notNullable();
  t.string('created_at', 30).notNullable();
}

/** The occupancy columns added on top of the old table. */
function occupancyColumns(t: Knex.CreateTableBuilder | Knex.AlterTableBuilder): void {
  t.string('kind', 16).notNullable().defaultTo('member');
  t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
  t.string('guest_name', 100).nullable();
  t.string('guest_phone', 30).nullable();
  t.integer('league_id').nullable().references('id').inTable('leagues').onDelete('CASCADE');
  // A lesson cannot outlive its coach (the CHECK needs a coach), like a booking its member.
  t.integer('coach_id').nullable().references('id').inTable('users').onDelete('CASCADE');
}

async function createIndexes(knex: Knex, withLeague: boolean): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.index(['booking_date'], 'bookings_booking_date_index');
    t.index(['user_id', 'booking_date'], 'bookings_user_id_booking_date_index');
    t.index(['simulator_id', 'booking_date'], 'bookings_simulator_id_booking_date_index');
    if (withLeague) t.index(['league_id', 'booking_date'], 'bookings_league_id_booking_date_index');
  });
}

/** SQLite: copy `bookings` into a new table built by `build`, swap them, re-create the indexes. */
async function rebuildSqliteTable(
  knex: Knex,
  build: (t: Knex.CreateTableBuilder) => void,
  copy: { into: string[]; select: string },
  withLeagueIndex: boolean,
): Promise<void> {
  await knex.schema.createTable('bookings_rebuild', build);
  await knex.raw(`INSERT INTO bookings_rebuild (${copy.into.join(', ')}) SELECT ${copy.select} FROM bookings`);
  // Nothing references bookings, so dropping it cascades nowhere (foreign keys stay on inside the migration).
  await knex.schema.dropTable('bookings');
  await knex.schema.renameTable('bookings_rebuild', 'bookings');
  await createIndexes(knex, withLeagueIndex);
}

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.schema.alterTable('bookings', (t) => occupancyColumns(t));
    await knex.raw('ALTER TABLE bookings ALTER COLUMN user_id DROP NOT NULL');
    await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT ${OWNER_CHECK_NAME} CHECK ${OWNER_CHECK}`);
    await knex.schema.alterTable('bookings', (t) => {
      t.index(['league_id', 'booking_date'], 'bookings_league_id_booking_date_index');
    });
    return;
  }
  await rebuildSqliteTable(
    knex,
    (t) => {
      baseColumns(t, false);
      occupancyColumns(t);
      t.check(OWNER_CHECK, [], OWNER_CHECK_NAME);
    },
    { into: [...OLD_COLUMNS, 'kind'], select: `${OLD_COLUMNS.join(', ')}, 'member'` },
    true,
  );
}

export async function down(knex: Knex): Promise<void> {
  // Only a member's own bookings fit the old table; the rest cannot be represented and go.
  await knex('bookings').whereNotIn('kind', ['member', 'staff']).delete();
  if (isPostgres(knex)) {
    await knex.raw(`ALTER TABLE bookings DROP CONSTRAINT IF EXISTS ${OWNER_CHECK_NAME}`);
    await knex.schema.alterTable('bookings', (t) => {
      t.dropIndex(['league_id', 'booking_date'], 'bookings_league_id_booking_date_index');
      for (const column of NEW_COLUMNS) t.dropColumn(column);
    });
    await knex.raw('ALTER TABLE bookings ALTER COLUMN user_id SET NOT NULL');
    return;
  }
  await rebuildSqliteTable(
    knex,
    (t) => baseColumns(t, true),
    { into: OLD_COLUMNS, select: OLD_COLUMNS.join(', ') },
    false,
  );
}
