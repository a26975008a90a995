// Who holds which bay when, for every kind of use: a member's booking, a booking staff made for a member, a
// walk-in, a league's reservation, a lesson (one row each in the bookings table), and the sessions of leagues
// whose schedule has not been generated yet (held by computation). This is the one availability function:
// the booking page, the admin calendar, the league schedule generator, lesson booking and the front desk all
// prepare a day with `dayAvailability` and ask it; the server asks `checkReservation` for the final word inside
// its booking lock. Decisions: docs/decisions/003-booking-rules-and-bay-assignment.md (bay choice, refusals),
// docs/decisions/080-one-occupancy-model.md (kinds, league holds, daily cap).
import type { ErrorCode } from '../errors';
import { bayName, type MemberBookingKind, type OccupancyKind, type PublicOccupancyKind } from '../schemas/booking';
import { leagueSessionOn, type LeagueSession } from '../leagues/rules/league-session';
import {
  BOOKING_MESSAGES,
  bayTakenMessage,
  DEFAULT_BAYS,
  DAILY_CAP_MINUTES,
  DEFAULT_BOOKING_LIMITS,
  DURATION_OPTIONS_MINUTES,
  LAST_START_MINUTES,
  LATEST_END_MINUTES,
  SLOT_MINUTES,
  isBookableDate,
  isPastStart,
  isValidDuration,
  remainingDailyMinutes,
  dailyCapMessage,
  outsideWindowMessage,
  startSlots,
  isRunningSlot,
  type BayId,
  type BayState,
  type BookingLimits,
  type SlotOption,
} from './booking';
import { isValidDateString, isValidTimeString, minutesToTime, timeToMinutes, weekdayName } from '../time';

const DAY_END_MINUTES = 24 * 60;

/** member, staff and walk_in are all 'booking' to members; leagues and lessons keep their names. */
export function publicKindOf(kind: OccupancyKind | PublicOccupancyKind): PublicOccupancyKind {
  return kind === 'league' || kind === 'lesson' ? kind : 'booking';
}

/** A member's own booking (counts toward the daily cap, listed in "My Bookings", cancellable by the member). */
export function isMemberBookingKind(kind: string): kind is MemberBookingKind {
  return kind === 'member' || kind === 'staff';
}

/**
 * What availability needs of one occupancy. The server passes its rows (full `kind`, `userId`); the booking
 * page passes GET /api/bookings?date= rows (public `kind`, `isMine`). When `bookingDate` is present, rows of
 * other dates are ignored, so callers may pass wider lists.
 */
export interface OccupancyInterval {
  id?: number;
  simulatorId: number;
  bookingDate?: string;
  startTime: string;
  endTime: string;
  kind: OccupancyKind | PublicOccupancyKind;
  userId?: number | null;
  isMine?: boolean;
  leagueId?: number | null;
}

/** A league as availability needs it (core's `League` satisfies it). */
export interface LeagueBlocker extends LeagueSession {
  id?: number;
  /** For screens that name the league holding a bay (the desk's board). */
  name?: string;
  numberOfBays: number | null;
  /** A generated schedule holds the league's bays through its 'league' rows; no session hold then. */
  hasSchedule: boolean;
}

/** A day's raw inputs: its occupancies and the leagues (any list; only sessions on `date` count). */
export interface DayInput {
  date: string;
  occupancies: readonly OccupancyInterval[];
  leagues: readonly LeagueBlocker[];
  /**
   * The facility's bays in bay order (docs/decisions/229-bays-as-facility-settings.md); Bay 1 and Bay 2 when not
   * given. Occupancies of a bay not listed are left out.
   */
  bays?: readonly BayState[];
}

export interface DayOptions {
  /** Leave this occupancy out (the one being moved, so it does not collide with itself). */
  excludeOccupancyId?: number;
  /** Reserving for this league: its own unscheduled session does not stand in its way. */
  forLeagueId?: number;
  /** Whose bookings count as "mine" (server side, by userId); page rows carry `isMine` instead. */
  memberId?: number;
}

/** One thing holding one bay over [startMinutes, endMinutes). */
export interface Hold {
  simulatorId: BayId;
  startMinutes: number;
  endMinutes: number;
  /** 'HH:mm:ss' */
  startTime: string;
  /** 'HH:mm:ss' ('24:00:00' for a session ending at midnight) */
  endTime: string;
  kind: PublicOccupancyKind;
  /** The occupancy row; null for the session hold of a league without a generated schedule. */
  occupancyId: number | null;
  leagueId: number | null;
  isMine: boolean;
}

