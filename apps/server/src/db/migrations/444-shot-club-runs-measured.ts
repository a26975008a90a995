// The device's own values beside the summary's runs (docs/decisions/444-modelled-figures-in-the-summary-and-the-facility-air.md):
// of carry, total and offline, a run some of whose values the ball-flight model gave (migration 440) also keeps the
// values its device measured, ascending as doubles in the host's byte order (features/shots/club-runs.ts), so the
// summary marks the club's figure and works it out without the model's values on request. Null: every value was
// measured. Kept uncompressed on Postgres like the other runs (307). Runs written since 440 are filled in from their
// session's shots.
import type { Knex } from 'knex';
import { isGoodShot } from '@longwood/core';
import { isPostgres } from '../dialect';

/** Shot column → the run column of its measured values. */
const MEASURED_COLUMNS: Record<string, { figure: string; run: string }> = {
  carry_m: { figure: 'carryM', run: 'measured_carry_run' },
  total_m: { figure: 'totalM', run: 'measured_total_run' },
  offline_m: { figure: 'offlineM', run: 'measured_offline_run' },
};
const RUNS = Object.values(MEASURED_COLUMNS).map((column) => column.run);

/** The figures the model gave a shot ('carryM,totalM,…' in the `modelled` column). */
const modelledOf = (shot: Record<string, unknown>): string[] =>
  typeof shot.modelled === 'string' ? shot.modelled.split(',') : [];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shot_club_runs', (t) => {
    for (const run of RUNS) t.binary(run).nullable();
  });
  if (isPostgres(knex)) {
    await knex.raw(
      `ALTER TABLE shot_club_runs ${RUNS.map((run) => `ALTER COLUMN ${run} SET STORAGE EXTERNAL`).join(', ')}`,
    );
  }
  const sessions: Array<{ session_id: unknown }> = await knex('shots').whereNotNull('modelled').distinct('session_id');
  for (const { session_id: sessionId } of sessions) {
    const shots: Array<Record<string, unknown>> = await knex('shots')
      .where('session_id', Number(sessionId))
      .select('club', 'modelled', 'excluded', 'likely_mishit', ...Object.keys(MEASURED_COLUMNS));
    const runs: Array<{ id: unknown; club: string; good: unknown }> = await knex('shot_club_runs')
      .where('session_id', Number(sessionId))
      .select('id', 'club', 'good');
    for (const run of runs) {
      const good = run.good === true || run.good === 1;
      const list = shots.filter(
        (shot) =>
          String(shot.club) === run.club &&
          (!good ||
            isGoodShot({
              excluded: shot.excluded === null ? null : Boolean(shot.excluded),
              likelyMishit: Boolean(shot.likely_mishit),
            })),
      );
      const update: Record<string, Buffer> = {};
      for (const [column, { figure, run: runColumn }] of Object.entries(MEASURED_COLUMNS)) {
        const present = list.filter((shot) => shot[column] !== null);
        const own = present.filter((shot) => !modelledOf(shot).includes(figure));
        if (own.length < present.length) {
          update[runColumn] = Buffer.from(Float64Array.from(own.map((shot) => Number(shot[column]))).sort().buffer);
        }
      }
      if (Object.keys(update).length > 0) await knex('shot_club_runs').where('id', Number(run.id)).update(update);
    }
  }
}

// Plain ALTER TABLE (SQLite 3.35+ and Postgres) so no table is rebuilt.
export async function down(knex: Knex): Promise<void> {
  for (const run of RUNS) await knex.raw(`ALTER TABLE shot_club_runs DROP COLUMN ${run}`);
}
