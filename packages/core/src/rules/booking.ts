// Booking rules (SPEC §5 Booking, §9): the slot grid, the 30-day window, durations, the two bays, league
// sessions and the members' 4-hour daily cap. Pure functions; the clock is passed in as `now` and read on the
// facility's wall clock (America/New_York), never the machine's. The booking page uses slotAvailability to
// draw its choices; the server calls checkBookingRequest as the final authority (inside its booking lock).
// Decisions: docs/decisions/001-facility-time-zone.md, 003-booking-bay-assignment.md.
import { leagueSessionOverlaps, type LeagueSession } from './league';
import {
  addDaysToDateString,
  compareWallClock,
  daysBetweenDateStrings,
  facilityNow,
  facilityToday,
  isValidDateString,
  isValidTimeString,
  minutesToTime,
  timeToMinutes,
} from '../time';

export const DAILY_CAP_MINUTES = 240;
export const ADVANCE_BOOKING_DAYS = 30;
export const BAY_COUNT = 2;
export const BAY_IDS = [1, 2] as const;
export type BayId = (typeof BAY_IDS)[number];
export const SLOT_MINUTES = 30;
export const MIN_DURATION_MINUTES = 30;
export const MAX_DURATION_MINUTES = 240;
export const DURATION_OPTIONS_MINUTES: readonly number[] = [30, 60, 90, 120, 150, 180, 210, 240];
export const LAST_START = '23:00';
export const LATEST_END = '23:30';
const LAST_START_MINUTES = 23 * 60;
const LATEST_END_MINUTES = 23 * 60 + 30;

export const BOOKING_MESSAGES = {
  fullyBooked: 'This time slot is fully booked. Please choose another time.',
  league: 'This time is reserved for a league session. Please choose another time.',
  dailyCap: 'Daily limit reached: members can book at most 4 hours per day.',
  outsideWindow: 'Bookings can be made from today up to 30 days ahead.',
  past: 'This start time has already passed. Please choose a later time.',
  invalidDate: 'Please choose a valid booking date.',
  offGrid: 'Bookings start and end on the hour or half hour.',
  lastStart: 'The last start time is 11:00 PM.',
  latestEnd: 'Bookings must end by 11:30 PM.',
  duration: 'Bookings last from 30 minutes to 4 hours, in half-hour steps.',
  notCancellable: 'Only future bookings can be cancelled.',
} as const;

/** What the rules need of an existing booking. bookingDate/id, when present, let callers pass wider lists. */
export interface BookingInterval {
  id?: number;
  simulatorId: number;
  bookingDate?: string;
  startTime: string;
  endTime: string;
}

export type UnavailableReason = 'full' | 'league' | 'exceeds_limit';

export interface SlotOption {
  /** 'HH:mm:ss' */
  startTime: string;
  /** 'HH:mm:ss' */
  endTime: string;
  available: boolean;
  reason?: UnavailableReason;
}

// ---- durations and times ----

/** Wall-clock minutes from start to end ('HH:mm[:ss]'). */
export function bookingDurationMinutes(startTime: string, endTime: string): number {
  return timeToMinutes(endTime) - timeToMinutes(startTime);
}

export function bookingDurationHours(booking: { startTime: string; endTime: string }): number {
  return bookingDurationMinutes(booking.startTime, booking.endTime) / 60;
}

/** Start + duration → 'HH:mm:ss'. */
export function endTimeFor(startTime: string, durationMinutes: number): string {
  return minutesToTime(timeToMinutes(startTime) + durationMinutes);
}

export function isValidDuration(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= MIN_DURATION_MINUTES &&
    minutes <= MAX_DURATION_MINUTES &&
    minutes % SLOT_MINUTES === 0
  );
}

/** '30 min', '1 hour', '1.5 hours', '4 hours'. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Total booked minutes of a list of bookings (e.g. one member's bookings on one day). */
export function totalBookedMinutes(bookings: readonly { startTime: string; endTime: string }[]): number {
  return bookings.reduce((sum, b) => sum + bookingDurationMinutes(b.startTime, b.endTime), 0);
}

/** Minutes the member may still book on that day under the 4-hour cap. */
export function remainingDailyMinutes(minutesAlreadyBooked: number): number {
  return Math.max(0, DAILY_CAP_MINUTES - minutesAlreadyBooked);
}