/** A prepared day: build it once with `dayAvailability`, then ask it as often as needed. */
export interface DayAvailability {
  readonly date: string;
  /** Every bay of the facility, open or retired, in bay order. */
  readonly bays: readonly BayState[];
  /** The bays that take new bookings, in bay order. */
  readonly openBays: readonly BayId[];
  /** Each bay's holds, in start order. */
  readonly holdsByBay: ReadonlyMap<BayId, readonly Hold[]>;
  /** The member's own booked minutes that day (member and staff kinds only), for the daily cap. */
  readonly ownMinutes: number;
}

/**
 * The bays an active league WITHOUT a generated schedule holds during its sessions: `numberOfBays` of the open
 * bays, from the last one down (1 → bay 2; 2 → both, of two), so bay 1, the members' default, stays bookable.
 * Unknown (null) means all open bays. Also the order in which a schedule generator should reserve bays.
 */
export function leagueSessionBays(
  numberOfBays: number | null,
  openBays: readonly BayId[] = DEFAULT_BAYS.map((bay) => bay.id),
): BayId[] {
  const total = openBays.length;
  const count = numberOfBays === null ? total : Math.min(total, Math.max(1, Math.floor(numberOfBays)));
  return openBays.slice(total - count).reverse();
}

const NO_HOLDS: readonly Hold[] = Object.freeze([]);

/** What holds `bay` on `day`, in start order (next-free.ts reads it too). */
export function holdsOf(day: DayAvailability, bay: BayId): readonly Hold[] {
  return day.holdsByBay.get(bay) ?? NO_HOLDS;
}

/**
 * The bays a day's grid shows: every open bay, and a retired one only while it still holds something that day
 * (its bookings are kept and shown; it takes no new ones).
 */
export function shownBays(day: DayAvailability): BayId[] {
  return day.bays.filter((bay) => bay.open || holdsOf(day, bay.id).length > 0).map((bay) => bay.id);
}

function hold(
  simulatorId: BayId,
  startMinutes: number,
  endMinutes: number,
  fields: Pick<Hold, 'kind' | 'occupancyId' | 'leagueId' | 'isMine'>,
): Hold {
  return {
    simulatorId,
    startMinutes,
    endMinutes,
    startTime: minutesToTime(startMinutes),
    endTime: minutesToTime(endMinutes),
    ...fields,
  };
}

/** The bay when it is one of the day's open bays, else null. */
const openBay = (day: DayAvailability, simulatorId: number | undefined): BayId | null =>
  simulatorId !== undefined && day.openBays.includes(simulatorId) ? simulatorId : null;

/** Prepares `date`: every occupancy of that date and every unscheduled league session, per bay. */
export function dayAvailability(input: DayInput, options: DayOptions = {}): DayAvailability {
  const { date } = input;
  const bays = input.bays ?? DEFAULT_BAYS;
  const openBays = bays.filter((bay) => bay.open).map((bay) => bay.id);
  const holdsByBay = new Map<BayId, Hold[]>(bays.map((bay) => [bay.id, []]));
  let ownMinutes = 0;

  for (const o of input.occupancies) {
    if (o.bookingDate !== undefined && o.bookingDate !== date) continue;
    if (options.excludeOccupancyId !== undefined && o.id === options.excludeOccupancyId) continue;
    const holds = holdsByBay.get(o.simulatorId);
    if (holds === undefined) continue;
    const start = timeToMinutes(o.startTime);
    const end = timeToMinutes(o.endTime);
    const kind = publicKindOf(o.kind);
    const isMine = o.isMine === true || (options.memberId !== undefined && o.userId === options.memberId);
    holds.push(
      hold(o.simulatorId, start, end, { kind, occupancyId: o.id ?? null, leagueId: o.leagueId ?? null, isMine }),
    );
    // Public rows say 'booking' for walk-ins too, but a walk-in is never anybody's own.
    if (isMine && kind === 'booking' && o.kind !== 'walk_in') ownMinutes += end - start;
  }

  if (input.leagues.length > 0 && isValidDateString(date)) {
    const weekday = weekdayName(date);
    for (const league of input.leagues) {
      if (league.hasSchedule) continue;
      if (options.forLeagueId !== undefined && league.id === options.forLeagueId) continue;
      const session = leagueSessionOn(league, date, weekday);
      if (!session) continue;
      for (const bay of leagueSessionBays(league.numberOfBays, openBays)) {
        holdsByBay.get(bay)!.push(
          hold(bay, session.startMinutes, session.endMinutes, {
            kind: 'league',
            occupancyId: null,
            leagueId: league.id ?? null,
            isMine: false,
          }),
        );
      }
    }
  }

  for (const holds of holdsByBay.values()) holds.sort((a, b) => a.startMinutes - b.startMinutes);
  return { date, bays, openBays, holdsByBay, ownMinutes };
}

