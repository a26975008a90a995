// The day grid's occupancy (GET /api/bookings?date= and ?from=&to=), kept between requests: every member on the
// booking page reads the same days, which change only when someone books, moves or cancels
// (docs/decisions/184-read-caches-emptied-by-every-write.md). Dropped by every write to the bookings table in this
// process (the repository's onChanged: the kept reads of the new booking's date, or all of them when a write does not
// say which dates it changed), by every change another process announces on the board relay (composition
// publishes each committed occupancy change there for the desks, with its dates), and when that relay missed
// messages.
import type { ChangeRelay } from '../../db/change-relay';
import { createRelayedReadCache, type ReadCache } from '../../db/read-cache';
import { occupancyChangeMessage } from '../../ports/reservations';
import type { DaySpan } from './repository';

/** A kept day is read again at least this often (the bound on a change announcement that never arrived). */
const DAY_COPY_TTL_MS = 30_000;
/** Distinct (range, bay) reads kept; the booking page asks for one day and one window, the desk for today. */
const DAY_COPY_MAX_ENTRIES = 200;

export interface DayCopies {
  cache: ReadCache<string, readonly DaySpan[]>;
  /** Drops every kept read that covers one of `dates`; every kept read when no dates are given (or none). */
  forget: (dates?: readonly string[]) => void;
  /** Stops hearing the relay (app shutdown). */
  close: () => void;
}

export const dayCopyKey = (from: string, to: string, simulatorId: number | undefined) =>
  `${from}|${to}|${simulatorId ?? ''}`;

/** Whether the kept read under `key` (from|to|bay) covers any of `dates` ('yyyy-MM-dd' compare as text). */
const covers = (key: string, dates: readonly string[]) => {
  const [from = '', to = ''] = key.split('|');
  return dates.some((date) => from <= date && date <= to);
};

export function createDayCopies(relay: ChangeRelay): DayCopies {
  const forgetIn = (cache: ReadCache<string, readonly DaySpan[]>, dates?: readonly string[]) =>
    dates && dates.length > 0 ? cache.deleteWhere((key) => covers(key, dates)) : cache.clear();
  const { cache, close } = createRelayedReadCache<string, readonly DaySpan[]>(
    relay,
    { ttlMs: DAY_COPY_TTL_MS, maxEntries: DAY_COPY_MAX_ENTRIES },
    (payload, kept) => forgetIn(kept, occupancyChangeMessage.decode(payload)),
  );
  return { cache, forget: (dates) => forgetIn(cache, dates), close };
}
