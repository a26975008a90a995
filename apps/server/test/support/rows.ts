// Rows written straight into the database, as an earlier version of the app or another tool would have left them
// (a migration's data, a league made when a rule was looser). Everything else goes through the app.
import type { Knex } from 'knex';

/** The id of a row inserted with `.returning('id')`: an object on Postgres and SQLite, a bare number on older drivers. */
export function insertedId(rows: unknown[]): number {
  const [row] = rows;
  return typeof row === 'object' && row !== null ? Number((row as { id: number }).id) : Number(row);
}

/** Any row as hand-counted tests write it (the insights' fortnights), its id returned. */
export async function insertRow(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  return insertedId(await db(table).insert(row).returning('id'));
}

/**
 * A league as a raw row: an individual stroke-play league on Thursdays 6-8 PM, one bay, eight places, active, from
 * October to December 2026, with `columns` over it; only the columns the leagues table has had since migration 004. Returns its id.
 */
export async function insertLeagueRow(db: Knex, columns: Record<string, unknown> & { name: string }): Promise<number> {
  return insertedId(
    await db('leagues')
      .insert({
        league_type: 'individual',
        scoring_type: 'lowest_score',
        start_date: '2026-10-01',
        end_date: '2026-12-31',
        day_of_week: 'Thursday',
        start_time: '18:00:00',
        end_time: '20:00:00',
        max_participants: 8,
        number_of_bays: 1,
        is_active: true,
        created_at: new Date().toISOString(),
        ...columns,
      })
      .returning('id'),
  );
}

/**
 * A member's shot session as a raw row (a Garmin file 'range.csv' of no skipped or dropped values, imported now), with
 * `columns` over it: what a migration's test reads back. Returns its id.
 */
export async function insertShotSessionRow(
  db: Knex,
  columns: Record<string, unknown> & { user_id: number; dedupe_key: string; session_date: string; shot_count: number },
): Promise<number> {
  return insertedId(
    await db('shot_sessions')
      .insert({
        source: 'garmin',
        file_name: 'range.csv',
        skipped_count: 0,
        dropped_value_count: 0,
        bytes: 200,
        imported_at: new Date().toISOString(),
        ...columns,
      })
      .returning('id'),
  );
}
