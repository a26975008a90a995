// Sessions: express-session with the database store of db/session-store.ts, so several server processes, or one
// restarted during a deploy, never sign anyone out (docs/decisions/010-session-store.md). Lifetimes per role and the
// cookie's name: docs/decisions/010-session-store.md.
import type { Request, RequestHandler, Response } from 'express';
import { isStaff, type RoleFlags } from '@longwood/core';
import { signedInAtOf } from './session-data';
import session, { type SessionData, type Store } from 'express-session';
import type { Env } from '../env';

export type SessionSettings = Pick<
  Env,
  | 'SESSION_SECRET'
  | 'SESSION_MAX_AGE_HOURS'
  | 'SESSION_ABSOLUTE_HOURS'
  | 'SESSION_STAFF_IDLE_MINUTES'
  | 'SESSION_STAFF_ABSOLUTE_HOURS'
  | 'isProduction'
>;

/**
 * `__Host-lgf.sid` where the cookie is Secure (production, served over HTTPS): the browser then takes it only from a
 * secure origin, for Path=/ and this host alone (no Domain), so no sibling subdomain or plain-http page can set or
 * shadow it. Plain-http development and the test suites keep `lgf.sid`: a `__Host-` cookie must be Secure, and
 * express-session sends no Secure cookie on a request it does not see as HTTPS.
 */
export function sessionCookieName(env: Pick<SessionSettings, 'isProduction'>): string {
  return env.isProduction ? '__Host-lgf.sid' : 'lgf.sid';
}

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
export function hasSessionCookie(req: Request, env: Pick<SessionSettings, 'isProduction'>): boolean {
  const prefix = `${sessionCookieName(env)}=`;
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(prefix));
}

/** How long a session of `user` may go unused, and how long it may last from its sign-in, in milliseconds. */
export function lifetimesOf(env: SessionSettings, user: RoleFlags): { idleMs: number; absoluteMs: number } {
  return isStaff(user)
    ? { idleMs: env.SESSION_STAFF_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_STAFF_ABSOLUTE_HOURS * 3_600_000 }
    : { idleMs: env.SESSION_MAX_AGE_HOURS * 3_600_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 };
}

export function createSessionMiddleware(env: SessionSettings, store: Store): RequestHandler {
  return session({
    name: sessionCookieName(env),
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    // Idle timeout: activity pushes the expiry forward, so active users stay signed in. Not express-session's
    // `rolling` (a re-signed Set-Cookie on every response): renewIfDue() below renews the cookie and the
    // stored expiry at most once a minute (docs/decisions/010-session-store.md); the
    // absolute lifetime by hasOutlivedItsLifetime() (docs/decisions/163-session-and-account-hygiene.md). A staff
    // member's session gets the staff idle timeout as its cookie's max age at sign-in and at each renewal.
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

/**
 * Starts a fresh session for `user` (a new id defeats session fixation) and persists it, its cookie and stored expiry
 * lasting the idle timeout of the user's roles.
 */
export async function signInSession(
  req: Request,
  env: SessionSettings,
  user: RoleFlags & { id: number },
  now: Date = new Date(),
  /** A sign-in with the account's second factor counts as a re-authentication (decision 287). */
  options: { reauthenticated?: boolean } = {},
): Promise<void> {
  await sessionCall((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  if (options.reauthenticated) req.session.reauthenticatedAt = now.getTime();
  req.session.signedInAt = now.getTime();
  req.session.renewedAt = now.getTime();
  req.session.cookie.maxAge = lifetimesOf(env, user).idleMs;
  await sessionCall((done) => req.session.save(done));
}

/**
 * A sign-in whose password was right and whose account has a second factor: a fresh session that names the account
 * but signs nobody in until the code follows (decision 287).
 */
export async function startPendingSignIn(req: Request, userId: number, now: Date): Promise<void> {
  await sessionCall((done) => req.session.regenerate(done));
  req.session.pendingUserId = userId;
  req.session.pendingSince = now.getTime();
  await sessionCall((done) => req.session.save(done));
}

/** Deletes the session from the store and clears the cookie. */
export async function signOutSession(req: Request, res: Response, env: SessionSettings): Promise<void> {
  await sessionCall((done) => req.session.destroy(done));
  res.clearCookie(sessionCookieName(env), cookieOptions(env));
}

/** How often a signed-in session's cookie (and stored expiry) is renewed while it is in use. */
const SESSION_RENEW_INTERVAL_MS = 60_000;

/**
 * Whether a signed-in session of `user` has outlived its lifetimes at `at`: older than the absolute lifetime of the
 * user's roles (since its sign-in) whatever its activity, or unused longer than their idle timeout. The idle time is
 * counted from the last renewal, which trails the last request by under a minute (renewIfDue), so a session ends
 * between the idle timeout and a minute after it. The store's expiry ends idle sessions too; this check also holds a
 * session to the shorter staff lifetimes when its user became staff after signing in. Sessions from before these
 * rules get their clocks started now (and are kept).
 */
export function hasOutlivedItsLifetime(
  env: SessionSettings,
  session: Partial<SessionData>,
  at: number,
  user: RoleFlags,
): boolean {
  const { idleMs, absoluteMs } = lifetimesOf(env, user);
  const renewedAt = typeof session.renewedAt === 'number' ? session.renewedAt : undefined;
  if (renewedAt !== undefined && at - renewedAt > idleMs + SESSION_RENEW_INTERVAL_MS) return true;
  const signedInAt = signedInAtOf(session);
  if (signedInAt === undefined) {
    session.signedInAt = at;
    return false;
  }
  return at - signedInAt > absoluteMs;
}

/**
 * The idle timeout's renewal, at most once a minute per session: marking the session changed makes
 * express-session save it (its expiry pushed forward) and send a fresh Set-Cookie with the new expiry, which lasts
 * the idle timeout of the user's roles now (a member made staff gets the staff one). Between renewals no cookie is
 * re-signed and nothing is written (the store's throttled touch has nothing to do).
 */
export function renewIfDue(
  env: SessionSettings,
  session: Partial<SessionData> & { cookie?: { maxAge?: number | null | undefined } },
  at: number,
  user: RoleFlags,
): void {
  const renewedAt = typeof session.renewedAt === 'number' ? session.renewedAt : Number.NEGATIVE_INFINITY;
  if (at - renewedAt >= SESSION_RENEW_INTERVAL_MS || at < renewedAt) {
    session.renewedAt = at;
    if (session.cookie) session.cookie.maxAge = lifetimesOf(env, user).idleMs;
  }
}

/** A signed-in session that has outlived its absolute lifetime is replaced by a fresh, signed-out one. */
export function endSession(req: Request): Promise<void> {
  return sessionCall((done) => req.session.regenerate(done));
}
