// Booking limits (docs/requirements.md#booking-rules, docs/requirements.md#booking-limits): the slot grid, the
// 30-day window, durations, the bays (two by default) and the members' 4-hour daily cap, as constants and small helpers
// (docs/decisions/003-booking-rules-and-bay-assignment.md). Pure functions; the clock is passed in as `now` and
// read on the facility's wall clock (America/New_York), never the machine's: a server in UTC would otherwise call
// a Longwood evening tomorrow (docs/decisions/001-facility-time-zone.md). Who holds which bay when, and whether a
// request may be booked, is rules/occupancy.ts.
import {
  addDaysToDateString,
  compareWallClock,
  daysBetweenDateStrings,
  facilityNow,
  facilityToday,
  isValidDateString,
  minutesToTime,
  timeToMinutes,
} from '../time';

export const DAILY_CAP_MINUTES = 240;
export const ADVANCE_BOOKING_DAYS = 30;
/** A bay's id (the simulators table's; ids 1 and 2 are Bay 1 and Bay 2). */
export type BayId = number;

/**
 * A bay as the rules need it (docs/decisions/229-bays-as-facility-settings.md): its id, and whether it takes new
 * bookings (a retired bay keeps the bookings it has, and is never chosen again).
 */
export interface BayState {
  id: BayId;
  open: boolean;
  /** Its name where the facility's settings give one (refusals name the bay); 'Bay N' when not. */
  name?: string;
}

/** A fresh install's bays, as the specification fixes them: Bay 1 and Bay 2, both open. */
export const DEFAULT_BAYS: readonly BayState[] = Object.freeze([
  Object.freeze({ id: 1, open: true }),
  Object.freeze({ id: 2, open: true }),
]);

/** The ids of the bays that take new bookings, in bay order. */
export function openBayIds(bays: readonly BayState[]): BayId[] {
  return bays.filter((bay) => bay.open).map((bay) => bay.id);
}
export const SLOT_MINUTES = 30;
export const MIN_DURATION_MINUTES = 30;
export const MAX_DURATION_MINUTES = 240;
export const DURATION_OPTIONS_MINUTES: readonly number[] = [30, 60, 90, 120, 150, 180, 210, 240];
export const LAST_START = '23:00';
export const LATEST_END = '23:30';
export const LAST_START_MINUTES = 23 * 60;
export const LATEST_END_MINUTES = 23 * 60 + 30;

/**
 * The two booking limits the facility's admins set (docs/decisions/228-facility-settings-in-the-database.md): the
 * members' daily cap and how many days ahead anyone may book. A fresh install has the specification's 4 hours and
 * 30 days; every rule below takes the configured ones and falls back to those.
 */
export interface BookingLimits {
  dailyCapMinutes: number;
  bookingWindowDays: number;
  /** The facility's bays (docs/decisions/229-bays-as-facility-settings.md); Bay 1 and Bay 2 when not given. */
  bays?: readonly BayState[];
  /** Minutes after the start before a no-show may be marked (front-desk.ts's noShowCheck); its default when absent. */
  noShowGraceMinutes?: number;
}

export const DEFAULT_BOOKING_LIMITS: Readonly<BookingLimits> = Object.freeze({
  dailyCapMinutes: DAILY_CAP_MINUTES,
  bookingWindowDays: ADVANCE_BOOKING_DAYS,
});

