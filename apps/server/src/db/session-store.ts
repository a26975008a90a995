// The session store: express-session's Store on the app's own database, table `sessions` (created by
// migration 001; columns sid, sess (json), expired). Our own implementation replaced connect-session-knex 5,
// which called back with an error and then also threw (and had no catch in touch): express-session drops those
// promises, so one failing query killed the process on the unhandled rejection
// (docs/decisions/010-session-store.md, 160-database-faults-answer-503.md).
// Every path here catches everything: get/set/destroy call back with a SERVICE_UNAVAILABLE AppError (the one
// request answers 503 with Retry-After). No touch: the stored expiry moves with the session's once-a-minute renewal,
// which saves it (http/session.ts renewIfDue; docs/decisions/189-one-route-table-for-the-api.md).
// The session and its user are read in one statement and then kept in a read cache, emptied by every write that
// could change them, in this process and, over the change relay, in every other
// (docs/decisions/184-read-caches-emptied-by-every-write.md): most signed-in requests send no SQL for their session.
// This module owns the sessions table: the session's own saves, sign-outs, and ending every session of a user.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Store, type Session, type SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { User } from '@longwood/core';
import { AppError } from '../http/errors';
import type { ChangeRelay } from './change-relay';
import { deleteExpiredSessions, isPostgres, toNumber } from './dialect';
import { createRelayedReadCache, type ReadCache } from './read-cache';
import { SESSION_USER_COLUMNS, sessionUserFromRow } from './users-repository';

const TABLE = 'sessions';
/** A kept session is read again from the database at least this often (the bound on a lost relay message). */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** Bounded IN lists when ending many sessions at once (SQLite allows ~32k parameters; stay far below). */
const DELETE_BATCH = 500;
/** The relay message that drops every kept session (a user's row changed); any other message is one sid's key. */
const ALL_SESSIONS = '*';

/** The user a session named when it was read, found in the same statement (null: no such user any more). */
export interface SessionUser {
  userId: number;
  user: User | null;
}

/**
 * The user get() read with the session data it returns, by that data object (beside it, not on it: never hashed or
 * saved). express-session hands the same object to createSession().
 */
const usersReadWith = new WeakMap<object, SessionUser>();
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

/** A session as kept between requests: its stored data (frozen; each request gets a copy), expiry and user. */
interface KeptSession {
  data: Readonly<SessionData>;
  expiresAt: number;
  read: SessionUser | undefined;
}

/**
 * The key a session is kept and announced under: a digest of its id, so the relay's messages (visible to anyone
 * who may LISTEN on the database) never carry a usable session id.
 */
function cacheKey(sid: string): string {
  let key = cacheKeys.get(sid);
  if (key === undefined) {
    if (cacheKeys.size >= SESSION_CACHE_MAX_ENTRIES) cacheKeys.clear();
    key = createHash('sha256').update(sid).digest('base64url');
    cacheKeys.set(sid, key);
  }
  return key;
}
/** The digests of recently seen session ids (a digest per request was a measurable share of a kept read). */
const cacheKeys = new Map<string, string>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}

function expiresAtOf(expired: unknown): number {
  return expired instanceof Date ? expired.getTime() : Date.parse(String(expired));
}

/** A session's JSON text parsed, or null when it is not JSON (storedUserId then finds no id in it). */
function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The userId in a session's data as parsed from its JSON (sessions.sess: json on Postgres, text on SQLite), if any;
 * with `field` `pendingUserId`, the account of a sign-in waiting for its second factor (http/session.ts,
 * startPendingSignIn).
 */
function storedUserId(data: unknown, field: 'userId' | 'pendingUserId' = 'userId'): number | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const id = (data as Record<string, unknown>)[field];
  return id !== undefined ? Number(id) : undefined;
}

