// Runs an integration suite once per database (Backstage's TestDatabases idea), each of TEST_DATABASES (dialects.ts):
//   SQLite   a fresh temp file per suite, copied from the run's migrated template (template-databases.ts);
//   Postgres when TEST_POSTGRES_URL is set — one database per worker, created from the run's migrated template database
//            (dropped with it at the end of the run) and emptied between the suites the worker runs one after another.
//            With CI=true and no TEST_POSTGRES_URL the Postgres run FAILS instead of being skipped.
// Each suite gets the real app listening on port 0 (see TestContext).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { freePort } from '@longwood/test-support/free-port';
import { startNodeProcess } from '@longwood/test-support/node-process';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { User } from '@longwood/core';
import { createApp, type App } from '../../src/app';
import type { Logger } from '../../src/app-context';
import { createDb } from '../../src/db/create-db';
import { migrateLatest } from '../../src/db/migrations';
import { seedSimulators } from '../../src/db/seeds';
import { isPostgres } from '../../src/db/dialect';
import { loadEnv, type Env } from '../../src/env';
import { createPasswordHasher } from '../../src/features/auth/passwords';
import { createUsersRepository } from '../../src/db/users-repository';
import type { Mailer } from '../../src/mail/mailer';
import { selectedDialects, type Dialect } from './dialects';
import { withPostgresAdmin } from './template-databases';
import { createTestClient, type TestClient } from './http-client';

export type { Dialect };

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEST_PASSWORD = 'correct-horse-42';
/** The bcrypt cost of the suites' apps and of the users they insert (env.ts allows it under NODE_ENV=test only). */
const TEST_BCRYPT_COST = 4;

/** Env settings every test app gets (overridable per suite). */
const BASE_TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  // The cheapest cost bcrypt takes: sign-ins still run a real hash compare. Only NODE_ENV=test accepts it (env.ts).
  BCRYPT_COST: String(TEST_BCRYPT_COST),
  SESSION_SECRET: 'integration-test-session-secret-0123456789',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'lgf-no-web-dist'),
  MAIL_DIR: path.join(os.tmpdir(), 'lgf-test-mail'),
  FACILITY_MEDIA_DIR: path.join(os.tmpdir(), 'lgf-test-media'),
  // Suites register many accounts from 127.0.0.1; the limit's own test sets a small value.
  REGISTRATION_LIMIT_PER_HOUR: '100000',
  REGISTRATION_GLOBAL_LIMIT_PER_MINUTE: '100000',
  // Bursts of sign-ins and registrations wait for bcrypt; the queue's own test sets a small bound.
  PASSWORD_QUEUE_LIMIT: '10000',
  // Suites move their clocks by days and weeks between a signed-in user's requests (league rounds, reminders): the
  // idle timeouts go by the app's clock (decision 010), so they are long here; session-lifetimes' own test sets them.
  SESSION_MAX_AGE_HOURS: '2160',
  SESSION_STAFF_IDLE_MINUTES: '129600',
  SESSION_STAFF_ABSOLUTE_HOURS: '720',
};

export interface CreateUserOptions {
  username?: string;
  /** The display name (none unless given). */
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  isMember?: boolean;
  isAdmin?: boolean;
  isCoach?: boolean;
  isFrontDesk?: boolean;
  /** Defaults to true. */
  emailVerified?: boolean;
}

export interface CreatedUser extends User {
  password: string;
}

export interface AppInstance {
  baseUrl: string;
  db: Knex;
  app: App;
  /** Anonymous client for this instance. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGTERM and wait for exit. */
  stop(): Promise<number | null>;
  /** What it printed so far (stdout and stderr). */
  output(): string;
}

export interface SuiteOptions {
  /** Extra env settings (strings, as in process.env) for this suite's app. */
  env?: Record<string, string>;
  /** Fixed clock for the app (core rules and timestamps read ctx.now). */
  now?: () => Date;
  mailer?: Mailer;
  log?: Logger;
}

