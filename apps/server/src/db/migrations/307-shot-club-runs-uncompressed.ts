// The summary's runs (shot_club_runs, migration 121) kept uncompressed on Postgres
// (docs/decisions/308-summary-runs-kept-in-memory.md): Postgres compressed each run with pglz (5.7 → 2.2 KB) and
// decompressed all of a member's runs on every GET /api/user/shot-summary; with EXTERNAL storage they stay out of
// line but are read as written. Existing runs are rewritten (a value only changes its storage when it is written
// again). SQLite stores blobs as written: nothing to do there.
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

const RUN_COLUMNS = ['ball_speed_run', 'launch_run', 'spin_run', 'carry_run', 'total_run', 'offline_run'];

async function setStorage(knex: Knex, storage: 'EXTERNAL' | 'EXTENDED'): Promise<void> {
  const columns = RUN_COLUMNS.map((column) => `ALTER COLUMN ${column} SET STORAGE ${storage}`).join(', ');
  await knex.raw(`ALTER TABLE shot_club_runs ${columns}`);
}

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await setStorage(knex, 'EXTERNAL');
  // `run || ''` is a new value, so it is stored by the column's new strategy.
  await knex.raw(
    `UPDATE shot_club_runs SET ${RUN_COLUMNS.map((column) => `${column} = ${column} || ''::bytea`).join(', ')}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await setStorage(knex, 'EXTENDED');
}