/** express-session's Store on Knex; never throws, never rejects (see the header). */
class KnexSessionStore extends Store {
  constructor(
    private readonly db: Knex,
    private readonly onError: (error: unknown) => void,
    private readonly kept: ReadCache<string, KeptSession>,
    /** Tells the other processes to drop their copy of a session (its key), or of all ('*'). */
    private readonly announce: (key: string) => void,
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
   * One statement: the session and the user it names (docs/decisions/010-session-store.md),
   * or none when a fresh copy is kept (decision 184). The user goes with the returned data (usersReadWith), which
   * express-session neither hashes nor saves, and createSession() below files it under the request.
   */
  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const key = cacheKey(sid);
    const copy = this.kept.get(key);
    if (copy && copy.expiresAt > Date.now()) {
      callback(null, this.sessionFrom(copy));
      return;
    }
    void (async () => {
      let session: SessionData | null = null;
      try {
        const generation = this.kept.begin();
        const row: ({ sess: unknown; expired: unknown } & Record<string, unknown>) | undefined = await this.notExpired(
          this.db(TABLE)
            .leftJoin('users', (join) => {
              join.on('users.id', '=', this.sessionUserId());
            })
            .select(['sessions.sess', 'sessions.expired', ...SESSION_USER_COLUMNS])
            .where('sessions.sid', sid),
          new Date(),
        ).first<({ sess: unknown; expired: unknown } & Record<string, unknown>) | undefined>();
        if (row) {
          const data = deepFreeze((typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData);
          const userId = storedUserId(data);
          const user = sessionUserFromRow(row);
          const fresh: KeptSession = {
            data,
            expiresAt: expiresAtOf(row.expired),
            read: userId === undefined ? undefined : { userId, user: user ? Object.freeze(user) : null },
          };
          this.kept.put(key, fresh, generation);
          session = this.sessionFrom(fresh);
        }
      } catch (error) {
        callback(this.fail(error));
        return;
      }
      callback(null, session);
    })().catch(this.onError);
  }

  /**
   * A new object for each request (express-session replaces its `cookie` and builds its Session from it; the
   * nested objects, frozen, are only read), the user it was read with noted in usersReadWith.
   */
  private sessionFrom(kept: KeptSession): SessionData {
    const session = { ...kept.data };
    if (kept.read && session.userId === kept.read.userId) usersReadWith.set(session, kept.read);
    return session;
  }

  override createSession(req: Request, data: SessionData): Session & SessionData {
    const read = usersReadWith.get(data);
    const created = super.createSession(req, data);
    if (read) sessionUsers.set(req, read);
    else sessionUsers.delete(req);
    return created;
  }

  /**
   * The session `sid` as stored now (its kept copy, which every change drops in every process), with the user read
   * with it; null when there is no such session (signed out, ended, expired). Rejects when the store cannot answer.
   */
  current(sid: string): Promise<CurrentSession | null> {
    return new Promise((resolve, reject) =>
      this.get(sid, (err, data) => {
        if (err) reject(err instanceof Error ? err : new Error('Session store failed', { cause: err }));
        else resolve(data ? { data, read: usersReadWith.get(data) } : null);
      }),
    );
  }

  /** Drops this process's copy and every other process's. */
  private forget(sid: string): void {
    const key = cacheKey(sid);
    this.kept.delete(key);
    this.announce(key);
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    this.writeRow(
      sid,
      () =>
        this.db(TABLE)
          .insert({ sid, sess: JSON.stringify(session), expired: expiryOf(session as StoredSession, Date.now()) })
          .onConflict('sid')
          .merge(),
      callback,
    );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    // Forgotten here first: from now on no request is served from this process's copy, whatever the delete's fate.
    this.kept.delete(cacheKey(sid));
    this.writeRow(sid, () => this.db(TABLE).where('sid', sid).delete(), callback);
  }

  /** Writes `sid`'s row, forgets the kept copy whatever the write's fate, then answers express-session. */
  private writeRow(sid: string, write: () => Promise<unknown>, callback?: (err?: unknown) => void): void {
    void (async () => {
      try {
        await write();
      } catch (error) {
        callback?.(this.fail(error));
        return;
      } finally {
        // Also when the write failed: it may have committed before the connection broke.
        this.forget(sid);
      }
      callback?.();
    })().catch(this.onError);
  }

  /**
   * Deletes every stored session of `userId` (but `exceptSid`, the caller's own), sign-ins still waiting for their
   * second factor included (a password reset must end one begun with the old password); returns how many. The store
   * keeps each session as JSON with no per-user index, so the rows are read and matched on the parsed `userId` and
   * `pendingUserId`: portable across both databases, and cheap at a facility's scale (docs/decisions/042-password-reset.md).
   */
  async endAllSessionsOf(userId: number, exceptSid?: string): Promise<number> {
    this.kept.clear();
    try {
      const rows: Array<{ sid: string; sess: unknown }> = await this.db(TABLE).select('sid', 'sess');
      const ofUser = (sess: unknown) => {
        // A text session parsed once, for both of its ids.
        const data = typeof sess === 'string' ? parsedOrNull(sess) : sess;
        return storedUserId(data) === userId || storedUserId(data, 'pendingUserId') === userId;
      };
      const sids = rows.filter((row) => ofUser(row.sess) && row.sid !== exceptSid).map((r) => r.sid);
      let deleted = 0;
      for (let i = 0; i < sids.length; i += DELETE_BATCH) {
        deleted += toNumber(
          await this.db(TABLE)
            .whereIn('sid', sids.slice(i, i + DELETE_BATCH))
            .del(),
        );
      }
      return deleted;
    } finally {
      this.forgetAll();
    }
  }

  /** Drops every kept session here and in every other process (a user's row changed, or many sessions ended). */
  forgetAll(): void {
    this.kept.clear();
    this.announce(ALL_SESSIONS);
  }
}

/** A stored session as it is now, and the user read with it (undefined: it names no user). */
export interface CurrentSession {
  data: SessionData;
  read: SessionUser | undefined;
}

export interface SessionStoreHandle {
  store: Store;
  /** The session `sid` as stored now, with its user (null: it has ended); for checks outside a request. */
  current(sid: string): Promise<CurrentSession | null>;
  /**
   * Tells `changed`, in every process, each time sessions or users may have changed (a save, a sign-out, a user's
   * row, a missed relay message); `affects(sid)` says whether session `sid` may be among them.
   */
  onChanged(changed: (affects: (sid: string) => boolean) => void): () => void;
  /** Signs `userId` out everywhere but `exceptSid`: deletes their sessions; returns how many ended. */
  endAllSessionsOf(userId: number, exceptSid?: string): Promise<number>;
  /**
   * A user's row changed (a role switch, a profile edit, a new password, a deletion): no session may be served with
   * a kept copy of its user from now on, in any process. The users repository calls it after every write.
   */
  usersChanged: () => void;
  /** Deletes the sessions that have expired (a pass of the expired-sessions job, composition.ts). */
  deleteExpired(): Promise<void>;
  /** Stops hearing the relay (app shutdown, end of a test). */
  close(): void;
}

export interface SessionStoreOptions {
  onError: (error: unknown) => void;
  /** Carries "drop your copy" between the server processes on one database (its own channel). */
  relay: ChangeRelay;
}

export function createSessionStore(db: Knex, { onError, relay }: SessionStoreOptions): SessionStoreHandle {
  const { cache: kept, close: unsubscribe } = createRelayedReadCache<string, KeptSession>(
    relay,
    { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES },
    (key, cache) => (key === ALL_SESSIONS ? cache.clear() : cache.delete(key)),
  );
  const store = new KnexSessionStore(db, onError, kept, (key) => void relay.publish(key));
  return {
    store,
    current: (sid) => store.current(sid),
    onChanged: (changed) =>
      relay.subscribe({
        message: (key) => changed(key === ALL_SESSIONS ? () => true : (sid) => cacheKey(sid) === key),
        resync: () => changed(() => true),
      }),
    endAllSessionsOf: (userId, exceptSid) => store.endAllSessionsOf(userId, exceptSid),
    usersChanged: () => store.forgetAll(),
    // The real clock, as express-session's expiry times are.
    deleteExpired: () => deleteExpiredSessions(db, new Date()),
    close: unsubscribe,
  };
}
