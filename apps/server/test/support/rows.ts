// Rows written straight into the database, as an earlier version of the app or another tool would have left them
// (a migration's data, a league made when a rule was looser). Everything else goes through the app.
import type { Knex } from 'knex';

/** The id of a row inserted with `.returning('id')`: an object on Postgres and SQLite, a bare number on older drivers. */
export function insertedId(rows: unknown[]): number {
  const [row] = rows;
  return typeof row === 'object' && row !== null ? Number((row as { id: number }).id) : Number(row);
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
