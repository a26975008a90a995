// Excluded shots and likely mis-hits (docs/decisions/238-shot-exclusions-and-mishits.md): each shot keeps whether it is
// a likely mis-hit (flagged at import) and the member's or coach's choice (`excluded`: null while nobody chose), and
// shot_club_runs gains the runs of the good shots beside those of every shot (`good`), so the summary of either stays
// a read of a few rows. Existing sessions are flagged (core's rule) and given their good runs, written in the format
// the repository writes (features/shots/club-runs.ts): values ascending as doubles in the host's byte order.
import type { Knex } from 'knex';
import { likelyMishits } from '@longwood/core';

/** Shot column → run column, for the summarised measures. */
const RUN_COLUMNS: Record<string, string> = {
  ball_speed_mps: 'ball_speed_run',
  launch_deg: 'launch_run',
  spin_rpm: 'spin_run',
  carry_m: 'carry_run',
  total_m: 'total_run',
  offline_m: 'offline_run',
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shots', (t) => {
    t.boolean('likely_mishit').notNullable().defaultTo(false);
    t.boolean('excluded').nullable();
  });
  await knex.schema.alterTable('shot_club_runs', (t) => {
    t.boolean('good').notNullable().defaultTo(false);
  });
  const sessions: Array<{ id: number; user_id: number; session_date: string }> = await knex('shot_sessions').select(
    'id',
    'user_id',
    'session_date',
  );
  for (const session of sessions) {
    const shots: Array<Record<string, unknown>> = await knex('shots')
      .where('session_id', Number(session.id))
      .orderBy('seq')
      .select('id', 'club', ...Object.keys(RUN_COLUMNS));
    const flags = likelyMishits(
      shots.map((shot) => ({ club: String(shot.club), carryM: shot.carry_m === null ? null : Number(shot.carry_m) })),
    );
    const flagged = shots.filter((_, i) => flags[i]).map((shot) => Number(shot.id));
    if (flagged.length > 0) await knex('shots').whereIn('id', flagged).update({ likely_mishit: true });
    const byClub = new Map<string, Array<Record<string, unknown>>>();
    shots.forEach((shot, i) => {
      if (!flags[i]) byClub.set(String(shot.club), [...(byClub.get(String(shot.club)) ?? []), shot]);
    });
    const rows = [...byClub.entries()].map(([club, list]) => {
      const row: Record<string, unknown> = {
        session_id: Number(session.id),
        user_id: Number(session.user_id),
        session_date: session.session_date,
        club,
        shots: list.length,
        good: true,
      };
      for (const [shotColumn, runColumn] of Object.entries(RUN_COLUMNS)) {
        const values = list.flatMap((shot) => (shot[shotColumn] === null ? [] : [Number(shot[shotColumn])]));
        row[runColumn] = Buffer.from(Float64Array.from(values).sort().buffer);
      }
      return row;
    });
    if (rows.length > 0) await knex('shot_club_runs').insert(rows);
  }
}

// Plain ALTER TABLE (SQLite 3.35+ and Postgres) so no table is rebuilt.
export async function down(knex: Knex): Promise<void> {
  await knex('shot_club_runs').where('good', true).delete();
  await knex.raw('ALTER TABLE shot_club_runs DROP COLUMN good');
  await knex.raw('ALTER TABLE shots DROP COLUMN excluded');
  await knex.raw('ALTER TABLE shots DROP COLUMN likely_mishit');
}
