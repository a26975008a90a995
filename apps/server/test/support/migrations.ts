// Taking the schema back for a migration's down-and-up test: newest first, as a real rollback goes.
import type { Knex } from 'knex';
import { migrationSource } from '../../src/db/migrations';

/** Rolls migrations back, newest first, until migration `name` is no longer applied. */
export async function migrateDownThrough(db: Knex, name: string): Promise<void> {
  const applied = () => db('knex_migrations').where({ name }).first<{ id: number } | undefined>();
  while (await applied()) await db.migrate.down({ migrationSource, tableName: 'knex_migrations' });
}
