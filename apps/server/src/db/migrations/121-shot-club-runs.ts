// The per-club summary of a member's shots without reading every shot (docs/decisions/220-shot-data-import.md):
// one row per session and club with the shot count and, per summarised measure, the values in ascending order packed
// as doubles. Kept by features/shots/repository.ts in the import's transaction and deleted with the session
// (cascade). Existing sessions are filled in from their shots.
import type { Knex } from 'knex';

/** Shot column → run column, for the summarised measures. */
const MEASURE_COLUMNS: Record<string, string> = {
  ball_speed_mps: 'ball_speed_run',
  launch_deg: 'launch_run',
  spin_rpm: 'spin_run',
  carry_m: 'carry_run',
  total_m: 'total_run',
  offline_m: 'offline_run',
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shot_club_runs', (t) => {
    t.increments('id').primary();
    t.integer('session_id').notNullable().references('id').inTable('shot_sessions').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('session_date', 10).notNullable();
    t.string('club', 12).notNullable();
    t.integer('shots').notNullable();
    for (const column of Object.values(MEASURE_COLUMNS)) t.binary(column).notNullable();
    t.index(['user_id', 'session_date', 'club'], 'shot_club_runs_user_date_club_index');
    t.index(['session_id'], 'shot_club_runs_session_index');
  });
  // Filled in from the stored shots with the format the repository writes (features/shots/club-runs.ts): per run,
  // the values in ascending order as doubles in the host's byte order.
  const sessions: Array<{ id: number; user_id: number; session_date: string }> = await knex('shot_sessions').select(
    'id',
    'user_id',
    'session_date',
  );
  for (const session of sessions) {
    const shots: Array<Record<string, unknown>> = await knex('shots')
      .where('session_id', Number(session.id))
      .select('club', ...Object.keys(MEASURE_COLUMNS));
    const byClub = new Map<string, Array<Record<string, unknown>>>();
    for (const shot of shots) byClub.set(String(shot.club), [...(byClub.get(String(shot.club)) ?? []), shot]);
    const rows = [...byClub.entries()].map(([club, list]) => {
      const row: Record<string, unknown> = {
        session_id: Number(session.id),
        user_id: Number(session.user_id),
        session_date: session.session_date,
        club,
        shots: list.length,
      };
      for (const [shotColumn, runColumn] of Object.entries(MEASURE_COLUMNS)) {
        const values = list.flatMap((shot) => (shot[shotColumn] === null ? [] : [Number(shot[shotColumn])]));
        row[runColumn] = Buffer.from(Float64Array.from(values).sort().buffer);
      }
      return row;
    });
    if (rows.length > 0) await knex('shot_club_runs').insert(rows);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('shot_club_runs');
}
