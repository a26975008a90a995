// Sessions: express-session with the database store of db/session-store.ts, so several server processes, or one
// restarted during a deploy, never sign anyone out (docs/decisions/010-session-store.md).
import type { Request, RequestHandler, Response } from 'express';
import { signedInAtOf } from './session-data';
import session, { type SessionData, type Store } from 'express-session';
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

/** True when the request carries a session cookie (cheap: no store read), e.g. to skip session work for visitors. */
export function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

export function createSessionMiddleware(env: SessionSettings, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    // Idle timeout: activity pushes the expiry forward, so active users stay signed in. Not express-session's
    // `rolling` (a re-signed Set-Cookie on every response): renewIfDue() below renews the cookie and the
    // stored expiry at most once a minute (docs/decisions/151-session-cookie-renewed-once-a-minute.md); the
    // absolute lifetime by hasOutlivedItsLifetime() (docs/decisions/163-session-and-account-hygiene.md).
    rolling: false,
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
  req.session.renewedAt = now.getTime();
  await sessionCall((done) => req.session.save(done));
}

/** Deletes the session from the store and clears the cookie. */
export async function signOutSession(req: Request, res: Response, env: SessionSettings): Promise<void> {
  await sessionCall((done) => req.session.destroy(done));
  res.clearCookie(SESSION_COOKIE_NAME, cookieOptions(env));
}

/** How often a signed-in session's cookie (and stored expiry) is renewed while it is in use. */
const SESSION_RENEW_INTERVAL_MS = 60_000;

/**
 * The absolute lifetime: a signed-in session older than SESSION_ABSOLUTE_HOURS (since its sign-in) has outlived
 * it, whatever its activity. Sessions from before this rule get their clock started now (and are kept).
 */
export function hasOutlivedItsLifetime(env: SessionSettings, session: Partial<SessionData>, at: number): boolean {
  const signedInAt = signedInAtOf(session);
  if (signedInAt === undefined) {
    session.signedInAt = at;
    return false;
  }
  return at - signedInAt > env.SESSION_ABSOLUTE_HOURS * 3_600_000;
}

/**
 * The idle timeout's renewal, at most once a minute per session: marking the session changed makes
 * express-session save it (its expiry pushed forward) and send a fresh Set-Cookie with the new expiry. Between
 * renewals no cookie is re-signed and nothing is written (the store's throttled touch has nothing to do).
 */
export function renewIfDue(session: Partial<SessionData>, at: number): void {
  const renewedAt = typeof session.renewedAt === 'number' ? session.renewedAt : Number.NEGATIVE_INFINITY;
  if (at - renewedAt >= SESSION_RENEW_INTERVAL_MS || at < renewedAt) session.renewedAt = at;
}

/** A signed-in session that has outlived its absolute lifetime is replaced by a fresh, signed-out one. */
export function endSession(req: Request): Promise<void> {
  return sessionCall((done) => req.session.regenerate(done));
}