export interface TestContext {
  readonly dialect: Dialect;
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** Knex on the suite's database (the app's own instance). */
  readonly db: Knex;
  readonly env: Env;
  readonly app: App;
  /** Raw connection settings of the suite's database (to build more Knex instances or processes). */
  readonly dbSettings: { DATABASE_URL?: string; SQLITE_FILE: string };
  /** Anonymous (signed-out) client. */
  client(): TestClient;
  /** Inserts a user directly (password hashed with bcrypt); unique email/username unless given. */
  createUser(options?: CreateUserOptions): Promise<CreatedUser>;
  createMember(options?: CreateUserOptions): Promise<CreatedUser>;
  createAdmin(options?: CreateUserOptions): Promise<CreatedUser>;
  /** POST /api/login and return the cookie-carrying client; throws unless 200. */
  signIn(username: string, password: string): Promise<TestClient>;
  /** createUser + signIn in one step. */
  signInAs(options?: CreateUserOptions): Promise<{ user: CreatedUser; client: TestClient }>;
  /** Another app instance (own Knex pool, own port) on the same database. */
  startInstance(options?: SuiteOptions): Promise<AppInstance>;
  /**
   * Another OS process running src/main.ts on the same database (migrate + seed + listen); on a free port unless
   * `env.PORT` names one (a process restarted in its predecessor's place).
   */
  startProcess(env?: Record<string, string>): Promise<ServerProcess>;
  /** Deletes all rows (keeps schema), re-seeds the bays. */
  resetData(): Promise<void>;
}

interface ProvisionedDatabase {
  settings: { DATABASE_URL?: string; SQLITE_FILE: string };
  /** An earlier suite of this worker used it: it is emptied before this suite starts. */
  reused: boolean;
  drop(): Promise<void>;
}

async function provisionSqlite(): Promise<ProvisionedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-test-'));
  const file = path.join(dir, 'test.sqlite3');
  // A copy of the run's migrated file (the suite's own migrateLatest then finds nothing to do).
  const template = inject('sqliteTemplate');
  if (template) fs.copyFileSync(template, file);
  return {
    settings: { SQLITE_FILE: file },
    reused: false,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function provisionPostgres(adminUrl: string): Promise<ProvisionedDatabase> {
  const template = inject('postgresTemplate');
  // One copy of the run's template per worker (its suites run one after another), named after the template so that the
  // run's end drops it with the template (template-databases.ts); a later suite empties it (describeOn). Outside the
  // integration project's setup (no template): a fresh database of the suite's own, dropped after it.
  const name = template
    ? `${template}_w${process.env.VITEST_POOL_ID ?? process.pid}`
    : `lgf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const reused = await withPostgresAdmin(adminUrl, async (admin) => {
    if (!template) {
      await admin.raw(`CREATE DATABASE ${name}`);
      return false;
    }
    const exists = (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])).rows.length > 0;
    if (!exists) await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return exists;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    settings: { DATABASE_URL: url.toString(), SQLITE_FILE: '' },
    reused,
    drop: async () => {
      if (template) return; // dropped with the template at the end of the run
      await withPostgresAdmin(adminUrl, (admin) => admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Empties every table the migrations created (whoever added them, but the migration bookkeeping) and restarts every id
 * sequence (but the bookkeeping's) at 1, as `TRUNCATE … RESTART IDENTITY CASCADE` does — in one round trip of DELETEs, about twenty times
 * faster on these small tables (a TRUNCATE makes new files for each of them). Foreign keys are not checked while it
 * runs (session_replication_role, a superuser's setting, as the test server's `postgres` is); without that right it
 * falls back to TRUNCATE.
 */
async function emptyPostgres(db: Knex): Promise<void> {
  const tables: string[] = (
    await db.raw(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'knex_migrations%'",
    )
  ).rows.map((r: { tablename: string }) => r.tablename);
  const sequences: string[] = (
    await db.raw(
      "SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() AND sequencename NOT LIKE 'knex_migrations%'",
    )
  ).rows.map((r: { sequencename: string }) => r.sequencename);
  const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
  const deletes = tables.map((t) => `DELETE FROM ${quote(t)};`).join(' ');
  const restarts = sequences.map((s) => `ALTER SEQUENCE ${quote(s)} RESTART;`).join(' ');
  try {
    await db.transaction((trx) => trx.raw(`SET LOCAL session_replication_role = replica; ${deletes} ${restarts}`));
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    await db.raw(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
  }
}

function listen(app: App): Promise<{ server: Server; baseUrl: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}` });
    });
    server.on('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function testEnv(settings: { DATABASE_URL?: string; SQLITE_FILE: string }, extra: Record<string, string> = {}): Env {
  const source = withTestEnv(extra);
  if (settings.DATABASE_URL) source.DATABASE_URL = settings.DATABASE_URL;
  else source.SQLITE_FILE = settings.SQLITE_FILE;
  return loadEnv(source);
}

