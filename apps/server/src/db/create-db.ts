// Builds the Knex instance: Postgres when DATABASE_URL is set, otherwise a SQLite file (created with
// its folder on first run). Per-connection SQLite settings live in dialect.ts; the statements each connection keeps
// prepared, in kept-statements.ts.
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { Env } from '../env';
import { sqliteAfterCreate } from './dialect';
import { keepStatements } from './kept-statements';

export interface DbSettings {
  DATABASE_URL?: string | undefined;
  SQLITE_FILE: string;
}

export function createDb(env: DbSettings | Env): Knex {
  if (env.DATABASE_URL) {
    return keepStatements(
      knex({
        client: 'pg',
        connection: env.DATABASE_URL,
        pool: { min: 0, max: 10 },
      }),
    );
  }
  fs.mkdirSync(path.dirname(env.SQLITE_FILE), { recursive: true });
  return keepStatements(
    knex({
      client: 'sqlite3',
      connection: { filename: env.SQLITE_FILE },
      useNullAsDefault: true,
      // One connection per process: SQLite allows one writer; other processes wait on busy_timeout.
      pool: { min: 1, max: 1, afterCreate: sqliteAfterCreate },
    }),
  );
}