/** 'HH:mm[:ss]' 00:00..23:59, or the end-of-day '24:00[:00]' a client may compute for 23:00 + 1 h. */
function isClockTime(time: string): boolean {
  return isValidTimeString(time) || time === '24:00' || time === '24:00:00';
}

function hasSeconds(time: string): boolean {
  return time.length === 8 && !time.endsWith(':00');
}

function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd; // half-open [start, end)
}

// ---- dates and the slot grid ----

/** Facility dates a member may book: today .. today + 30, inclusive. */
export function bookableDates(now: Date): string[] {
  const today = facilityToday(now);
  return Array.from({ length: ADVANCE_BOOKING_DAYS + 1 }, (_, i) => addDaysToDateString(today, i));
}

export function isBookableDate(date: string, now: Date): boolean {
  if (!isValidDateString(date)) return false;
  const offset = daysBetweenDateStrings(facilityToday(now), date);
  return offset >= 0 && offset <= ADVANCE_BOOKING_DAYS;
}

/** Every start of the daily grid, 00:00:00 .. 23:00:00 (47 wall-clock starts, also on DST change days). */
export const ALL_START_TIMES: readonly string[] = Array.from({ length: LAST_START_MINUTES / SLOT_MINUTES + 1 }, (_, i) =>
  minutesToTime(i * SLOT_MINUTES),
);

/** A start that is not after `now` (facility wall clock) is past. */
export function isPastStart(date: string, startTime: string, now: Date): boolean {
  return compareWallClock({ date, minutes: timeToMinutes(startTime) }, facilityNow(now)) <= 0;
}

/** Start times offered for `date`: none outside the booking window; today's past starts hidden. */
export function startSlots(date: string, now: Date): string[] {
  if (!isBookableDate(date, now)) return [];
  return ALL_START_TIMES.filter((start) => !isPastStart(date, start, now));
}

function bookingsOn<T extends BookingInterval>(date: string, bookings: readonly T[], excludeId?: number): T[] {
  return bookings.filter(
    (b) => (b.bookingDate === undefined || b.bookingDate === date) && (excludeId === undefined || b.id !== excludeId),
  );
}

function bayIsFree(bookings: readonly BookingInterval[], bay: number, start: number, end: number): boolean {
  return !bookings.some(
    (b) => b.simulatorId === bay && overlaps(start, end, timeToMinutes(b.startTime), timeToMinutes(b.endTime)),
  );
}

/**
 * The bay for [start, end): bay 1 unless a booking on bay 1 overlaps, else bay 2, else null (fully booked).
 * A `preferred` bay is used when it is free (the server honours the bay the member's page chose).
 */
export function chooseBay(
  dayBookings: readonly BookingInterval[],
  startTime: string,
  endTime: string,
  preferred?: number,
): BayId | null {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  const order: BayId[] = preferred === 2 ? [2, 1] : [1, 2];
  return order.find((bay) => bayIsFree(dayBookings, bay, start, end)) ?? null;
}

/** Is [start, end) inside an active league session on that date? */
export function conflictsWithLeague(
  leagues: readonly LeagueSession[],
  date: string,
  startTime: string,
  endTime: string,
): boolean {
  return leagues.some((league) => leagueSessionOverlaps(league, date, startTime, endTime));
}

/**
 * The start-time choices for a date and duration, as the booking page shows them. Starts whose end would pass
 * 23:30 are left out; today's past starts are left out. An unavailable slot says why: a league session, both
 * bays taken, or the member's 4-hour cap ('(Exceeds Limit)').
 */
export function slotAvailability(args: {
  date: string;
  durationMinutes: number;
  dayBookings: readonly BookingInterval[];
  leagues: readonly LeagueSession[];
  minutesAlreadyBookedByMember: number;
  now: Date;
}): SlotOption[] {
  const { date, durationMinutes, leagues, minutesAlreadyBookedByMember, now } = args;
  if (!isValidDuration(durationMinutes)) return [];
  const dayBookings = bookingsOn(date, args.dayBookings);
  const exceeds = minutesAlreadyBookedByMember + durationMinutes > DAILY_CAP_MINUTES;
  return startSlots(date, now)
    .filter((start) => timeToMinutes(start) + durationMinutes <= LATEST_END_MINUTES)
    .map((startTime) => {
      const endTime = endTimeFor(startTime, durationMinutes);
      let reason: UnavailableReason | undefined;
      if (conflictsWithLeague(leagues, date, startTime, endTime)) reason = 'league';
      else if (chooseBay(dayBookings, startTime, endTime) === null) reason = 'full';
      else if (exceeds) reason = 'exceeds_limit';
      return reason ? { startTime, endTime, available: false, reason } : { startTime, endTime, available: true };
    });
}