/**
 * The suites' settings with `extra` over them. An app a suite starts in another mode (NODE_ENV=production, say) hashes
 * at the least cost that mode accepts, unless the suite names one.
 */
function withTestEnv(extra: Record<string, string> = {}): Record<string, string> {
  const merged = { ...BASE_TEST_ENV, ...extra };
  if (merged.NODE_ENV !== 'test' && extra.BCRYPT_COST === undefined) merged.BCRYPT_COST = '10';
  return merged;
}

let userCounter = 0;

/** Postgres runs: 'required' in CI, 'available' with TEST_POSTGRES_URL, else 'skipped'. */
function postgresMode(): { mode: 'available'; url: string } | { mode: 'skipped' | 'missing-in-ci' } {
  const url = process.env.TEST_POSTGRES_URL;
  if (url) return { mode: 'available', url };
  return { mode: process.env.CI === 'true' ? 'missing-in-ci' : 'skipped' };
}

export function describeEachDatabase(name: string, fn: (ctx: TestContext) => void, options: SuiteOptions = {}): void {
  const dialects = selectedDialects();
  if (dialects.includes('sqlite')) describeOn('sqlite', name, fn, options);
  if (!dialects.includes('postgres')) return;
  const pg = postgresMode();
  if (pg.mode === 'available') describeOn('postgres', name, fn, options, pg.url);
  else if (pg.mode === 'missing-in-ci') {
    describe(`${name} [postgres]`, () => {
      it('needs TEST_POSTGRES_URL (CI=true requires the Postgres run)', () => {
        throw new Error('CI=true but TEST_POSTGRES_URL is not set: the Postgres integration run is mandatory in CI.');
      });
    });
  }
}

