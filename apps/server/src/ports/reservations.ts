// The reservation port: how any feature holds a bay. Only the bookings feature writes occupancy rows
// (docs/decisions/080-one-occupancy-model.md); it implements this interface, and composition.ts hands it to the
// services that need it (leagues' schedule, lessons, the front desk). The interface lives here, outside every
// feature, because features never import each other.
import type { BayState, BookingLimits, DayInput, LeagueBlocker, Occupancy, OccupancyOwner } from '@longwood/core';
import type { UnitOfWork } from '../db/unit-of-work';

/** Where and when. Times 'HH:mm' or 'HH:mm:ss' (facility wall clock). */
export interface ReservationSlot {
  bookingDate: string;
  startTime: string;
  endTime: string;
  /**
   * Preferred bay: kept when free, else another free bay (decision 003). Omitted: bay 1 first
   * (docs/requirements.md#booking-rules), except league reservations, which fill from the highest bay down
   * (decision 080).
   */
  simulatorId?: number;
  /** Only the preferred bay will do: 409 instead of taking another bay. */
  exactBay?: boolean;
}

/** A new occupancy: its owner (kind + owner columns, core's occupancyOwnerSchema) and its slot. */
export type ReserveRequest = OccupancyOwner &
  ReservationSlot & {
    /** The signed-in user who makes it (the member, staff, a coach); omitted/null when nobody did. */
    createdBy?: number | null;
    /** Member and staff kinds: hold the member to the 4-hour daily cap (default true). Other kinds: ignored. */
    enforceDailyCap?: boolean;
    /** A walk-in starting now may start in the half hour now running (core's checkReservation). */
    allowRunningSlot?: boolean;
    /** Booked at the front desk as a walk-in (a member's is labelled "Walk-in" on staff screens). */
    walkIn?: boolean;
  };

/** A new slot for an existing occupancy; by default it keeps its owner and creator. */
export interface MoveRequest extends ReservationSlot {
  enforceDailyCap?: boolean;
  /** Replace the owner as well (e.g. an admin edit makes it kind 'staff' for the given member). */
  owner?: OccupancyOwner;
  /** With `owner`: who made the change (becomes created_by). */
  createdBy?: number | null;
}

/**
 * The active leagues on `date` as core's availability needs them (the leagues feature's reader, handed to the
 * bookings service by composition.ts). With a unit of work, read inside that transaction.
 */
export type LeagueBlockersOn = (date: string, within?: UnitOfWork) => Promise<LeagueBlocker[]>;

/** The active leagues whose dates meet from..to (inclusive): the figures of bay use over a range. */
export type LeagueBlockersBetween = (from: string, to: string) => Promise<LeagueBlocker[]>;

/** A day as core's availability functions read it: every occupancy of the date and the active leagues. */
export interface DayOccupancy extends DayInput {
  occupancies: Occupancy[];
  leagues: LeagueBlocker[];
  /** The facility's bays as the booking rules have them (docs/decisions/229-bays-as-facility-settings.md). */
  bays: readonly BayState[];
}

/**
 * One locked transaction. Every method throws the same AppErrors (codes of core's error table) as the booking
 * routes: 400 malformed (VALIDATION_FAILED, BOOKING_INVALID), 422 past or outside the window, 409 taken / league /
 * daily cap (BOOKING_FULL, BOOKING_LEAGUE_SESSION, BOOKING_DAILY_CAP), 404 unknown id, 503 lock wait timed out
 * (BOOKINGS_BUSY). A refused reserve or move throws before writing, so the transaction stays usable: catch it to
 * go on (e.g. report a schedule conflict) or let it propagate to roll back everything done in this transaction.
 */
export interface ReservationTransaction {
  /** The day as it is now (read inside the lock): input for core's dayAvailability / slotAvailability. */
  dayOccupancy(date: string): Promise<DayOccupancy>;
  find(id: number): Promise<Occupancy | null>;
  /** Runs core's checkReservation for the kind, then writes. `bookingDate` must be one of the locked dates. */
  reserve(request: ReserveRequest): Promise<Occupancy>;
  /** Re-checks the occupancy at its new slot (ignoring itself) and updates it. The new date must be locked. */
  move(id: number, to: MoveRequest): Promise<Occupancy>;
  /**
   * Frees one occupancy's bay: the row is kept, marked canceled now by `canceledBy` (the account that canceled it;
   * docs/decisions/080-one-occupancy-model.md). Returns it as it was, or null when it held no bay.
   */
  release(id: number, canceledBy?: number | null): Promise<Occupancy | null>;
  /** Deletes a league's reservations (on and after `fromDate`, when given); returns how many. */
  releaseLeague(leagueId: number, options?: { fromDate?: string }): Promise<number>;
  /** This transaction, for another feature's repository to write its own rows in it (`repo.within(uow)`). */
  readonly unitOfWork: UnitOfWork;
}

/** One write of a committed transaction of the booking lock. */
export type OccupancyChange =
  | { type: 'reserved'; after: Occupancy }
  | { type: 'moved'; before: Occupancy; after: Occupancy }
  | { type: 'released'; before: Occupancy }
  /** A league's reservations deleted in bulk (their rows are not read back); `count` rows. */
  | { type: 'league-released'; leagueId: number; count: number };

/**
 * What one transaction changed, told once it has COMMITTED (never for a rolled-back one). `dates` are the
 * dates it held locked: every changed row lies on one of them.
 */
export interface CommittedOccupancyChanges {
  dates: readonly string[];
  changes: readonly OccupancyChange[];
}

/**
 * Told after every committed change of occupancy, whoever made it (member, staff, desk, leagues, lessons,
 * account deletion): live boards, confirmation e-mails, waitlists. A listener runs after the answer's data is
 * safe; its failure (thrown or rejected) is logged and never fails the request that made the change.
 */
export type OccupancyChangeListener = (committed: CommittedOccupancyChanges) => void | Promise<void>;

export interface ReservationPort {
  /**
   * Runs `work` in one transaction holding the booking lock of every date in `dates` (decision 020). Inside
   * `work`, use only `tx` (and repositories bound to `tx.unitOfWork`): the lock holds a database connection.
   */
  inLock<T>(dates: readonly string[], work: (tx: ReservationTransaction) => Promise<T>): Promise<T>;
  /** The day without taking the lock (displays; a write must re-read inside inLock). */
  dayOccupancy(date: string): Promise<DayOccupancy>;
  /** Listen to committed changes (see OccupancyChangeListener); returns the function that stops listening. */
  onCommitted(listener: OccupancyChangeListener): () => void;
  /** Resolves once every listener told so far has finished its work (shutdown; a test emptying the tables). */
  settleListeners(): Promise<void>;
  /** The daily cap and booking window the next booking obeys (the facility's settings, as kept). */
  limits(): Promise<BookingLimits>;
}

/**
 * How a committed occupancy change travels between server processes on the board relay (db/change-relay.ts): the
 * dates whose occupancy changed, nothing else; [] = any date may have changed (a league edit). The desks' live
 * board publishes and hears it; the kept day copies hear it (docs/decisions/174-live-board-events.md, 184).
 */
export const occupancyChangeMessage = {
  encode: (dates: readonly string[]): string => JSON.stringify({ dates }),
  decode(payload: string): string[] {
    try {
      const parsed = JSON.parse(payload) as { dates?: unknown };
      return Array.isArray(parsed.dates) ? parsed.dates.filter((d): d is string => typeof d === 'string') : [];
    } catch {
      return [];
    }
  },
};
