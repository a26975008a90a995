// Copies of database reads kept in this process, for the reads (nearly) every signed-in request repeats: the
// session with its user, and a day's occupancy (docs/decisions/184-read-caches-emptied-by-every-write.md).
// A copy is only as good as its invalidation, so the rules are strict:
//   - every write that could change a copy deletes it (in this process at once; other processes hear it over the
//     change relay, db/change-relay.ts);
//   - a read that raced a write is never kept: `begin()` takes the generation before the database is read, and
//     `put()` drops the answer if anything was deleted meanwhile (the read may predate the write's commit);
//   - nothing is served or kept while `trusted()` is false (the relay is not listening, so messages from other
//     processes could be missed), and every copy is dropped after `ttlMs` whatever happened: the bound on how long
//     a copy can outlive a message that never came.
import type { Knex } from 'knex';
import type { ChangeRelay } from './change-relay';

export interface ReadCacheOptions {
  /** Longest a copy is served, in milliseconds. */
  ttlMs: number;
  /** Most copies kept; the oldest goes first. */
  maxEntries: number;
  /** False while writes made elsewhere might go unheard (the relay's listening connection is down). */
  trusted?: () => boolean;
  /** Monotonic milliseconds (tests move it). */
  clock?: () => number;
}

export interface ReadCache<K, V> {
  /** The copy kept for `key`, if any and still fresh. */
  get(key: K): V | undefined;
  /** The copy kept for `key`, or what `read` answers, kept unless a write raced the read. */
  through(key: K, read: () => Promise<V>): Promise<V>;
  /** The generation to hand to `put` for a read about to start. */
  begin(): number;
  /** Keeps `value` for `key`, unless something was deleted since `generation` was taken (the read may be stale). */
  put(key: K, value: V, generation: number): void;
  /** Forgets `key` (and invalidates reads in flight). */
  delete(key: K): void;
  /** Forgets every key `matches` accepts (and invalidates reads in flight). */
  deleteWhere(matches: (key: K) => boolean): void;
  /** Forgets everything (and invalidates reads in flight). */
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

export function createReadCache<K, V>(options: ReadCacheOptions): ReadCache<K, V> {
  const clock = options.clock ?? (() => performance.now());
  const trusted = options.trusted ?? (() => true);
  const entries = new Map<K, Entry<V>>();
  let generation = 0;

  const cache: ReadCache<K, V> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!trusted() || clock() - entry.storedAt >= options.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async through(key, read) {
      const kept = cache.get(key);
      if (kept !== undefined) return kept;
      const startedAt = generation;
      const value = await read();
      cache.put(key, value, startedAt);
      return value;
    },
    begin: () => generation,
    put(key, value, startedAt) {
      if (startedAt !== generation || !trusted()) return;
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, storedAt: clock() });
    },
    delete(key) {
      generation += 1;
      entries.delete(key);
    },
    deleteWhere(matches) {
      generation += 1;
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}

/**
 * A read cache that other server processes empty through `relay`: trusted only while the relay is listening,
 * emptied when it missed messages (resync), and told every message it carries (`onMessage` decides what to drop).
 */
export function createRelayedReadCache<K, V>(
  relay: ChangeRelay,
  options: Omit<ReadCacheOptions, 'trusted'>,
  onMessage: (payload: string, cache: ReadCache<K, V>) => void,
): { cache: ReadCache<K, V>; close: () => void } {
  const cache = createReadCache<K, V>({ ...options, trusted: () => relay.listening() });
  const close = relay.subscribe({
    message: (payload) => onMessage(payload, cache),
    resync: () => cache.clear(),
  });
  return { cache, close };
}

/**
 * A repository's write to a table that caches are kept of: awaits `statement`, then tells `invalidate` whether it
 * succeeded or not (it may have committed before the connection broke), and when it ran in a transaction, again
 * once that transaction has ended (committed or rolled back), so a read that raced the commit and was kept
 * meanwhile is dropped too.
 */
export async function writeThenInvalidate<T>(
  db: Knex | Knex.Transaction,
  statement: PromiseLike<T>,
  invalidate: () => void,
): Promise<T> {
  try {
    return await statement;
  } finally {
    invalidate();
    if ('executionPromise' in db && db.isTransaction) void db.executionPromise.then(invalidate, invalidate);
  }
}
