// Each summary run gets a key of its own (docs/decisions/308-summary-runs-kept-in-memory.md): a random value written
// with the run and never changed, so the server keeps a run's values in memory under its key and a summary reads
// only the runs' heads (key, club, shot count) from the database, the values of the runs it does not hold yet by id.
// A run is never rewritten in place: a session's runs change by being deleted and inserted again (new keys).
// The heads' index covers the summary's read on both databases (on SQLite the key, the last column of a row whose
// runs spill into overflow pages, would otherwise be read by walking each row's whole chain of pages).
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shot_club_runs', (t) => {
    t.string('run_key', 32).nullable();
  });
  // 32 hex digits of randomness for the runs already there; new runs get crypto's (features/shots/club-runs.ts).
  await knex.raw(
    isPostgres(knex)
      ? `UPDATE shot_club_runs SET run_key = md5(random()::text || clock_timestamp()::text || id::text)`
      : `UPDATE shot_club_runs SET run_key = lower(hex(randomblob(16)))`,
  );
  await knex.schema.alterTable('shot_club_runs', (t) => {
    t.dropIndex(['user_id', 'session_date', 'club'], 'shot_club_runs_user_date_club_index');
    t.index(['user_id', 'good', 'session_date', 'club', 'shots', 'run_key'], 'shot_club_runs_heads_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shot_club_runs', (t) => {
    t.dropIndex([], 'shot_club_runs_heads_index');
    t.index(['user_id', 'session_date', 'club'], 'shot_club_runs_user_date_club_index');
  });
  await knex.schema.alterTable('shot_club_runs', (t) => {
    t.dropColumn('run_key');
  });
}
