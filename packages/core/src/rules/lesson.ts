// Lesson rules: lengths, the coach's weekly hours and time off, the booking lead time and cancellation cut-off,
// and the member's monthly complimentary lesson. Pure functions of facility dates and times (time.ts); the
// lesson page calls them to offer start times, the server calls them inside the booking lock to decide, so the
// page never offers what the server refuses (docs/decisions/121-lesson-availability-and-cut-offs.md).
// Bays come from the one availability model (occupancy.ts): a lesson is a 'lesson' occupancy, so lessons,
// bookings and leagues can never double-book a bay (docs/decisions/120-coaching-lessons.md).
import { isValidDateString, facilityInstant, minutesToTime, timeToMinutes, weekdayName, WEEKDAY_NAMES } from '../time';
import { SLOT_MINUTES, type SlotOption } from './booking';
import { formatCents } from '../payments/rules';
import { DEFAULT_LESSON_CUTOFFS, type LessonCutoffs, type LessonStatus } from './lesson-policy';

/** The lesson lengths members choose from (minutes). */
export const LESSON_LENGTHS_MINUTES = [30, 60] as const;
export type LessonLength = (typeof LESSON_LENGTHS_MINUTES)[number];

/** Complimentary lessons per member per calendar month (membership benefit, docs/requirements.md#membership-offer). */
export const COMPLIMENTARY_LESSONS_PER_MONTH = 1;

export const LESSON_MESSAGES = {
  length: 'Please choose a lesson length of 30 or 60 minutes.',
  tooSoon: 'Lessons must be booked at least 2 hours before they start.',
  coachUnavailable: 'The coach is not available at that time. Please choose another time.',
  noCoachAvailable: 'No coach is available at that time. Please choose another time.',
  notCancellable:
    'Lessons can be canceled online up to 24 hours before they start. Please call the front desk to cancel.',
  alreadyCancelled: 'This lesson has already been canceled.',
  notStarted: 'A lesson can be marked completed or no-show only once it has started.',
  cancelledOutcome: 'A canceled lesson cannot be marked completed or no-show.',
  notACoach: 'That user is not a coach.',
  hoursOverlap: 'Weekly hours on the same day must not overlap.',
  hoursOrder: 'The end time must be after the start time.',
  timeOffOrder: 'The last day off must be on or after the first.',
  paidAtDesk: 'Paid at the front desk',
  complimentary: 'Complimentary (monthly membership lesson)',
  cancellationPolicy:
    'You can cancel a lesson here up to 24 hours before it starts. After that, please call the front desk.',
} as const;

export function isLessonLength(minutes: number): minutes is LessonLength {
  return (LESSON_LENGTHS_MINUTES as readonly number[]).includes(minutes);
}

