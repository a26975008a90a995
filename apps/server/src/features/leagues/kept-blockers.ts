// The leagues that may hold bays on a date, as the bookings feature reads them: afresh (inside the booking lock, in its
// transaction: docs/decisions/090-one-owner-per-table.md), or kept between requests for the booking pre-check
// (docs/decisions/020-booking-locking.md; read caches: 184). Leagues change rarely: the kept dates are
// dropped by every write to the leagues table in this process (the league store calls `forget`) and by every league
// change another process announces on the board relay (the leagues service publishes `{ dates: [] }`, "any date",
// after each one).
import type { Knex } from 'knex';
import type { LeagueBlocker } from '@longwood/core';
import type { ChangeRelay } from '../../db/change-relay';
import { createRelayedReadCache } from '../../db/read-cache';
import type { LeagueBlockersBetween, LeagueBlockersOn } from '../../ports/reservations';
import { occupancyChangeMessage } from '../../ports/reservations';
import { createLeaguesRepository } from './repository';

/** A kept date's leagues are read again at least this often (the bound on an announcement that never arrived). */
const KEPT_BLOCKERS_TTL_MS = 30_000;
/** Dates kept: the booking window is 31 days. */
const KEPT_BLOCKERS_MAX_DATES = 64;

export interface LeagueBlockers {
  /** Read afresh; with a unit of work, in that transaction. */
  on: LeagueBlockersOn;
  /** The active leagues whose dates meet from..to, read afresh (figures of bay use over a range). */
  between: LeagueBlockersBetween;
  /** As kept, or read (and kept). */
  kept: (date: string) => Promise<LeagueBlocker[]>;
  /** Drops every kept date (a write to the leagues table). */
  forget: () => void;
  /** Stops hearing the relay (app shutdown). */
  close: () => void;
}

export function createLeagueBlockers(db: Knex, relay: ChangeRelay): LeagueBlockers {
  // Reads only: the league store writes the leagues table, and tells `forget`.
  const leagues = createLeaguesRepository(db);
  // Booking changes name their dates; a league change names none.
  const { cache, close } = createRelayedReadCache<string, LeagueBlocker[]>(
    relay,
    { ttlMs: KEPT_BLOCKERS_TTL_MS, maxEntries: KEPT_BLOCKERS_MAX_DATES },
    (payload, kept) => {
      if (occupancyChangeMessage.decode(payload).length === 0) kept.clear();
    },
  );
  return {
    on: (date, within) => (within ? leagues.within(within) : leagues).blockersOn(date),
    between: (from, to) => leagues.blockersBetween(from, to),
    kept: (date) => cache.through(date, () => leagues.blockersOn(date)),
    forget: () => cache.clear(),
    close,
  };
}
