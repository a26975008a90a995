// Sessions: express-session with the database store of db/session-store.ts.
// See docs/decisions/010-session-store.md.
import type { Request, RequestHandler, Response } from 'express';
import { signedInAtOf } from './session-data';
import session, { type Store } from 'express-session';
import type { Env } from '../env';

const SESSION_COOKIE_NAME = 'lgf.sid';

export type SessionSettings = Pick<
  Env,
  'SESSION_SECRET' | 'SESSION_MAX_AGE_HOURS' | 'SESSION_ABSOLUTE_HOURS' | 'isProduction'
>;

function cookieOptions(env: SessionSettings) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure cookies need HTTPS as Express sees it: behind a TLS proxy set TRUST_PROXY.
    secure: env.isProduction,
    path: '/',
  };
}

export function createSessionMiddleware(env: SessionSettings, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    // Idle timeout: each request pushes the expiry forward, so active users stay signed in; the absolute
    // lifetime is enforced by sessionLifetime() below (docs/decisions/163-session-and-account-hygiene.md).
    rolling: true,
    cookie: { ...cookieOptions(env), maxAge: env.SESSION_MAX_AGE_HOURS * 3_600_000 },
  });
}

/** express-session's callback methods as promises (their callbacks pass an untyped error). */
function sessionCall(method: (callback: (err?: unknown) => void) => void): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    method((err) =>
      err ? reject(err instanceof Error ? err : new Error('Session store failed', { cause: err })) : resolve(),
    ),
  );
}

/** Starts a fresh session for `userId` (a new id defeats session fixation) and persists it. */
export async function signInSession(req: Request, userId: number, now: Date = new Date()): Promise<void> {
  await sessionCall((done) => req.session.regenerate(done));
  req.session.userId = userId;
  req.session.signedInAt = now.getTime();
  await sessionCall((done) => req.session.save(done));
}

/** Deletes the session from the store and clears the cookie. */
export async function signOutSession(req: Request, res: Response, env: SessionSettings): Promise<void> {
  await sessionCall((done) => req.session.destroy(done));
  res.clearCookie(SESSION_COOKIE_NAME, cookieOptions(env));
}

/**
 * The absolute lifetime: a signed-in session older than SESSION_ABSOLUTE_HOURS (since its sign-in) is replaced
 * by a fresh, signed-out one, whatever its activity. Sessions from before this rule get their clock started now.
 */
export function sessionLifetime(env: SessionSettings, now: () => Date): RequestHandler {
  const lifetimeMs = env.SESSION_ABSOLUTE_HOURS * 3_600_000;
  return (req, _res, next) => {
    if (!req.session || req.session.userId === undefined) {
      next();
      return;
    }
    const at = now().getTime();
    const signedInAt = signedInAtOf(req.session);
    if (signedInAt === undefined) {
      req.session.signedInAt = at;
      next();
      return;
    }
    if (at - signedInAt <= lifetimeMs) {
      next();
      return;
    }
    req.session.regenerate((error) => next(error));
  };
}
