// Process entry: validate env, migrate, seed, listen; SIGTERM/SIGINT close cleanly.
import { createApp } from './app';
import { consoleLogger } from './app-context';
import { createDb } from './db/create-db';
import { migrateLatest } from './db/migrations';
import { seedDatabase } from './db/seeds';
import { loadDotEnvFile, loadEnv } from './env';
import { createPasswordHasher } from './features/auth/passwords';
import { createMailer } from './mail/mailer';
import { createLessonReminders, createTeamMailRetryWorker } from './composition';

async function main(): Promise<void> {
  loadDotEnvFile();
  const env = loadEnv();
  const log = consoleLogger;
  const db = createDb(env);
  await migrateLatest(db);
  const hasher = createPasswordHasher(env.BCRYPT_COST);
  await seedDatabase(db, env, {
    hashPassword: (password) => hasher.hash(password),
    log: (message) => log.info(message),
  });

  const mailer = createMailer(env);
  const app = createApp({ env, db, mailer, log });
  // Team e-mails (demo / membership requests) whose first send failed are retried in the background.
  const mailRetries = createTeamMailRetryWorker({ db, env, mailer, log });
  mailRetries.start();
  // Day-before lesson reminders: claimed in the database, so a restart never sends one twice.
  const lessonReminders = createLessonReminders({ db, mailer, log });
  lessonReminders.start();
  // Express 5 calls the listen callback with the error when listening fails (e.g. port in use).
  const server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    if (error) {
      log.error(`Server failed to start on ${env.HOST}:${env.PORT}: ${error.message}`);
      process.exit(1);
    }
    const where = env.DATABASE_URL ? 'Postgres' : env.SQLITE_FILE;
    log.info(`Longwood Golf server listening on http://${env.HOST}:${env.PORT} (${env.NODE_ENV}, database: ${where})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: closing the server`);
    // Stop accepting connections, let in-flight requests finish, then release the database.
    const force = setTimeout(() => {
      log.warn('Shutdown timed out after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void mailRetries.stop();
      void lessonReminders.stop();
      mailer.close();
      app
        .closeResources()
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
