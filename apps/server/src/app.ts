// createApp() builds the Express app without listening (main.ts listens; tests listen on port 0).
// Order: request id → security headers → health probes → /api (origin check, body parsing for writes, session,
// user, every feature's router of contract routes, JSON 404) → pages' compression → SPA → the one error
// middleware.
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { API, can } from '@longwood/core';
import type { Knex } from 'knex';
import { consoleLogger, type AppContext, type Logger } from './app-context';
import type { Env } from './env';
import { composeServer, type Services } from './composition';
import { createPasswordHasher } from './features/auth/passwords';
import { UNSUBSCRIBE_ADDRESS, unsubscribePageRedirect } from './features/unsubscribe/router';
import { FACILITY_MEDIA_PATH } from './features/facility/media-files';
import { createReadinessProbe } from './db/readiness';
import type { ScopedRoleLookup } from './http/auth';
import { healthCheck } from './http/health';
import { apiNotFound, errorMiddleware } from './http/error-middleware';
import { resolveSessionUser } from './http/load-session-user';
import { isSafeMethod, originCheck } from './http/origin-check';
import { runHandlers } from './http/run-handlers';
import { securityHeaders } from './http/security-headers';
import { requestSignal } from './http/request-signal';
import { createSessionMiddleware, hasSessionCookie } from './http/session';
import { spaRouter, type LandingVariant } from './http/spa';
import type { Mailer } from './mail/mailer';
import { requestLogger, type StructuredLogger, errorText } from './logger';

export interface CreateAppOptions {
  env: Env;
  db: Knex;
  mailer?: Mailer;
  log?: Logger;
  now?: () => Date;
}

export interface App extends Express {
  /** Starts the background jobs (main.ts; tests run a job's pass themselves). */
  startJobs(): void;
  /**
   * Stops the background jobs and waits for their passes and for the e-mails being sent after a commit, ends live
   * streams, closes the change relays' listening connections, and waits for their queries. Does not close the
   * mailer or the database.
   */
  closeResources(): Promise<void>;
  /** Marks the process as draining (SIGTERM): /readyz answers 503 so the proxy stops sending new work. */
  markDraining(): void;
  /** The services this app was composed of (composition.ts), e.g. for tests driving a port directly. */
  readonly services: Services;
}

