// Direct access to the e2e server's SQLite file, through the server's own Knex, for set-up the API refuses or
// has no route for: a booking or lesson already in the past (the clock cannot be moved in a browser test), a
// league written straight into the table and changed behind its schedule's back.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Knex } from 'knex';

/** `file`: the worker's server's database unless a spec's own server's (DeskServer.sqliteFile) is named. */
export async function withE2eDatabase<T>(
  work: (db: Knex) => Promise<T>,
  file = process.env.E2E_SQLITE_FILE,
): Promise<T> {
  if (!file) throw new Error('E2E_SQLITE_FILE is not set (see playwright.config.ts)');
  const requireFromServer = createRequire(path.resolve('apps/server/package.json'));
  const knex = requireFromServer('knex') as (config: Knex.Config) => Knex;
  const db = knex({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
