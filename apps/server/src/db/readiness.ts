// Readiness of the database for the /readyz probe (docs/decisions/165-graceful-shutdown-and-health.md): it
// answers a query and every migration is applied. Errors mean "not ready", never a thrown error.
import type { Knex } from 'knex';
import { pendingMigrations } from './migrations';

export function createReadinessProbe(db: Knex): () => Promise<boolean> {
  return async () => {
    try {
      await db.raw('SELECT 1');
      return (await pendingMigrations(db)).length === 0;
    } catch {
      return false;
    }
  };
}
