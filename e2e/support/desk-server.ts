// A server for the desk's specs whose clock is pinned (staffed hours are 8am-8pm facility time: a spec must not
// depend on when it runs): the real server (the run's build of it, playwright.config.ts) in its own process, on its
// own fresh SQLite database with the demo accounts, serving the web build the suite's servers serve, with
// @longwood/test-support/pinned-clock making its `Date` start at the given instant. It can be stopped and started
// again on the same port and database (the desk's network-loss test cuts the server). With `pinnedAt` null the clock
// is the real one, and `extraEnv` adds settings (the dues spec points it at the Stripe stand-in).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@longwood/test-support/free-port';
import { startNodeProcess, type NodeProcess } from '@longwood/test-support/node-process';

export interface DeskServer {
  baseURL: string;
  /** Its SQLite file (withE2eDatabase's second argument). */
  sqliteFile: string;
  /** Where it writes the e-mail it sends (waitForMailIn). */
  mailDir: string;
  /** SIGTERM and wait for the process to exit (it drains: open event streams end). */
  stop(): Promise<void>;
  /** Start again on the same port and database, the clock pinned where it would be by now. */
  start(): Promise<void>;
}

const SERVER_DIR = path.resolve('apps/server');

export async function startDeskServer(
  pinnedAt: Date | null,
  extraEnv: Record<string, string> = {},
): Promise<DeskServer> {
  const webDist = process.env.E2E_WEB_DIST ?? '';
  const serverDist = process.env.E2E_SERVER_DIST ?? '';
  if (!webDist || !serverDist) throw new Error('E2E_WEB_DIST or E2E_SERVER_DIST is not set (see playwright.config.ts)');
  const dir = mkdtempSync(path.join(tmpdir(), 'longwood-desk-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const sqliteFile = path.join(dir, 'desk.sqlite3');
  const mailDir = path.join(dir, 'mail');
  const pinnedClock = fileURLToPath(import.meta.resolve('@longwood/test-support/pinned-clock'));
  // The pinned clock keeps running: a restarted server continues from where the first would be by then.
  const startedAt = Date.now();
  let server: NodeProcess | null = null;

  async function start(): Promise<void> {
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_FILE: sqliteFile,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      BCRYPT_COST: '10',
      MAIL_DIR: mailDir,
      FACILITY_MEDIA_DIR: path.join(dir, 'media'),
      APP_ORIGIN: baseURL,
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      CONTACT_LIMIT_PER_HOUR: '100000',
      REGISTRATION_GLOBAL_LIMIT_PER_MINUTE: '100000',
      PASSWORD_QUEUE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      LIVE_HEARTBEAT_SECONDS: '5',
      // A session cookie's Expires is written on the pinned clock, days behind the real one Chromium's cookie jar
      // keeps: the idle timeouts must outlast that gap (a staff session's 30 minutes would be expired on arrival),
      // and the spec's clock jumps from the open desk to the closed one, 11 hours later (decision 010).
      SESSION_MAX_AGE_HOURS: '2160',
      SESSION_STAFF_IDLE_MINUTES: '129600',
      PINNED_CLOCK: pinnedAt ? new Date(pinnedAt.getTime() + (Date.now() - startedAt)).toISOString() : '',
      ...extraEnv,
    };
    server = await startNodeProcess({
      cwd: SERVER_DIR,
      script: path.join(serverDist, 'main.js'),
      nodeArgs: ['--enable-source-maps', '--import', pinnedClock],
      env,
      readyUrl: `${baseURL}/api/user`,
      isReady: (res) => res.status === 401,
      timeoutMs: 60_000,
      label: 'The desk server',
    });
  }

  async function stop(): Promise<void> {
    const running = server;
    server = null;
    await running?.stop();
  }

  await start();
  return { baseURL, sqliteFile, mailDir, stop, start };
}
