// The facility's settings kept in this process (docs/decisions/184-read-caches-emptied-by-every-write.md): every
// page and the public facts read them, so they are read from the database once and kept for at most 30 s, dropped
// by every write here at once and, over the settings relay, in every other process (a change shows on the next
// request whichever process answers it), and whenever the relay may have missed a message.
import type { ChangeRelay } from '../../db/change-relay';
import { createRelayedReadCache, type Keepable, type ReadCache } from '../../db/read-cache';

/** The relay message that drops the copy (the only one this relay carries). */
const CHANGED = 'facility';
const KEPT_FOR_MS = 30_000;

export interface KeptSettings<V extends Keepable> {
  cache: ReadCache<typeof CHANGED, V>;
  key: typeof CHANGED;
  /** Drops the copy here and tells the other processes to drop theirs (the repository's onChanged). */
  forget: () => void;
  /** Calls `listener` after every drop of the copy, here or from another process (the staffed hours re-read). */
  onDropped: (listener: () => void) => void;
  /** Stops hearing the relay (app shutdown). */
  close: () => void;
}

export function createKeptSettings<V extends Keepable>(relay: ChangeRelay): KeptSettings<V> {
  const listeners: Array<() => void> = [];
  const dropped = () => {
    for (const listener of listeners) listener();
  };
  const { cache, close } = createRelayedReadCache<typeof CHANGED, V>(
    relay,
    { ttlMs: KEPT_FOR_MS, maxEntries: 1 },
    (_payload, kept) => {
      kept.clear();
      dropped();
    },
  );
  // A resync (the relay's connection was lost and is back) clears the copy too: read it again.
  const stopResync = relay.subscribe({ message: () => {}, resync: dropped });
  return {
    cache,
    key: CHANGED,
    forget: () => {
      cache.clear();
      void relay.publish(CHANGED);
    },
    onDropped: (listener) => listeners.push(listener),
    close: () => {
      stopResync();
      close();
    },
  };
}