function hoursText(minutes: number): string {
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * Staff asked for a bay that is taken over the stay while others are free: 'Bay 7 is booked at that time. Free then:
 * Bay 2, Bay 9.' (decision 461: never moved to another bay without a word).
 */
export function bayTakenMessage(bay: string, freeBays: readonly string[]): string {
  return `${bay} is booked at that time. Free then: ${freeBays.join(', ')}.`;
}

/** The cap's message: the specification's text at the default 4 hours. */
export function dailyCapMessage(dailyCapMinutes: number = DAILY_CAP_MINUTES): string {
  return `Daily limit reached: members can book at most ${hoursText(dailyCapMinutes)} per day.`;
}

/**
 * What a staff booking form says of the cap (decision 466): staff bookings count toward the member's day like the
 * member's own; only an administrator goes past it, with a reason.
 */
export function staffCapNote(dailyCapMinutes: number = DAILY_CAP_MINUTES): string {
  return `Bookings made here count toward the member's ${hoursText(dailyCapMinutes)} a day; only an administrator can go past that, giving a reason. Every other booking rule applies.`;
}

/** The window's message: the specification's text at the default 30 days. */
export function outsideWindowMessage(bookingWindowDays: number = ADVANCE_BOOKING_DAYS): string {
  return `Bookings can be made from today up to ${bookingWindowDays} ${bookingWindowDays === 1 ? 'day' : 'days'} ahead.`;
}

export const BOOKING_MESSAGES = {
  fullyBooked: 'This time slot is fully booked. Please choose another time.',
  league: 'This time is reserved for a league session. Please choose another time.',
  dailyCap: dailyCapMessage(),
  outsideWindow: outsideWindowMessage(),
  past: 'This start time has already passed. Please choose a later time.',
  invalidDate: 'Please choose a valid booking date.',
  offGrid: 'Bookings start and end on the hour or half hour.',
  lastStart: 'The last start time is 11:00 PM.',
  latestEnd: 'Bookings must end by 11:30 PM.',
  duration: 'Bookings last from 30 minutes to 4 hours, in half-hour steps.',
  notCancellable: 'Only future bookings can be canceled.',
  notMovable: 'Only bookings that have not started can be moved.',
  bayRequired: 'Please choose a simulator bay',
  bayRetired: 'This bay is closed for new bookings. Please choose another bay.',
  sessionTimes: 'A league session must end after it starts, by midnight.',
} as const;

export type UnavailableReason = 'full' | 'league' | 'exceeds_limit';

export interface SlotOption {
  /** 'HH:mm:ss' */
  startTime: string;
  /** 'HH:mm:ss' */
  endTime: string;
  available: boolean;
  reason?: UnavailableReason;
  /** When available: the bay a request would get (bay 1 unless taken, for members). */
  simulatorId?: BayId;
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

/**
 * How a duration reads: 'long' in sentences ('30 min', '1 hour', '1.5 hours'), 'short' on the duration
 * buttons ('0.5 hrs', '1 hr', '4 hrs').
 */
export function durationLabel(minutes: number, style: 'long' | 'short' = 'long'): string {
  const hours = minutes / 60;
  if (style === 'short') return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
  if (minutes < 60) return `${minutes} min`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Total booked minutes of a list of bookings (e.g. one member's bookings on one day). */
export function totalBookedMinutes(bookings: readonly { startTime: string; endTime: string }[]): number {
  return bookings.reduce((sum, b) => sum + bookingDurationMinutes(b.startTime, b.endTime), 0);
}

/** Minutes the member may still book on that day under the daily cap (4 hours unless configured). */
export function remainingDailyMinutes(minutesAlreadyBooked: number, dailyCapMinutes = DAILY_CAP_MINUTES): number {
  return Math.max(0, dailyCapMinutes - minutesAlreadyBooked);
}

// ---- dates and the slot grid ----

/** Facility dates a member may book: today .. today + the window (30 days unless configured), inclusive. */
export function bookableDates(now: Date, bookingWindowDays = ADVANCE_BOOKING_DAYS): string[] {
  const today = facilityToday(now);
  return Array.from({ length: bookingWindowDays + 1 }, (_, i) => addDaysToDateString(today, i));
}

export function isBookableDate(date: string, now: Date, bookingWindowDays = ADVANCE_BOOKING_DAYS): boolean {
  if (!isValidDateString(date)) return false;
  const offset = daysBetweenDateStrings(facilityToday(now), date);
  return offset >= 0 && offset <= bookingWindowDays;
}

/** Every start of the daily grid, 00:00:00 .. 23:00:00 (47 wall-clock starts, also on DST change days). */
export const ALL_START_TIMES: readonly string[] = Array.from(
  { length: LAST_START_MINUTES / SLOT_MINUTES + 1 },
  (_, i) => minutesToTime(i * SLOT_MINUTES),
);

/** A start that is not after `now` (facility wall clock) is past. */
export function isPastStart(date: string, startTime: string, now: Date): boolean {
  return compareWallClock({ date, minutes: timeToMinutes(startTime) }, facilityNow(now)) <= 0;
}

/** Start times offered for `date`: none outside the booking window; today's past starts hidden. */
export function startSlots(date: string, now: Date, bookingWindowDays = ADVANCE_BOOKING_DAYS): string[] {
  if (!isBookableDate(date, now, bookingWindowDays)) return [];
  const nowOnWall = facilityNow(now); // once: converting the clock per start would dominate a month's grid
  return ALL_START_TIMES.filter((start) => compareWallClock({ date, minutes: timeToMinutes(start) }, nowOnWall) > 0);
}

/** Future = its date and start time are after now on the facility clock. Only future bookings can be cancelled. */
export function isFutureBooking(booking: { bookingDate: string; startTime: string }, now: Date): boolean {
  return !isPastStart(booking.bookingDate, booking.startTime, now);
}

/**
 * True when `startTime` on `date` is the half hour running at `now` (facility clock): the one start in the past
 * a walk-in "starting now" may have (core's checkReservation with `allowRunningSlot`).
 */
export function isRunningSlot(date: string, startTime: string, now: Date): boolean {
  const wall = facilityNow(now);
  const start = timeToMinutes(startTime);
  return wall.date === date && wall.minutes >= start && wall.minutes < start + SLOT_MINUTES;
}

/** True while the facility clock at `now` is within `date` `startTime`-`endTime` (a booking running on its bay). */
export function isRunningNow(date: string, startTime: string, endTime: string, now: Date): boolean {
  const wall = facilityNow(now);
  return wall.date === date && wall.minutes >= timeToMinutes(startTime) && wall.minutes < timeToMinutes(endTime);
}