/** The holds of one bay overlapping [start, end) (half-open: touching is not overlapping). */
function holdsOverlapping(holds: readonly Hold[], start: number, end: number): Hold[] {
  const out: Hold[] = [];
  for (const h of holds) {
    if (h.startMinutes >= end) break; // sorted by start
    if (h.endMinutes > start) out.push(h);
  }
  return out;
}

/** True when none of `holds` (in start order) overlaps [start, end), in minutes. */
export function bayFree(holds: readonly Hold[], start: number, end: number): boolean {
  for (const h of holds) {
    if (h.startMinutes >= end) return true;
    if (h.endMinutes > start) return false;
  }
  return true;
}

/** Which public kind to name for a taken bay: a league first, then a lesson, else a booking. */
function takenByOf(holds: readonly Hold[]): PublicOccupancyKind | null {
  if (holds.length === 0) return null;
  if (holds.some((h) => h.kind === 'league')) return 'league';
  if (holds.some((h) => h.kind === 'lesson')) return 'lesson';
  return 'booking';
}

export interface BayStatus {
  simulatorId: BayId;
  free: boolean;
  /** The public kind holding it (null when free). */
  takenBy: PublicOccupancyKind | null;
  /** Everything on this bay overlapping the interval, in start order. */
  holds: readonly Hold[];
}

/**
 * Each shown bay over [startTime, endTime): free, or taken and by what (the admin calendar, the desk). A retired
 * bay is never free.
 */
export function baysAt(day: DayAvailability, startTime: string, endTime: string): BayStatus[] {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  return shownBays(day).map((bay) => {
    const holds = holdsOverlapping(holdsOf(day, bay), start, end);
    const free = holds.length === 0 && day.openBays.includes(bay);
    return { simulatorId: bay, free, takenBy: takenByOf(holds), holds };
  });
}

/**
 * The member's own bookings (any bay) overlapping [startTime, endTime): the booking page asks before a member
 * books a time they already hold on the other bay (docs/decisions/130-booking-page-shows-the-day.md).
 */
export function ownHoldsAt(day: DayAvailability, startTime: string, endTime: string): Hold[] {
  return baysAt(day, startTime, endTime).flatMap((bay) => bay.holds.filter((h) => h.isMine));
}

/** Where a start that no bay can take for the whole duration runs into trouble (the timeline says why). */
export interface SlotConflict {
  /** 'HH:mm:ss': the latest point any bay stays free to (the first hold within the interval, per bay). */
  at: string;
  /** Every bay is taken at `at`: the duration runs into a full half hour. */
  full: boolean;
  /** Every hold on every bay at `at` is league play. */
  league: boolean;
  /** Per bay, when it is first taken within the interval, in bay order. */
  takenFrom: readonly { simulatorId: BayId; at: string }[];
}

/**
 * Why no bay can take [startTime, endTime): each bay's first hold inside it, and the latest of those (how far the
 * best bay would get). Null when a bay is free for the whole interval.
 */
export function slotConflict(day: DayAvailability, startTime: string, endTime: string): SlotConflict | null {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  const takenFrom: { simulatorId: BayId; at: string; minutes: number }[] = [];
  for (const bay of day.openBays) {
    const first = holdsOverlapping(holdsOf(day, bay), start, end)[0];
    if (!first) return null;
    const minutes = Math.max(first.startMinutes, start);
    takenFrom.push({ simulatorId: bay, at: minutesToTime(minutes), minutes });
  }
  const latest = Math.max(...takenFrom.map((t) => t.minutes));
  const at = baysAt(day, minutesToTime(latest), minutesToTime(latest + SLOT_MINUTES)).filter((bay) =>
    day.openBays.includes(bay.simulatorId),
  );
  return {
    at: minutesToTime(latest),
    full: at.every((bay) => !bay.free),
    league: at.every((bay) => bay.holds.length > 0 && bay.holds.every((h) => h.kind === 'league')),
    takenFrom: takenFrom.map(({ simulatorId, at: time }) => ({ simulatorId, at: time })),
  };
}

