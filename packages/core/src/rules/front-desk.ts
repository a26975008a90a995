// The front desk's rules (docs/requirements.md#roles: "the desktop build during staff hours (8am-8pm)"):
// staffed hours on the facility's wall clock (staffed-hours.ts), when a walk-in may start, and when someone may be
// checked in.
// Pure functions of `now`, read on the facility clock whatever the machine's zone. The server enforces the
// staffed hours for the front-desk role through the role policy (policy.ts); the desk draws its "closed"
// notice from the same function, so the two never disagree (docs/decisions/172-staffed-hours.md,
// docs/decisions/173-walk-ins-and-arrival.md).
import type { OccupancyKind } from '../schemas/booking';
import { addDaysToDateString, facilityInstant, facilityNow, minutesToTime, timeToMinutes } from '../time';
import { LAST_START_MINUTES, SLOT_MINUTES } from './booking';
import type { WallClockMoment } from './staffed-hours';

export const FRONT_DESK_MESSAGES = {
  arrivalNotToday: 'Only bookings for today can be checked in.',
  arrivalKind: 'League reservations are not checked in at the desk.',
  arrivalTooEarly: 'Check-in opens one hour before the booking starts.',
  arrivalOver: 'This booking has already ended.',
  walkInMember: 'Please choose a member',
  noShowKind: "Only a member's booking made ahead can be marked a no-show.",
  noShowNotStarted: 'A booking can be marked a no-show once it has started.',
  noShowArrived: 'This booking is checked in: undo the check-in before marking a no-show.',
} as const;

// ---- walk-ins ----

/** A walk-in starts in the half hour now running ('now') or at the next half hour ('next'). */
export const WALK_IN_STARTS = ['now', 'next'] as const;
export type WalkInStart = (typeof WALK_IN_STARTS)[number];
/**
 * When a walk-in starts as the desk asks for it: 'now', 'next', or a half hour later today ('HH:mm:ss', as the
 * form's list of later starts offers them; docs/decisions/262-the-desk-on-a-busy-night.md).
 */
export type WalkInStartChoice = WalkInStart | (string & {});

/**
 * Up to this many minutes into a half hour, a walk-in "now" starts at that half hour (10:00 at 10:12: the guest has
 * lost little of it); from here on it starts at the next one (10:30 at 10:22), so a guest does not pay for, nor a
 * member's day count, most of a half hour already gone (docs/decisions/173-walk-ins-and-arrival.md).
 */
export const WALK_IN_ROUND_UP_AFTER_MINUTES = 15;

/**
 * Where a walk-in starting `start` begins on the facility clock: 'now' is now rounded to the nearest half hour
 * (10:00 at 10:12, 10:30 at 10:15 or 10:22), 'next' the half hour after that (10:30 at 10:12, 11:00 at 10:22).
 * Past 23:30 it is tomorrow's midnight. A time of day ('16:30:00') is that time today; whether it is still to come
 * is the booking rules' to say (checkReservation: BOOKING_IN_PAST).
 */
export function walkInStartAt(start: WalkInStartChoice, now: Date): WallClockMoment {
  const { date, minutes } = facilityNow(now);
  if (start !== 'now' && start !== 'next') return { date, time: minutesToTime(timeToMinutes(start)) };
  const into = minutes % SLOT_MINUTES;
  const nowStart = minutes - into + (into >= WALK_IN_ROUND_UP_AFTER_MINUTES ? SLOT_MINUTES : 0);
  const begins = start === 'now' ? nowStart : nowStart + SLOT_MINUTES;
  if (begins >= 24 * 60) return { date: addDaysToDateString(date, 1), time: minutesToTime(begins - 24 * 60) };
  return { date, time: minutesToTime(begins) };
}

/**
 * True when a walk-in asked for as `start` begins where 'now' does: the one start the running half hour may be
 * (a time chosen from the list that equals now's start counts as 'now').
 */
export function isWalkInNow(start: WalkInStartChoice, now: Date): boolean {
  const at = walkInStartAt(start, now);
  const nowAt = walkInStartAt('now', now);
  return at.date === nowAt.date && at.time === nowAt.time;
}

