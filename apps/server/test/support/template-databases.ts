// Vitest global setup of the integration project: migrate once, then copy. Before any suite runs it builds one
// migrated database per dialect the run uses — a SQLite file, and a Postgres database used as a TEMPLATE — with the
// bays seeded; every suite then starts from a copy of it (`cp` of the file; `CREATE DATABASE … TEMPLATE …`) instead
// of running every migration again (databases.ts). The copies are the same schema the migrations make: the suites that
// test the migrations themselves roll them down and up on their copy. Everything made here is removed at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db/create-db';
import { migrateLatest } from '../../src/db/migrations';
import { seedSimulators } from '../../src/db/seeds';
import { selectedDialects } from './dialects';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file suites copy (empty when this run has no SQLite suites). */
    sqliteTemplate: string;
    /** The migrated Postgres database suites are created from (empty when this run has no Postgres suites). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialects = selectedDialects();
  const cleanups: Array<() => Promise<void>> = [];
  let sqliteTemplate = '';
  let postgresTemplate = '';

  if (dialects.includes('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-template-'));
    sqliteTemplate = path.join(dir, 'template.sqlite3');
    const db = createDb({ SQLITE_FILE: sqliteTemplate });
    try {
      await migrateLatest(db);
      await seedSimulators(db);
      // One file, nothing left in the write-ahead log: a plain copy is the whole database.
      await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
      await db.raw('PRAGMA journal_mode = DELETE');
    } finally {
      await db.destroy();
    }
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  }

  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (dialects.includes('postgres') && adminUrl) {
    postgresTemplate = `lgf_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    await withPostgresAdmin(adminUrl, async (admin) => {
      await dropDatabasesOfEndedRuns(admin);
      await admin.raw(`CREATE DATABASE ${postgresTemplate}`);
    });
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    // Its connections are closed before any copy is made: CREATE DATABASE … TEMPLATE refuses a database in use.
    const db = createDb({ DATABASE_URL: url.toString(), SQLITE_FILE: '' });
    try {
      await migrateLatest(db);
      await seedSimulators(db);
    } finally {
      await db.destroy();
    }
    // The suites' databases are named after the template (databases.ts): they go with it.
    cleanups.push(() => withPostgresAdmin(adminUrl, (admin) => dropDatabases(admin, `${postgresTemplate}%`)));
  }

  project.provide('sqliteTemplate', sqliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}

/** Runs `work` on a one-connection pool to the Postgres server's admin database, closed after it. */
export async function withPostgresAdmin<T>(adminUrl: string, work: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = knex({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

async function dropDatabases(admin: Knex, pattern: string, keep: (name: string) => boolean = () => false) {
  const rows: Array<{ datname: string }> = (
    await admin.raw('SELECT datname FROM pg_database WHERE datname LIKE ? ORDER BY datname DESC', [pattern])
  ).rows;
  // Copies first (their names are longer than their template's), then the template.
  for (const { datname } of rows) {
    if (!keep(datname)) await admin.raw(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

/** Databases a run on this machine left behind when it was killed (its process is gone), and older runs' ones. */
async function dropDatabasesOfEndedRuns(admin: Knex): Promise<void> {
  const alive = (name: string) => {
    const pid = Number(/^lgf_(?:template|test)_(\d+)_/.exec(name)?.[1]);
    if (!pid) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await dropDatabases(admin, 'lgf\\_template\\_%', alive);
  await dropDatabases(admin, 'lgf\\_test\\_%', alive);
}