/**
 * Bay preference among the open bays: the requested bay first; else bay 1 first, then bay 2, bay 3…
 * (docs/requirements.md#booking-rules), except leagues, which fill from the top.
 */
function bayOrder(day: DayAvailability, preferred: number | undefined, kind: OccupancyKind): readonly BayId[] {
  const natural: readonly BayId[] = kind === 'league' ? leagueSessionBays(null, day.openBays) : day.openBays;
  const first = openBay(day, preferred);
  return first === null ? natural : [first, ...natural.filter((b) => b !== first)];
}

function chooseBayMinutes(
  day: DayAvailability,
  start: number,
  end: number,
  preferred: number | undefined,
  kind: OccupancyKind,
): BayId | null {
  return bayOrder(day, preferred, kind).find((bay) => bayFree(holdsOf(day, bay), start, end)) ?? null;
}

/**
 * The bay for [startTime, endTime): the preferred bay when it is free, else the next free one (bay 1 before
 * bay 2, docs/requirements.md#booking-rules; leagues from the highest bay down), else null.
 */
export function chooseBay(
  day: DayAvailability,
  startTime: string,
  endTime: string,
  options: { preferred?: number; kind?: OccupancyKind } = {},
): BayId | null {
  return chooseBayMinutes(
    day,
    timeToMinutes(startTime),
    timeToMinutes(endTime),
    options.preferred,
    options.kind ?? 'member',
  );
}

/** Why [start, end) cannot have `bays`: 'league' when a league holds every one of them, else 'full'. */
function unavailableReason(
  day: DayAvailability,
  bays: readonly BayId[],
  start: number,
  end: number,
): 'league' | 'full' {
  const allLeague = bays.every((bay) =>
    holdsOverlapping(holdsOf(day, bay), start, end).some((h) => h.kind === 'league'),
  );
  return allLeague ? 'league' : 'full';
}

export interface GridCell {
  simulatorId: BayId;
  free: boolean;
  takenBy: PublicOccupancyKind | null;
  /** The first hold overlapping the cell (its own start/end give the taken span). */
  hold: Hold | null;
  /** When free: 'HH:mm:ss' at which this bay is next taken ('24:00:00' when it stays free). */
  freeUntil: string | null;
}

export interface GridSlot {
  startTime: string;
  endTime: string;
  bays: GridCell[];
}

/**
 * The day as 48 half-hour cells per shown bay (every open bay, and a retired one holding something that day),
 * 00:00 to 24:00: what a calendar or the desk draws. A retired bay's cells are never free.
 */
export function occupancyGrid(day: DayAvailability): GridSlot[] {
  const slots: GridSlot[] = [];
  const shown = shownBays(day);
  for (let start = 0; start < DAY_END_MINUTES; start += SLOT_MINUTES) {
    const end = start + SLOT_MINUTES;
    const bays = shown.map((bay): GridCell => {
      const holds = holdsOf(day, bay);
      const overlapping = holdsOverlapping(holds, start, end);
      if (overlapping.length > 0) {
        return {
          simulatorId: bay,
          free: false,
          takenBy: takenByOf(overlapping),
          hold: overlapping[0]!,
          freeUntil: null,
        };
      }
      const next = holds.find((h) => h.startMinutes >= end);
      if (!day.openBays.includes(bay)) {
        return { simulatorId: bay, free: false, takenBy: null, hold: null, freeUntil: null };
      }
      return {
        simulatorId: bay,
        free: true,
        takenBy: null,
        hold: null,
        freeUntil: minutesToTime(next ? next.startMinutes : DAY_END_MINUTES),
      };
    });
    slots.push({ startTime: minutesToTime(start), endTime: minutesToTime(end), bays });
  }
  return slots;
}

/**
 * The start-time choices for a duration on the booking grid, as the booking page (and lesson booking, the desk)
 * shows them: none outside the booking window, today's past starts left out, starts whose end would pass 23:30
 * left out. An unavailable start says why: 'league' (a league holds every bay), 'full', or 'exceeds_limit' (the
 * member's 4-hour cap; member kinds only, unless `enforceDailyCap` is false). An available start names the bay
 * a request would get: the `preferred` bay when it is free then, else the first free one (decision 003; the member's
 * stated preference, docs/decisions/003-booking-rules-and-bay-assignment.md).
 */
