// The session store: connect-session-knex 5 on the app's own database, table `sessions` (created by
// migration 001). See docs/decisions/010-session-store.md.
import type { Store } from 'express-session';
import type { Knex } from 'knex';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import { deleteExpiredSessions } from './dialect';

const CLEANUP_INTERVAL_MS = 15 * 60_000;
/**
 * With rolling sessions express-session "touches" the stored session on every request, i.e. one UPDATE (and on
 * Postgres one WAL flush) per signed-in read. Once a minute per session and process is plenty for expiries
 * counted in days; the cookie itself is still renewed on every response.
 */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

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

export interface SessionStoreHandle {
  store: Store;
  /** Stops the expired-session cleanup and waits for queries in flight (app shutdown, end of a test). */
  close(): Promise<void>;
}

export function createSessionStore(db: Knex, onError: (error: unknown) => void): SessionStoreHandle {
  // The store's own cleanup timer cannot be awaited on shutdown, so it is off and we run the cleanup
  // ourselves: close() can then wait for it before the database is destroyed.
  const store = new ConnectSessionKnexStore({
    knex: db,
    tableName: 'sessions',
    createTable: false,
    cleanupInterval: 0,
  });
  throttleTouch(store);
  let inFlight: Promise<void> = store.ready.then(
    () => undefined,
    (error: unknown) => onError(error),
  );
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