export type BookingCheckResult =
  | { ok: true; simulatorId: BayId; durationMinutes: number; startTime: string; endTime: string }
  | { ok: false; status: 400 | 409 | 422; message: string };

/**
 * The server's final word on a booking request. Checks, in order: date and window (400/422), grid, last start,
 * latest end, duration (400), start not past (422), league session, bay availability, daily cap (409).
 * The requested simulatorId is kept when free, otherwise the other free bay is assigned; only when both bays
 * are taken is the request rejected. Returns the normalised 'HH:mm:ss' times.
 *
 * dayBookings: every booking on that date (both bays). memberBookingsThatDay: the member's own bookings that
 * date. Pass `excludeBookingId` when moving an existing booking so it does not collide with itself.
 * `enforceDailyCap: false` lets an admin book beyond a member's cap (front-desk override).
 */
export function checkBookingRequest(args: {
  request: { bookingDate: string; startTime: string; endTime: string; simulatorId?: number };
  dayBookings: readonly BookingInterval[];
  memberBookingsThatDay: readonly BookingInterval[];
  leagues: readonly LeagueSession[];
  now: Date;
  excludeBookingId?: number;
  enforceDailyCap?: boolean;
}): BookingCheckResult {
  const { request, leagues, now, excludeBookingId, enforceDailyCap = true } = args;
  const { bookingDate: date } = request;
  const fail = (status: 400 | 409 | 422, message: string) => ({ ok: false, status, message }) as const;

  if (!isValidDateString(date)) return fail(400, BOOKING_MESSAGES.invalidDate);
  if (!isClockTime(request.startTime) || !isClockTime(request.endTime)) return fail(400, BOOKING_MESSAGES.offGrid);
  if (!isBookableDate(date, now)) return fail(422, BOOKING_MESSAGES.outsideWindow);

  const start = timeToMinutes(request.startTime);
  let end = timeToMinutes(request.endTime);
  // A client that wraps 23:00 + 1 h to '00:00' means midnight at the end of the day.
  if (end === 0 && start > 0) end = 24 * 60;
  if (start % SLOT_MINUTES !== 0 || end % SLOT_MINUTES !== 0 || hasSeconds(request.startTime) || hasSeconds(request.endTime)) {
    return fail(400, BOOKING_MESSAGES.offGrid);
  }
  if (start > LAST_START_MINUTES) return fail(400, BOOKING_MESSAGES.lastStart);
  if (end > LATEST_END_MINUTES) return fail(400, BOOKING_MESSAGES.latestEnd);
  const durationMinutes = end - start;
  if (!isValidDuration(durationMinutes)) return fail(400, BOOKING_MESSAGES.duration);

  const startTime = minutesToTime(start);
  const endTime = minutesToTime(end);
  if (isPastStart(date, startTime, now)) return fail(422, BOOKING_MESSAGES.past);
  if (conflictsWithLeague(leagues, date, startTime, endTime)) return fail(409, BOOKING_MESSAGES.league);

  const dayBookings = bookingsOn(date, args.dayBookings, excludeBookingId);
  const bay = chooseBay(dayBookings, startTime, endTime, request.simulatorId);
  if (bay === null) return fail(409, BOOKING_MESSAGES.fullyBooked);

  if (enforceDailyCap) {
    const already = totalBookedMinutes(bookingsOn(date, args.memberBookingsThatDay, excludeBookingId));
    if (already + durationMinutes > DAILY_CAP_MINUTES) return fail(409, BOOKING_MESSAGES.dailyCap);
  }
  return { ok: true, simulatorId: bay, durationMinutes, startTime, endTime };
}

/** Future = its date and start time are after now on the facility clock. Only future bookings can be cancelled. */
export function isFutureBooking(booking: { bookingDate: string; startTime: string }, now: Date): boolean {
  return !isPastStart(booking.bookingDate, booking.startTime, now);
}
