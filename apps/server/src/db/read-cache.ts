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
// The copies live in an LRUCache (lru-cache): bounded by count or by weight, the least recently used let go first,
// each ended after `ttlMs`. Copies of what never changes (the shot summary's runs, never changed once written:
// decision 308) have no time to live and are bounded by their weight in bytes.
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { ChangeRelay } from './change-relay';

/** What a read cache keeps and keys by (lru-cache's bound): any value but null and undefined. */
export type Keepable = NonNullable<unknown>;

export interface ReadCacheOptions<V> {
  /** Longest a copy is served, in milliseconds (default: no limit, for copies of what never changes). */
  ttlMs?: number;
  /** Most copies kept; the least recently used goes first (default: no limit but `maxWeight`). */
  maxEntries?: number;
  /** Most the copies may weigh together by `weigh` (bytes, say); a copy heavier than this alone is not kept. */
  maxWeight?: number;
  /** A copy's weight (at least 1). */
  weigh?: (value: V) => number;
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
  /** The copies' weight together (`weigh`). */
  readonly weight: number;
}

export function createReadCache<K extends Keepable, V extends Keepable>(options: ReadCacheOptions<V>): ReadCache<K, V> {
  const trusted = options.trusted ?? (() => true);
  const { weigh, maxWeight } = options;
  // lru-cache keeps the copies, lets the least recently used go first and ends them after `ttlMs`; the rules above
  // (generations, trust) are ours.
  const entries = new LRUCache<K, V>({
    ...(options.maxEntries !== undefined ? { max: options.maxEntries } : {}),
    ...(options.ttlMs !== undefined ? { ttl: options.ttlMs, ttlResolution: 0 } : {}),
    ...(maxWeight !== undefined
      ? { maxSize: maxWeight, sizeCalculation: (value: V) => Math.max(1, weigh?.(value) ?? 0) }
      : {}),
    ...(options.clock ? { perf: { now: options.clock } } : {}),
  } as LRUCache.Options<K, V, unknown>);
  let generation = 0;

  const cache: ReadCache<K, V> = {
    get(key) {
      if (!trusted()) {
        entries.delete(key);
        return undefined;
      }
      return entries.get(key);
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
      if (startedAt === generation && trusted()) entries.set(key, value);
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
    get weight() {
      return entries.calculatedSize;
    },
  };
  return cache;
}

/**
 * A read cache that other server processes empty through `relay`: trusted only while the relay is listening,
 * emptied when it missed messages (resync), and told every message it carries (`onMessage` decides what to drop).
 */
export function createRelayedReadCache<K extends Keepable, V extends Keepable>(
  relay: ChangeRelay,
  options: Omit<ReadCacheOptions<V>, 'trusted'>,
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
