// The day grid's occupancy (GET /api/bookings?date= and ?from=&to=), kept between requests: every member on the
// booking page reads the same days, which change only when someone books, moves or cancels
// (docs/decisions/184-read-caches-emptied-by-every-write.md). Dropped by every write to the bookings table in this
// process (the repository's onChanged), by every change another process announces on the board relay (composition
// publishes each committed occupancy change there for the desks), and when that relay missed messages.
import type { ChangeRelay } from '../../db/change-relay';
import { createReadCache, type ReadCache } from '../../db/read-cache';
import type { DaySpan } from './repository';

/** A kept day is read again at least this often (the bound on a change announcement that never arrived). */
const DAY_COPY_TTL_MS = 5_000;
/** Distinct (range, bay) reads kept; the booking page asks for one day and one window, the desk for today. */
const DAY_COPY_MAX_ENTRIES = 200;

export interface DayCopies {
  cache: ReadCache<string, readonly DaySpan[]>;
  /** Drops every kept day (a write to the bookings table). */
  forget: () => void;
  /** Stops hearing the relay (app shutdown). */
  close: () => void;
}

export const dayCopyKey = (from: string, to: string, simulatorId: number | undefined) =>
  `${from}|${to}|${simulatorId ?? ''}`;

export function createDayCopies(relay: ChangeRelay): DayCopies {
  const cache = createReadCache<string, readonly DaySpan[]>({
    ttlMs: DAY_COPY_TTL_MS,
    maxEntries: DAY_COPY_MAX_ENTRIES,
    trusted: () => relay.listening(),
  });
  // Any announced change, whatever its dates: days are cheap to read again, and a missed one is not.
  const unsubscribe = relay.subscribe({ message: () => cache.clear(), resync: () => cache.clear() });
  return { cache, forget: () => cache.clear(), close: unsubscribe };
}
