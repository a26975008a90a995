// The session store: express-session's Store on the app's own database, table `sessions` (created by
// migration 001; columns sid, sess (json), expired). Our own implementation replaced connect-session-knex 5,
// which called back with an error and then also threw (and had no catch in touch): express-session drops those
// promises, so one failing query killed the process on the unhandled rejection
// (docs/decisions/010-session-store.md, 160-database-faults-answer-503.md).
// Every path here catches everything: get/set/destroy call back with a SERVICE_UNAVAILABLE AppError (the one
// request answers 503 with Retry-After); touch only extends an expiry, so its failure is logged and ignored.
import { Store, type SessionData } from 'express-session';
import type { Knex } from 'knex';
import { AppError } from '../http/errors';
import { deleteExpiredSessions, isPostgres } from './dialect';

const CLEANUP_INTERVAL_MS = 15 * 60_000;
/**
 * With rolling sessions express-session "touches" the stored session on every request, i.e. one UPDATE (and on
 * Postgres one WAL flush) per signed-in read. Once a minute per session and process is plenty for expiries
 * counted in hours; the cookie itself is still renewed on every response.
 */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
const TABLE = 'sessions';

/** Makes store.touch write at most once per interval per session id (in this process). */
export function throttleTouch(store: Store, intervalMs = SESSION_TOUCH_INTERVAL_MS, now = () => Date.now()): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const lastWritten = new Map<string, number>();
  store.touch = (sid, session, callback) => {
    const at = now();
    const last = lastWritten.get(sid);
    if (last !== undefined && at - last < intervalMs) {
      callback?.();
      return;
    }
    if (lastWritten.size >= 50_000) {
      for (const [id, time] of lastWritten) if (at - time >= intervalMs) lastWritten.delete(id);
    }
    lastWritten.set(sid, at);
    touch(sid, session, callback);
  };
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
      ? query.andWhere('expired', '>', now.toISOString())
      : query.andWhereRaw('datetime(expired) > datetime(?)', [now.toISOString()]);
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    void (async () => {
      let session: SessionData | null = null;
      try {
        const row: { sess: unknown } | undefined = await this.notExpired(
          this.db(TABLE).select('sess').where('sid', sid),
          new Date(),
        ).first<{ sess: unknown } | undefined>();
        if (row) session = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData;
      } catch (error) {
        callback(this.fail(error));
        return;
      }
      callback(null, session);
    })().catch(this.onError);
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
