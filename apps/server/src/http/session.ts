// Sessions: express-session with the database store of db/session-store.ts.
// See docs/decisions/010-session-store.md.
import type { Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import type { Env } from '../env';

const SESSION_COOKIE_NAME = 'lgf.sid';

export type SessionSettings = Pick<Env, 'SESSION_SECRET' | 'SESSION_MAX_AGE_HOURS' | 'isProduction'>;

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
    // Each request that touches the session pushes the expiry forward, so active users stay signed in.
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
export async function signInSession(req: Request, userId: number): Promise<void> {
  await sessionCall((done) => req.session.regenerate(done));
  req.session.userId = userId;
  await sessionCall((done) => req.session.save(done));
}

/** Deletes the session from the store and clears the cookie. */
export async function signOutSession(req: Request, res: Response, env: SessionSettings): Promise<void> {
  await sessionCall((done) => req.session.destroy(done));
  res.clearCookie(SESSION_COOKIE_NAME, cookieOptions(env));
}