function describeOn(
  dialect: Dialect,
  name: string,
  fn: (ctx: TestContext) => void,
  options: SuiteOptions,
  pgUrl?: string,
): void {
  describe(`${name} [${dialect}]`, () => {
    let provisioned: ProvisionedDatabase | undefined;
    let state: { env: Env; db: Knex; app: App; server: Server; baseUrl: string } | undefined;
    const extras: Array<() => Promise<unknown>> = [];

    const ready = () => {
      if (!state || !provisioned) throw new Error('Test context used outside a test (before beforeAll ran)');
      return { ...state, provisioned };
    };

    beforeAll(async () => {
      provisioned = dialect === 'postgres' ? await provisionPostgres(pgUrl!) : await provisionSqlite();
      const env = testEnv(provisioned.settings, options.env);
      const db = createDb(env);
      // A worker's database an earlier suite used: as its template left it (empty, but for the bays). migrateLatest
      // below also brings back any migration a failed migration test left rolled back.
      if (provisioned.reused) await emptyPostgres(db);
      await migrateLatest(db);
      await seedSimulators(db);
      const app = createApp({
        env,
        db,
        ...(options.mailer ? { mailer: options.mailer } : {}),
        ...(options.log ? { log: options.log } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
      const { server, baseUrl } = await listen(app);
      state = { env, db, app, server, baseUrl };
    });

    afterAll(async () => {
      for (const stop of extras.reverse()) await stop();
      if (state) {
        await closeServer(state.server);
        await state.app.closeResources();
        await state.db.destroy();
      }
      await provisioned?.drop();
    });

    const hasher = createPasswordHasher(TEST_BCRYPT_COST);
    // One bcrypt hash per distinct password per suite: tests create many users, and the hash's salt
    // does not matter to them (sign-in still runs a real bcrypt compare).
    const hashes = new Map<string, Promise<string>>();
    const hashOnce = (password: string) => {
      let hash = hashes.get(password);
      if (!hash) {
        hash = hasher.hash(password);
        hashes.set(password, hash);
      }
      return hash;
    };

    const ctx: TestContext = {
      dialect,
      get baseUrl() {
        return ready().baseUrl;
      },
      get db() {
        return ready().db;
      },
      get env() {
        return ready().env;
      },
      get app() {
        return ready().app;
      },
      get dbSettings() {
        return ready().provisioned.settings;
      },
      client: () => createTestClient(ready().baseUrl),
      async createUser(o = {}) {
        userCounter += 1;
        // A username that is an e-mail address is the account's own one (as registration makes it), unless the test
        // says otherwise: a username that is another address signs no one in.
        const generated = `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
        const email = (o.email ?? (o.username?.includes('@') ? o.username : generated)).toLowerCase();
        const password = o.password ?? TEST_PASSWORD;
        const user = await createUsersRepository(ready().db).insert({
          username: o.username ?? email,
          name: o.name ?? null,
          email,
          phone: o.phone ?? '4075551234',
          passwordHash: await hashOnce(password),
          isMember: o.isMember ?? false,
          isAdmin: o.isAdmin ?? false,
          isCoach: o.isCoach ?? false,
          isFrontDesk: o.isFrontDesk ?? false,
          // A test's accounts own their addresses unless the test says otherwise.
          emailVerified: o.emailVerified ?? true,
        });
        return { ...user, password };
      },
      createMember: (o = {}) => ctx.createUser({ ...o, isMember: true }),
      createAdmin: (o = {}) => ctx.createUser({ ...o, isAdmin: true }),
      async signIn(username, password) {
        const client = createTestClient(ready().baseUrl);
        const res = await client.post('/api/login', { username, password });
        if (res.status !== 200) throw new Error(`signIn(${username}) failed: ${res.status} ${res.text}`);
        return client;
      },
      async signInAs(o = {}) {
        const user = await ctx.createUser(o);
        return { user, client: await ctx.signIn(user.username, user.password) };
      },
      async startInstance(instanceOptions = {}) {
        const { provisioned: p } = ready();
        const env = testEnv(p.settings, { ...options.env, ...instanceOptions.env });
        const db = createDb(env);
        const app = createApp({
          env,
          db,
          ...(instanceOptions.now ? { now: instanceOptions.now } : {}),
          ...(instanceOptions.mailer ? { mailer: instanceOptions.mailer } : {}),
          ...(instanceOptions.log ? { log: instanceOptions.log } : {}),
        });
        const { server, baseUrl } = await listen(app);
        let closed = false;
        const close = async () => {
          if (closed) return;
          closed = true;
          await closeServer(server);
          await app.closeResources();
          await db.destroy();
        };
        extras.push(close);
        return { baseUrl, db, app, client: () => createTestClient(baseUrl), close };
      },
      async startProcess(extraEnv = {}) {
        const { provisioned: p } = ready();
        const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
        const childEnv: Record<string, string> = {
          ...withTestEnv({ ...options.env, ...extraEnv }),
          PORT: String(port),
          HOST: '127.0.0.1',
        };
        if (p.settings.DATABASE_URL) childEnv.DATABASE_URL = p.settings.DATABASE_URL;
        else childEnv.SQLITE_FILE = p.settings.SQLITE_FILE;
        const baseUrl = `http://127.0.0.1:${port}`;
        const server = await startNodeProcess({
          cwd: SERVER_DIR,
          script: 'src/main.ts',
          nodeArgs: ['--import', 'tsx'],
          env: childEnv,
          readyUrl: `${baseUrl}/api/user`,
          isReady: (res) => res.status === 401,
        });
        const { child } = server;
        const stop = () => server.stop();
        extras.push(stop);
        return { baseUrl, child, stop, output: server.output };
      },
      async resetData() {
        const { db } = ready();
        // The last test's after-commit work (an e-mail a listener is still queueing) ends before the tables are
        // emptied: an id it took after the sequence restarted would collide with the next test's rows.
        await ready().app.services.settle();
        // Every table the migrations created (whoever added them), except the migration bookkeeping.
        if (isPostgres(db)) {
          await emptyPostgres(db);
        } else {
          const rows: Array<{ name: string }> = await db.raw(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'knex_migrations%'",
          );
          // Foreign keys off while emptying (the pragma is a no-op inside a transaction, so set it around it).
          await db.raw('PRAGMA foreign_keys = OFF');
          try {
            await db.transaction(async (trx) => {
              for (const { name } of rows) await trx(name).delete();
              await trx.raw('DELETE FROM sqlite_sequence');
            });
          } finally {
            await db.raw('PRAGMA foreign_keys = ON');
          }
        }
        await seedSimulators(db);
        // The app keeps sessions and days it read (decision 184); rows deleted behind its back must not be served.
        ready().app.services.forgetKeptReads();
      },
    };

    fn(ctx);
  });
}