export function slotAvailability(args: {
  day: DayAvailability;
  durationMinutes: number;
  now: Date;
  /** The bay the member prefers; none: the first free bay (the specification's rule). */
  preferred?: number;
  kind?: Exclude<OccupancyKind, 'league'>;
  enforceDailyCap?: boolean;
  /** The configured cap and window; the specification's 4 hours and 30 days when not given. */
  limits?: BookingLimits;
}): SlotOption[] {
  const {
    day,
    durationMinutes,
    now,
    preferred,
    kind = 'member',
    enforceDailyCap = true,
    limits = DEFAULT_BOOKING_LIMITS,
  } = args;
  if (!isValidDuration(durationMinutes)) return [];
  const exceeds =
    enforceDailyCap && isMemberBookingKind(kind) && day.ownMinutes + durationMinutes > limits.dailyCapMinutes;
  const options: SlotOption[] = [];
  for (const startTime of startSlots(day.date, now, limits.bookingWindowDays)) {
    const start = timeToMinutes(startTime);
    const end = start + durationMinutes;
    if (end > LATEST_END_MINUTES) break;
    const endTime = minutesToTime(end);
    const bay = chooseBayMinutes(day, start, end, preferred, kind);
    if (bay === null) {
      options.push({ startTime, endTime, available: false, reason: unavailableReason(day, day.openBays, start, end) });
    } else if (exceeds) {
      options.push({ startTime, endTime, available: false, reason: 'exceeds_limit' });
    } else {
      options.push({ startTime, endTime, available: true, simulatorId: bay });
    }
  }
  return options;
}

/**
 * The duration the booking page offers for a chosen one: itself, or when the member has less time left that day
 * (but some), the longest duration that fits; with nothing left, itself (the slots then read '(Exceeds Limit)').
 */
export function fittingDuration(
  durationMinutes: number,
  ownMinutes: number,
  dailyCapMinutes: number = DAILY_CAP_MINUTES,
): number {
  const left = remainingDailyMinutes(ownMinutes, dailyCapMinutes);
  if (left === 0 || durationMinutes <= left) return durationMinutes;
  return Math.max(...DURATION_OPTIONS_MINUTES.filter((m) => m <= left));
}

/**
 * The dates (of `dates`) on which a member has no start for `durationMinutes`: every start full, league-held,
 * past, or over their daily cap. `occupancies` may span all the dates (a range read); the calendar greys these
 * out (docs/decisions/130-booking-page-shows-the-day.md).
 */
export function datesWithoutBookableStart(args: {
  dates: readonly string[];
  occupancies: readonly (OccupancyInterval & { bookingDate: string })[];
  leagues: readonly LeagueBlocker[];
  durationMinutes: number;
  now: Date;
  /** The configured cap and window; the specification's 4 hours and 30 days when not given. */
  limits?: BookingLimits;
}): string[] {
  const limits = args.limits ?? DEFAULT_BOOKING_LIMITS;
  const byDate = new Map<string, OccupancyInterval[]>();
  for (const o of args.occupancies) {
    const list = byDate.get(o.bookingDate) ?? [];
    list.push(o);
    byDate.set(o.bookingDate, list);
  }
  return args.dates.filter((date) => {
    const day = dayAvailability({
      date,
      occupancies: byDate.get(date) ?? [],
      leagues: args.leagues,
      ...(limits.bays ? { bays: limits.bays } : {}),
    });
    const durationMinutes = fittingDuration(args.durationMinutes, day.ownMinutes, limits.dailyCapMinutes);
    return !slotAvailability({ day, durationMinutes, now: args.now, limits }).some((s) => s.available);
  });
}

// ---- the server's final check ----

/** A request to hold a bay, as the server's check needs it. */
export interface ReservationRequest {
  kind: OccupancyKind;
  bookingDate: string;
  startTime: string;
  endTime: string;
  /** Preferred bay: kept when free, else another free bay (decision 003) — unless `exactBay`. */
  simulatorId?: number;
  /**
   * Only the preferred bay will do (staff asking for a bay, decision 461): when it is taken, refused with the bays free
   * then named in the message and in `fieldErrors.simulatorId`.
   */
  exactBay?: boolean;
  /** The member whose daily cap counts (member and staff kinds). */
  userId?: number | null;
  /** A league reserving its own sessions is not blocked by its own unscheduled session hold. */
  leagueId?: number | null;
}

