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

/** Starts a fresh session for `userId` (a new id defeats session fixation) and persists it. */
export async function signInSession(req: Request, userId: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.userId = userId;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** Deletes the session from the store and clears the cookie. */
export async function signOutSession(req: Request, res: Response, env: SessionSettings): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  res.clearCookie(SESSION_COOKIE_NAME, cookieOptions(env));
}