export function createApp(options: CreateAppOptions): App {
  const { env, db } = options;
  const log = options.log ?? consoleLogger;
  const ctx: AppContext = {
    env,
    db,
    mailer: options.mailer,
    passwords: createPasswordHasher(env.BCRYPT_COST, env.PASSWORD_HASHING_CONCURRENCY, env.PASSWORD_QUEUE_LIMIT),
    log,
    now: options.now ?? (() => new Date()),
  };

  const { services, routes } = composeServer(ctx);

  const app = express() as App;
  app.disable('x-powered-by');
  // No ETag hashing of every response body: API answers are no-store (a validator is never used) and the SPA's
  // pages carry one computed once (http/spa.ts); static files get theirs from express.static (decision 189).
  app.set('etag', false);
  app.set('trust proxy', env.TRUST_PROXY);
  // First: every request gets an id (X-Request-Id header, in 5xx bodies) and one structured log line.
  app.use(requestLogger((log as Partial<StructuredLogger>).pino));
  // Work queued for a request (bcrypt) is dropped when its client goes away (docs/decisions/205-bounded-password-work-and-timeouts.md).
  app.use(requestSignal());

  app.use(securityHeaders(env));

  // Probes first: no compression, session or API machinery between the load balancer and the answer.
  let draining = false;
  app.use(healthCheck({ isReady: createReadinessProbe(db), isDraining: () => draining }));

  const sessions = services.sessions;
  const api = express.Router();
  // Refuse cross-site writes before reading their bodies.
  api.use(originCheck(env.APP_ORIGIN));
  // Only writes carry a body the API reads (contract routes with a body schema are POST, PUT, PATCH or DELETE).
  const jsonBody = express.json({ limit: '100kb' });
  // A bay's batch of shots is read by its route once the bay's key is checked (features/shots/router.ts).
  const bayShotsPath = API.bay.shots.path.slice('/api'.length);
  // Stripe signs the exact bytes of its events: the webhook's body stays raw (docs/decisions/261-stripe-webhook.md).
  const stripeWebhookBody = express.raw({ type: 'application/json', limit: '256kb' });
  const stripeWebhookPath = API.stripe.webhook.path.slice('/api'.length);
  api.use((req, res, next) => {
    if (isSafeMethod(req.method) || req.path === bayShotsPath) next();
    else if (req.path === stripeWebhookPath) stripeWebhookBody(req, res, next);
    else jsonBody(req, res, next);
  });
  const sessionHandlers = [
    createSessionMiddleware(env, sessions.store),
    resolveSessionUser(env, services.users, ctx.now),
  ];
  api.use(...sessionHandlers);
  // A league's organisers (docs/decisions/272-league-organisers.md): the only scope so far.
  const scopedRoles: ScopedRoleLookup = (user, _scope, id) => services.leagues.rolesIn(user, id);
  api.use(
    (req, res, next) => {
      // API responses are per-user; never let a shared cache keep them.
      res.setHeader('Cache-Control', 'no-store');
      // What the routes' guards and writes read: the app's clock, staffed hours, scoped roles and the store of
      // Idempotency-Key answers.
      req.clock = ctx.now;
      req.staffedHours = services.facility.staffedHours;
      req.scopedRoles = scopedRoles;
      req.idempotency = services.idempotency;
      next();
    },
    ...routes,
  );
  api.use(apiNotFound());
  // A browser opening an e-mail's unsubscribe address gets the page about it (docs/decisions/281-one-click-unsubscribe.md).
  app.get(UNSUBSCRIBE_ADDRESS, unsubscribePageRedirect);
  app.use('/api', api);

  // gzip for the SPA's scripts and styles: on a phone it is the difference between a ~300 KB and a ~80 KB landing
  // page (docs/decisions/140-prerendered-landing-and-light-shell.md); pages and assets from 1 KB (compression's default).
  // Mounted after the API, which every /api request ends in: compression wraps the response of every request it
  // sees (write, end and a header hook) and decides only when the headers go out (decision 189). API answers are
  // gzipped from 8 KB by the contract's send (JSON) or by compression on the export routes alone
  // (http/contract-route.ts, decision 184).
  app.use(compression({ threshold: '1kb' }));

  // '/' is prerendered in three variants; the session picks one (docs/decisions/140-prerendered-landing-and-light-shell.md).
  // A session-store fault serves the visitor's page: the page must load whatever the database is doing.
  const landingVariant = async (req: Request): Promise<LandingVariant> => {
    if (!hasSessionCookie(req, env)) return 'visitor';
    try {
      await runHandlers(sessionHandlers, req, req.res as Response);
    } catch (error) {
      log.warn(`Landing page served without the session: ${errorText(error)}`);
      return 'visitor';
    }
    if (!req.user) return 'visitor';
    return can(req.user, 'member:features') ? 'member' : 'signed-in';
  };
  // The media the admins uploaded (docs/decisions/230-more-facility-settings.md): each file's name carries its
  // content's digest, so an address never changes its file and browsers keep it for a year.
  app.use(
    FACILITY_MEDIA_PATH,
    express.static(env.FACILITY_MEDIA_DIR, {
      index: false,
      dotfiles: 'ignore',
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );

  const spa = spaRouter(env.WEB_DIST_DIR, {
    landingVariant,
    publicUrl: env.PUBLIC_APP_URL,
    // Every page carries the facility's current facts (docs/decisions/228-facility-settings-in-the-database.md).
    facts: () => services.facility.publicFacility(),
    onRenderError: (error) => log.error('Could not render the pages with the facility settings', error),
  });
  if (spa) app.use(spa);

  app.use(errorMiddleware((error) => log.error('Unhandled error', error)));

  const jobs = Object.values(services.jobs);
  app.startJobs = () => {
    for (const job of jobs) job.start();
  };
  app.closeResources = async () => {
    services.liveBoard.closeAll();
    await Promise.all(jobs.map((job) => job.stop()));
    await services.settle();
    sessions.close();
    await services.closeRelays();
  };
  app.markDraining = () => {
    draining = true;
    // Open event streams would hold the drain open: they end now, and the desks reconnect to another process.
    services.liveBoard.closeAll();
  };
  Object.defineProperty(app, 'services', { value: services, enumerable: false });
  return app;
}