/**
 * The starts the desk offers for a walk-in today, as times of day: now's start (rounded as 'now' is), then every
 * half hour up to the grid's last start. Empty once now's start is tomorrow.
 */
export function walkInStartsToday(now: Date): string[] {
  const today = facilityNow(now).date;
  const first = walkInStartAt('now', now);
  if (first.date !== today) return [];
  const starts: string[] = [];
  for (let m = timeToMinutes(first.time); m <= LAST_START_MINUTES; m += SLOT_MINUTES) starts.push(minutesToTime(m));
  return starts;
}

// ---- arrival (check-in) ----

/** How long before its start a booking may be checked in. */
export const ARRIVAL_EARLY_MINUTES = 60;

export type ArrivalCheck = { ok: true } | { ok: false; message: string };

/**
 * May the person holding this bay be marked arrived (or the mark be taken back) at `now`? Bookings of today's
 * facility date only, from an hour before their start until their end; people's bookings (member, staff-made,
 * walk-in, lesson), not league reservations, which are the league's night rather than one person's.
 */
export function arrivalCheck(
  occupancy: { kind: OccupancyKind; bookingDate: string; startTime: string; endTime: string },
  now: Date,
): ArrivalCheck {
  if (occupancy.kind === 'league') return { ok: false, message: FRONT_DESK_MESSAGES.arrivalKind };
  const wall = facilityNow(now);
  if (occupancy.bookingDate !== wall.date) return { ok: false, message: FRONT_DESK_MESSAGES.arrivalNotToday };
  if (wall.minutes < timeToMinutes(occupancy.startTime) - ARRIVAL_EARLY_MINUTES) {
    return { ok: false, message: FRONT_DESK_MESSAGES.arrivalTooEarly };
  }
  if (wall.minutes >= timeToMinutes(occupancy.endTime)) return { ok: false, message: FRONT_DESK_MESSAGES.arrivalOver };
  return { ok: true };
}

// ---- no-shows (docs/decisions/266-the-booking-dialog-and-no-shows.md) ----

/** How long after its start a booking may be marked a no-show, unless the facility sets another (a setting). */
export const DEFAULT_NO_SHOW_GRACE_MINUTES = 15;
/** The longest grace time an admin may set: two hours. */
export const MAX_NO_SHOW_GRACE_MINUTES = 120;

/** 'A booking can be marked a no-show 15 minutes after it starts.': the refusal while the grace time runs. */
export function noShowGraceMessage(graceMinutes: number): string {
  if (graceMinutes === 0) return FRONT_DESK_MESSAGES.noShowNotStarted;
  return `A booking can be marked a no-show ${graceMinutes} ${graceMinutes === 1 ? 'minute' : 'minutes'} after it starts.`;
}

/**
 * May staff mark this booking a no-show at `now`? A member's booking made ahead (member or staff-made, not a walk-in:
 * walk-ins book on arrival; not a league night or a lesson, whose coach marks its own outcome) whose grace time after
 * the start has passed (the facility's setting, 15 minutes by default: a member ten minutes late is late, not absent)
 * and whose holder is not checked in. The grace is real minutes after the start instant, so a start just before a
 * clock change waits as long as any other. Any day, not only today's (the admin's calendar marks past days too).
 * Taking the mark back is always allowed; a check-in takes it back by itself (the member came late).
 */
export function noShowCheck(
  occupancy: { kind: OccupancyKind; walkIn: boolean; bookingDate: string; startTime: string; arrivedAt: string | null },
  now: Date,
  graceMinutes: number = DEFAULT_NO_SHOW_GRACE_MINUTES,
): ArrivalCheck {
  if ((occupancy.kind !== 'member' && occupancy.kind !== 'staff') || occupancy.walkIn) {
    return { ok: false, message: FRONT_DESK_MESSAGES.noShowKind };
  }
  const start = facilityInstant(occupancy.bookingDate, occupancy.startTime).getTime();
  if (now.getTime() < start + graceMinutes * 60_000) return { ok: false, message: noShowGraceMessage(graceMinutes) };
  if (occupancy.arrivedAt !== null) return { ok: false, message: FRONT_DESK_MESSAGES.noShowArrived };
  return { ok: true };
}
