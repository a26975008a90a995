// The session store: express-session's Store on the app's own database, table `sessions` (created by
// migration 001; columns sid, sess (json), expired). Our own implementation replaced connect-session-knex 5,
// which called back with an error and then also threw (and had no catch in touch): express-session drops those
// promises, so one failing query killed the process on the unhandled rejection
// (docs/decisions/010-session-store.md, 160-database-faults-answer-503.md).
// Every path here catches everything: get/set/destroy call back with a SERVICE_UNAVAILABLE AppError (the one
// request answers 503 with Retry-After); touch only extends an expiry, so its failure is logged and ignored.
import type { Request } from 'express';
import { Store, type Session, type SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { User } from '@longwood/core';
import { AppError } from '../http/errors';
import { deleteExpiredSessions, isPostgres } from './dialect';
import { SESSION_USER_COLUMNS, sessionUserFromRow } from './users-repository';

const CLEANUP_INTERVAL_MS = 15 * 60_000;
/**
 * With rolling sessions express-session "touches" the stored session on every request, i.e. one UPDATE (and on
 * Postgres one WAL flush) per signed-in read. Once a minute per session and process is plenty for expiries
 * counted in hours; the cookie is renewed once a minute too (http/session.ts, renewSessionCookie).
 */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
const TABLE = 'sessions';

/**
 * Makes store.touch write at most once per interval per session id (in this process). A save (store.set, e.g. the
 * sign-in or the once-a-minute cookie renewal of http/session.ts) writes the expiry too, so it counts as a touch.
 */
export function throttleTouch(store: Store, intervalMs = SESSION_TOUCH_INTERVAL_MS, now = () => Date.now()): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const set = store.set.bind(store);
  const lastWritten = new Map<string, number>();
  const remember = (sid: string, at: number) => {
    if (lastWritten.size >= 50_000) {
      for (const [id, time] of lastWritten) if (at - time >= intervalMs) lastWritten.delete(id);
    }
    lastWritten.set(sid, at);
  };
  store.touch = (sid, session, callback) => {
    const at = now();
    const last = lastWritten.get(sid);
    if (last !== undefined && at - last < intervalMs) {
      callback?.();
      return;
    }
    remember(sid, at);
    touch(sid, session, callback);
  };
  store.set = (sid, session, callback) => {
    set(sid, session, (error?: unknown) => {
      if (!error) remember(sid, now());
      callback?.(error);
    });
  };
}

/** The user a session named when it was read, found in the same statement (null: no such user any more). */
export interface SessionUser {
  userId: number;
  user: User | null;
}

/** Where get() leaves the session's user on the data it returns (not enumerable: never hashed or saved). */
const READ_USER = Symbol('sessionUser');
/** The user read with each request's session (createSession runs with the request). */
const sessionUsers = new WeakMap<Request, SessionUser>();

/**
 * The user read together with this request's session, if the session came from the store and named a user
 * (http/load-session-user.ts); undefined otherwise (a session created in this request, a visitor).
 */
export function sessionUserOf(req: Request): SessionUser | undefined {
  return sessionUsers.get(req);
}

type StoredSession = SessionData & { cookie: { expires?: Date | string | null; maxAge?: number | null } };

function expiryOf(session: StoredSession, now: number): string {
  const { expires, maxAge } = session.cookie ?? {};
  if (expires) return new Date(expires).toISOString();
  return new Date(now + (typeof maxAge === 'number' ? maxAge : 86_400_000)).toISOString();
}

/** express-session's Store on Knex; never throws, never rejects (see the header). */
class KnexSessionStore extends Store {
  constructor(
    private readonly db: Knex,
    private readonly onError: (error: unknown) => void,
  ) {
    super();
  }

  private fail(error: unknown): AppError {
    this.onError(error);
    return new AppError('SERVICE_UNAVAILABLE');
  }

  private notExpired(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
    // expired is timestamptz on Postgres and ISO text on SQLite.
    return isPostgres(this.db)
      ? query.andWhere('sessions.expired', '>', now.toISOString())
      : query.andWhereRaw('datetime(sessions.expired) > datetime(?)', [now.toISOString()]);
  }

  /** The users.id a stored session names, as SQL (NULL when it names none): the join of get(). */
  private sessionUserId(): Knex.Raw {
    return isPostgres(this.db)
      ? this.db.raw(
          "CASE WHEN json_typeof(sessions.sess->'userId') = 'number' AND (sessions.sess->>'userId') ~ '^[0-9]{1,9}$' THEN (sessions.sess->>'userId')::int END",
        )
      : this.db.raw("json_extract(sessions.sess, '$.userId')");
  }

  /**
   * One statement: the session and the user it names (docs/decisions/150-session-and-user-in-one-statement.md).
   * The user rides on the returned data under a symbol, which express-session neither hashes nor saves, and
   * createSession() below files it under the request.
   */
  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    void (async () => {
      let session: SessionData | null = null;
      try {
        const row: ({ sess: unknown } & Record<string, unknown>) | undefined = await this.notExpired(
          this.db(TABLE)
            .leftJoin('users', (join) => {
              join.on('users.id', '=', this.sessionUserId());
            })
            .select(['sessions.sess', ...SESSION_USER_COLUMNS])
            .where('sessions.sid', sid),
          new Date(),
        ).first<({ sess: unknown } & Record<string, unknown>) | undefined>();
        if (row) {
          session = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData;
          if (typeof session.userId === 'number') {
            const read: SessionUser = { userId: session.userId, user: sessionUserFromRow(row) ?? null };
            Object.defineProperty(session, READ_USER, { value: read, enumerable: false });
          }
        }
      } catch (error) {
        callback(this.fail(error));
        return;
      }
      callback(null, session);
    })().catch(this.onError);
  }

  override createSession(req: Request, data: SessionData): Session & SessionData {
    const read = (data as SessionData & { [READ_USER]?: SessionUser })[READ_USER];
    const created = super.createSession(req, data);
    if (read) sessionUsers.set(req, read);
    else sessionUsers.delete(req);
    return created;
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    void (async () => {
      try {
        await this.db(TABLE)
          .insert({ sid, sess: JSON.stringify(session), expired: expiryOf(session as StoredSession, Date.now()) })
          .onConflict('sid')
          .merge();
      } catch (error) {
        callback?.(this.fail(error));
        return;
      }
      callback?.();
    })().catch(this.onError);
  }

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    void (async () => {
      try {
        await this.notExpired(this.db(TABLE).where('sid', sid), new Date()).update({
          expired: expiryOf(session as StoredSession, Date.now()),
        });
      } catch (error) {
        // Only the expiry was not pushed forward; the request itself succeeded.
        this.onError(error);
      }
      callback?.();
    })().catch(this.onError);
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    void (async () => {
      try {
        await this.db(TABLE).where('sid', sid).delete();
      } catch (error) {
        callback?.(this.fail(error));
        return;
      }
      callback?.();
    })().catch(this.onError);
  }
}

export interface SessionStoreHandle {
  store: Store;
  /** Stops the expired-session cleanup and waits for queries in flight (app shutdown, end of a test). */
  close(): Promise<void>;
}

export function createSessionStore(db: Knex, onError: (error: unknown) => void): SessionStoreHandle {
  const store = new KnexSessionStore(db, onError);
  throttleTouch(store);
  let inFlight: Promise<void> = Promise.resolve();
  const cleanup = () => {
    inFlight = inFlight.then(() => deleteExpiredSessions(db, new Date())).catch(onError);
  };
  const timer = setInterval(cleanup, CLEANUP_INTERVAL_MS);
  timer.unref();
  cleanup();
  return {
    store,
    async close() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