/** Why a request to hold a bay is refused; the HTTP status of each is in core's one error table (errors.ts). */
export type BookingRuleCode = Extract<
  ErrorCode,
  | 'BOOKING_INVALID'
  | 'BOOKING_OUTSIDE_WINDOW'
  | 'BOOKING_IN_PAST'
  | 'BOOKING_LEAGUE_SESSION'
  | 'BOOKING_FULL'
  | 'BOOKING_DAILY_CAP'
  | 'BOOKING_BAY_RETIRED'
>;

export type ReservationCheck =
  | { ok: true; simulatorId: BayId; durationMinutes: number; startTime: string; endTime: string }
  | { ok: false; code: BookingRuleCode; message: string; fieldErrors?: { simulatorId: string[] } };

/** 'HH:mm[:ss]' 00:00..23:59, or the end-of-day '24:00[:00]' a client may compute for 23:00 + 1 h. */
function isClockTime(time: string): boolean {
  return isValidTimeString(time) || time === '24:00' || time === '24:00:00';
}

function hasSeconds(time: string): boolean {
  return time.length === 8 && !time.endsWith(':00');
}

type Fail = Extract<ReservationCheck, { ok: false }>;
const fail = (code: BookingRuleCode, message: string): Fail => ({ ok: false, code, message });

/**
 * Times of a request on the booking grid (members, staff, walk-ins, lessons): half hours, last start 23:00,
 * end by 23:30, 30 minutes to 4 hours. Returns minutes or the refusal (BOOKING_INVALID).
 */
function bookingGridTimes(startTime: string, endTime: string): { start: number; end: number } | Fail {
  const start = timeToMinutes(startTime);
  let end = timeToMinutes(endTime);
  // A client that wraps 23:00 + 1 h to '00:00' means midnight at the end of the day.
  if (end === 0 && start > 0) end = DAY_END_MINUTES;
  if (start % SLOT_MINUTES !== 0 || end % SLOT_MINUTES !== 0 || hasSeconds(startTime) || hasSeconds(endTime)) {
    return fail('BOOKING_INVALID', BOOKING_MESSAGES.offGrid);
  }
  if (start > LAST_START_MINUTES) return fail('BOOKING_INVALID', BOOKING_MESSAGES.lastStart);
  if (end > LATEST_END_MINUTES) return fail('BOOKING_INVALID', BOOKING_MESSAGES.latestEnd);
  if (!isValidDuration(end - start)) return fail('BOOKING_INVALID', BOOKING_MESSAGES.duration);
  return { start, end };
}

/** A league session's times: any whole minute, ending after it starts and by midnight (the league form's times). */
function sessionTimes(startTime: string, endTime: string): { start: number; end: number } | Fail {
  if (hasSeconds(startTime) || hasSeconds(endTime)) return fail('BOOKING_INVALID', BOOKING_MESSAGES.sessionTimes);
  const start = timeToMinutes(startTime);
  let end = timeToMinutes(endTime);
  if (end === 0 && start > 0) end = DAY_END_MINUTES;
  if (start >= DAY_END_MINUTES || end <= start) return fail('BOOKING_INVALID', BOOKING_MESSAGES.sessionTimes);
  return { start, end };
}

/**
 * The server's final word on a request to hold a bay, for any kind. Checks, in order (decision 003):
 * BOOKING_INVALID invalid date or times; BOOKING_OUTSIDE_WINDOW date outside today..+30 (not for leagues, whose
 * schedules run for months); BOOKING_INVALID grid, last start, latest end, duration (leagues: any minute, ending
 * after the start, by midnight); BOOKING_IN_PAST start not after now; no free bay: BOOKING_LEAGUE_SESSION when
 * leagues hold every bay, else BOOKING_FULL; BOOKING_DAILY_CAP the member's 4-hour cap (member and staff kinds,
 * unless `enforceDailyCap` is false). The status of each code is in core's error table (errors.ts). A walk-in
 * starting now may start in the half hour now running (`allowRunningSlot`).
 * `occupancies`: every occupancy of that date (both bays); `leagues`: the leagues (only unscheduled sessions on
 * that date hold bays). Pass `excludeOccupancyId` when moving one. Returns the bay and 'HH:mm:ss' times.
 */