/** A recurring weekly window of a coach: weekday 0 = Sunday .. 6 = Saturday, 'HH:mm:ss' times. */
export interface WeeklyWindow {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** Whole days off, inclusive ('yyyy-MM-dd'). */
export interface TimeOff {
  startDate: string;
  endDate: string;
}

/** An interval a coach is already teaching on the date (their booked lessons). */
export interface CoachBusy {
  startTime: string;
  endTime: string;
}

export interface CoachDay {
  hours: readonly WeeklyWindow[];
  timeOff: readonly TimeOff[];
  busy: readonly CoachBusy[];
}

export function weekdayIndex(date: string): number {
  return WEEKDAY_NAMES.indexOf(weekdayName(date));
}

/** Is any time off covering `date`? */
export function isOnTimeOff(date: string, timeOff: readonly TimeOff[]): boolean {
  return timeOff.some((t) => t.startDate <= date && date <= t.endDate);
}

/**
 * Does the coach teach over [startTime, startTime + length) on `date`: inside one weekly window of that weekday,
 * not on a day off, not overlapping a lesson they already give (half-open intervals).
 */
export function isCoachAvailable(coach: CoachDay, date: string, startTime: string, lengthMinutes: number): boolean {
  if (!isValidDateString(date)) return false;
  if (isOnTimeOff(date, coach.timeOff)) return false;
  const start = timeToMinutes(startTime);
  const end = start + lengthMinutes;
  const weekday = weekdayIndex(date);
  const inWindow = coach.hours.some(
    (w) => w.weekday === weekday && timeToMinutes(w.startTime) <= start && end <= endMinutesOf(w.endTime),
  );
  if (!inWindow) return false;
  return !coach.busy.some((b) => timeToMinutes(b.startTime) < end && start < endMinutesOf(b.endTime));
}

/** '00:00' as an end means midnight at the end of the day. */
function endMinutesOf(time: string): number {
  const m = timeToMinutes(time);
  return m === 0 ? 24 * 60 : m;
}

/** Is the start at least the lead time away from `now` (real elapsed time, so DST changes count correctly)? */
export function meetsLeadTime(
  date: string,
  startTime: string,
  now: Date,
  cutoffs: LessonCutoffs = DEFAULT_LESSON_CUTOFFS,
): boolean {
  return facilityInstant(date, startTime).getTime() - now.getTime() >= cutoffs.bookingLeadMinutes * 60_000;
}

/** The instant after which a member can no longer cancel online: the cut-off (24 real hours) before the start. */
export function lessonCancelDeadline(
  date: string,
  startTime: string,
  cutoffs: LessonCutoffs = DEFAULT_LESSON_CUTOFFS,
): Date {
  return new Date(facilityInstant(date, startTime).getTime() - cutoffs.cancelCutoffHours * 3_600_000);
}

/** May the member cancel online at `now`? */
export function canMemberCancelLesson(
  lesson: { lessonDate: string; startTime: string },
  now: Date,
  cutoffs: LessonCutoffs = DEFAULT_LESSON_CUTOFFS,
): boolean {
  return now.getTime() < lessonCancelDeadline(lesson.lessonDate, lesson.startTime, cutoffs).getTime();
}

/** Has the lesson started (so it may be marked completed or no-show)? */
export function hasLessonStarted(lesson: { lessonDate: string; startTime: string }, now: Date): boolean {
  return now.getTime() >= facilityInstant(lesson.lessonDate, lesson.startTime).getTime();
}

/** The calendar month of a facility date, 'yyyy-MM' (the complimentary lesson's month). */
export function lessonMonth(date: string): string {
  return date.slice(0, 7);
}

/**
 * Is a new lesson on `date` the member's complimentary one? Yes when fewer than the monthly allowance of the
 * member's non-cancelled lessons in that calendar month are complimentary already.
 */
export function isComplimentaryLesson(
  date: string,
  memberLessons: readonly { lessonDate: string; complimentary: boolean; status: LessonStatus }[],
): boolean {
  const month = lessonMonth(date);
  const used = memberLessons.filter(
    (l) => l.complimentary && l.status !== 'cancelled' && lessonMonth(l.lessonDate) === month,
  ).length;
  return used < COMPLIMENTARY_LESSONS_PER_MONTH;
}

/**
 * How a lesson is paid, in the member's words, as its e-mails and calendar entry say it when booked: free, paid at
 * the front desk (its coach has no price), or its price, paid online or at the desk
 * (docs/decisions/303-lesson-prices-and-payment.md; where a booked lesson's payment stands: lessonPaymentStatusLabel).
 */
export function lessonPaymentLabel(complimentary: boolean, priceCents: number | null = null): string {
  if (complimentary) return LESSON_MESSAGES.complimentary;
  return priceCents === null
    ? LESSON_MESSAGES.paidAtDesk
    : `${formatCents(priceCents)}, paid online or at the front desk`;
}

export interface LessonStartOption {
  startTime: string;
  endTime: string;
  /** Coaches free then (in the order given), with the bay they would get. */
  coachIds: number[];
  simulatorId: number;
}

/**
 * The start times to offer: the bay grid's available starts for the lesson length (core's slotAvailability for
 * kind 'lesson', computed by the caller), that meet the lead time, and where at least one of the coaches teaches.
 */
export function lessonStartOptions(args: {
  date: string;
  lengthMinutes: number;
  slots: readonly SlotOption[];
  coaches: readonly (CoachDay & { coachId: number })[];
  now: Date;
  cutoffs?: LessonCutoffs;
}): LessonStartOption[] {
  const { date, lengthMinutes, slots, coaches, now, cutoffs } = args;
  if (!isLessonLength(lengthMinutes)) return [];
  const out: LessonStartOption[] = [];
  for (const slot of slots) {
    if (!slot.available || slot.simulatorId === undefined) continue;
    if (!meetsLeadTime(date, slot.startTime, now, cutoffs)) continue;
    const coachIds = coaches
      .filter((c) => isCoachAvailable(c, date, slot.startTime, lengthMinutes))
      .map((c) => c.coachId);
    if (coachIds.length > 0) {
      out.push({ startTime: slot.startTime, endTime: slot.endTime, coachIds, simulatorId: slot.simulatorId });
    }
  }
  return out;
}

/**
 * Checks a coach's weekly hours: half-hour grid, end after start, no two windows of one weekday overlapping.
 * Returns the first problem's message, or null.
 */
export function weeklyHoursProblem(hours: readonly WeeklyWindow[]): string | null {
  for (const w of hours) {
    const start = timeToMinutes(w.startTime);
    const end = endMinutesOf(w.endTime);
    if (end <= start) return LESSON_MESSAGES.hoursOrder;
    if (start % SLOT_MINUTES !== 0 || end % SLOT_MINUTES !== 0) return 'Times must be on the hour or half hour.';
  }
  for (let i = 0; i < hours.length; i++) {
    for (let j = i + 1; j < hours.length; j++) {
      const a = hours[i]!;
      const b = hours[j]!;
      if (a.weekday !== b.weekday) continue;
      if (
        timeToMinutes(a.startTime) < endMinutesOf(b.endTime) &&
        timeToMinutes(b.startTime) < endMinutesOf(a.endTime)
      ) {
        return LESSON_MESSAGES.hoursOverlap;
      }
    }
  }
  return null;
}

/** The end 'HH:mm:ss' of a lesson. */
export function lessonEndTime(startTime: string, lengthMinutes: number): string {
  return minutesToTime(timeToMinutes(startTime) + lengthMinutes);
}
