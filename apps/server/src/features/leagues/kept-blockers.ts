// The leagues that may hold bays on a date, kept between requests for the booking pre-check
// (docs/decisions/185-refusals-decided-before-the-lock.md; read caches: 184). Leagues change rarely: dropped by every
// write to the leagues table in this process (the repositories' onChanged) and by every league change another process
// announces on the board relay (the leagues service publishes `{ dates: [] }`, "any date", after each one). The
// booking lock never uses these: inside it the leagues are read afresh in its own transaction.
import type { LeagueBlocker } from '@longwood/core';
import type { ChangeRelay } from '../../db/change-relay';
import { createRelayedReadCache } from '../../db/read-cache';
import { occupancyChangeMessage } from '../../ports/reservations';

/** A kept date's leagues are read again at least this often (the bound on an announcement that never arrived). */
const KEPT_BLOCKERS_TTL_MS = 30_000;
/** Dates kept: the booking window is 31 days. */
const KEPT_BLOCKERS_MAX_DATES = 64;

export interface KeptLeagueBlockers {
  /** The leagues that may hold bays on `date`, as kept, or read (and kept). */
  on: (date: string) => Promise<LeagueBlocker[]>;
  /** Drops every kept date (a write to the leagues table). */
  forget: () => void;
  /** Stops hearing the relay (app shutdown). */
  close: () => void;
}

export function createKeptLeagueBlockers(
  read: (date: string) => Promise<LeagueBlocker[]>,
  relay: ChangeRelay,
): KeptLeagueBlockers {
  // Booking changes name their dates; a league change names none.
  const { cache, close } = createRelayedReadCache<string, LeagueBlocker[]>(
    relay,
    { ttlMs: KEPT_BLOCKERS_TTL_MS, maxEntries: KEPT_BLOCKERS_MAX_DATES },
    (payload, kept) => {
      if (occupancyChangeMessage.decode(payload).length === 0) kept.clear();
    },
  );
  return {
    on: (date) => cache.through(date, () => read(date)),
    forget: () => cache.clear(),
    close,
  };
}
