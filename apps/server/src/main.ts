// Process entry: validate env, migrate, seed, listen; SIGTERM/SIGINT drain and exit
// (docs/decisions/165-graceful-shutdown-and-health.md); last-resort handlers (process-guards.ts).
import http from 'node:http';
import { createApp } from './app';
import { createLogger, errorText } from './logger';
import { createDb } from './db/create-db';
import { migrateLatest } from './db/migrations';
import { seedDatabase } from './db/seeds';
import { loadDotEnvFile, loadEnv } from './env';
import { createPasswordHasher } from './features/auth/passwords';
import { seedDemoBookings } from './features/bookings/demo-bookings';
import { seedDemoCoachHours } from './features/coaching/demo-hours';
import { seedDemoLeague } from './features/leagues/demo-league';
import { seedDemoShots } from './features/shots/demo-shots';
import { createMailer } from './mail/mailer';
import { trackConnections } from './http/drain';
import { httpServerOptions } from './http/server-timeouts';
import { installProcessGuards } from './process-guards';

/**
 * How long the drain may take after SIGTERM before the process exits anyway: at least 8 s for requests in flight, and
 * 2 s more than the quiet keep-alive connections are left open (http/drain.ts) when a long keep-alive timeout is set.
 */
const MIN_DRAIN_DEADLINE_MS = 8_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  loadDotEnvFile();
  const env = loadEnv();
  const log = createLogger(env);
  let shutdown: (reason: string, exitCode: number) => void = (_reason, exitCode) => process.exit(exitCode);
  installProcessGuards({ log, fatal: () => shutdown('uncaught exception', 1) });

  const db = createDb(env);
  await migrateLatest(db);
  const hasher = createPasswordHasher(env.BCRYPT_COST, env.PASSWORD_HASHING_CONCURRENCY, env.PASSWORD_QUEUE_LIMIT);
  await seedDatabase(db, env, {
    hashPassword: (password) => hasher.hash(password),
    log: (message) => log.info(message),
    seedDemoLeague: (seedDb, playerIds) => seedDemoLeague(seedDb, playerIds, new Date()),
    seedDemoCoachHours,
    seedDemoShots: (seedDb, memberId) => seedDemoShots(seedDb, memberId, new Date()),
    seedDemoBookings: (seedDb, people) => seedDemoBookings(seedDb, people, new Date()),
  });

  const mailer = createMailer(env);
  const app = createApp({ env, db, mailer, log });
  // The mail delivery (e-mails whose first attempt failed, or whose process died before it), the day-before lesson
  // reminders and the expired-session cleanup: their state is in the database, so a restart loses and repeats nothing.
  app.startJobs();
  // The facility's settings read before the first request: the role policy checks the desk's staffed hours without
  // waiting on the database (decision 230).
  await app.services.facility
    .warm()
    .catch((error: unknown) => log.warn(`Facility settings not read yet: ${errorText(error)}`));

  // Header, request and keep-alive timeouts: slow clients cannot hold sockets (http/server-timeouts.ts).
  const server = http.createServer(httpServerOptions(env), app);
  // While draining, every answer tells the client to close its keep-alive connection (http/drain.ts).
  const connections = trackConnections(server);
  server.on('error', (error) => {
    log.error(`Server failed to start on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const where = env.DATABASE_URL ? 'Postgres' : env.SQLITE_FILE;
    const startMs = Math.round(performance.now() - startedAt);
    const rssMb = Math.round(process.memoryUsage().rss / 1_048_576);
    log.info(
      `Longwood Golf server listening on http://${env.HOST}:${env.PORT} (${env.NODE_ENV}, database: ${where}; started in ${startMs} ms, rss ${rssMb} MB)`,
    );
  });

  let stopping = false;
  shutdown = (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    app.markDraining();
    log.info(`${reason}: draining (no new connections; answering what comes with Connection: close)`);
    const deadlineMs = Math.max(MIN_DRAIN_DEADLINE_MS, connections.quietCloseMs + 2_000);
    const force = setTimeout(() => {
      log.warn(`Drain did not finish within ${deadlineMs / 1000} s; exiting`);
      process.exit(1);
    }, deadlineMs);
    force.unref();
    // Stop accepting; answer what is in flight and what still comes on open connections, each with Connection:
    // close; close connections that stay quiet; the callback runs once every connection has closed.
    connections.drain(() => {
      // The jobs stop and the e-mails in flight finish before the mailer and the database close.
      void app
        .closeResources()
        .then(() => mailer.close())
        .then(() => db.destroy())
        .then(
          () => process.exit(exitCode),
          () => process.exit(1),
        );
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM received', 0));
  process.on('SIGINT', () => shutdown('SIGINT received', 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