export function checkReservation(args: {
  request: ReservationRequest;
  occupancies: readonly OccupancyInterval[];
  leagues: readonly LeagueBlocker[];
  now: Date;
  excludeOccupancyId?: number;
  enforceDailyCap?: boolean;
  /**
   * A walk-in starting now (docs/decisions/173-walk-ins-and-arrival.md): the half hour now running is accepted as
   * its start, although it began a few minutes ago. Only that one; earlier starts are still BOOKING_IN_PAST.
   */
  allowRunningSlot?: boolean;
  /** The configured cap and window; the specification's 4 hours and 30 days when not given. */
  limits?: BookingLimits;
}): ReservationCheck {
  const { request, now, enforceDailyCap = true, limits = DEFAULT_BOOKING_LIMITS } = args;
  const { bookingDate: date, kind } = request;
  const isLeague = kind === 'league';

  if (!isValidDateString(date)) return fail('BOOKING_INVALID', BOOKING_MESSAGES.invalidDate);
  if (!isClockTime(request.startTime) || !isClockTime(request.endTime)) {
    return fail('BOOKING_INVALID', isLeague ? BOOKING_MESSAGES.sessionTimes : BOOKING_MESSAGES.offGrid);
  }
  if (!isLeague && !isBookableDate(date, now, limits.bookingWindowDays)) {
    return fail('BOOKING_OUTSIDE_WINDOW', outsideWindowMessage(limits.bookingWindowDays));
  }

  const times = isLeague
    ? sessionTimes(request.startTime, request.endTime)
    : bookingGridTimes(request.startTime, request.endTime);
  if ('ok' in times) return times;
  const { start, end } = times;
  const startTime = minutesToTime(start);
  if (isPastStart(date, startTime, now) && !(args.allowRunningSlot === true && isRunningSlot(date, startTime, now))) {
    return fail('BOOKING_IN_PAST', BOOKING_MESSAGES.past);
  }

  const day = dayAvailability(
    { date, occupancies: args.occupancies, leagues: args.leagues, ...(limits.bays ? { bays: limits.bays } : {}) },
    {
      ...(args.excludeOccupancyId !== undefined ? { excludeOccupancyId: args.excludeOccupancyId } : {}),
      ...(isLeague && request.leagueId != null ? { forLeagueId: request.leagueId } : {}),
      ...(request.userId != null ? { memberId: request.userId } : {}),
    },
  );
  // A bay asked for must be one of the facility's; a retired one takes no new bookings.
  if (request.simulatorId !== undefined && openBay(day, request.simulatorId) === null) {
    return day.holdsByBay.has(request.simulatorId)
      ? fail('BOOKING_BAY_RETIRED', BOOKING_MESSAGES.bayRetired)
      : fail('BOOKING_INVALID', BOOKING_MESSAGES.bayRequired);
  }
  const exact = request.exactBay === true ? openBay(day, request.simulatorId) : null;
  if (request.exactBay === true && exact === null) return fail('BOOKING_INVALID', BOOKING_MESSAGES.bayRequired);
  const bay = exact
    ? bayFree(holdsOf(day, exact), start, end)
      ? exact
      : null
    : chooseBayMinutes(day, start, end, request.simulatorId, kind);
  if (bay === null && exact) {
    // The bay asked for is taken: name the ones free over the same stay, never take one of them silently.
    const free = day.openBays.filter((id) => id !== exact && bayFree(holdsOf(day, id), start, end));
    if (free.length > 0) {
      const message = bayTakenMessage(
        bayName(exact, limits.bays),
        free.map((id) => bayName(id, limits.bays)),
      );
      return { ...fail('BOOKING_FULL', message), fieldErrors: { simulatorId: [message] } };
    }
  }
  if (bay === null) {
    const reason = unavailableReason(day, exact ? [exact] : day.openBays, start, end);
    return reason === 'league'
      ? fail('BOOKING_LEAGUE_SESSION', BOOKING_MESSAGES.league)
      : fail('BOOKING_FULL', BOOKING_MESSAGES.fullyBooked);
  }

  const durationMinutes = end - start;
  if (enforceDailyCap && isMemberBookingKind(kind) && request.userId != null) {
    if (day.ownMinutes + durationMinutes > limits.dailyCapMinutes)
      return fail('BOOKING_DAILY_CAP', dailyCapMessage(limits.dailyCapMinutes));
  }
  return { ok: true, simulatorId: bay, durationMinutes, startTime: minutesToTime(start), endTime: minutesToTime(end) };
}
