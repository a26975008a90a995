// Operator command for the schema (README "Deployment"; docs/decisions/167-production-build-and-deployment.md).
//   node apps/server/dist/migrate.js status     applied and pending migrations
//   node apps/server/dist/migrate.js latest     apply every pending migration (start-up does this too)
//   node apps/server/dist/migrate.js rollback   undo the last batch (what the last start-up applied)
// Reads the same settings as the server (.env at the repo root, then the environment).
import { createDb } from './db/create-db';
import { migrateDownLastBatch, migrateLatest, pendingMigrations } from './db/migrations';
import { loadDotEnvFile, loadEnv } from './env';

async function run(command: string | undefined): Promise<void> {
  loadDotEnvFile();
  const env = loadEnv();
  const db = createDb(env);
  try {
    if (command === 'latest') {
      await migrateLatest(db);
      console.log('Schema is current.');
    } else if (command === 'rollback') {
      const names = await migrateDownLastBatch(db);
      console.log(names.length > 0 ? `Rolled back: ${names.join(', ')}` : 'Nothing to roll back.');
    } else if (command === 'status') {
      const pending = await pendingMigrations(db);
      console.log(pending.length > 0 ? `Pending: ${pending.join(', ')}` : 'Schema is current.');
    } else {
      console.error('Usage: migrate.js status | latest | rollback');
      process.exitCode = 2;
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
