import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import type { SlotOption } from './booking';
import { dayAvailability, slotAvailability } from './occupancy';
import {
  canMemberCancelLesson,
  hasLessonStarted,
  isCoachAvailable,
  isComplimentaryLesson,
  isLessonLength,
  lessonCancelDeadline,
  LESSON_MESSAGES,
  lessonMonth,
  lessonPaymentLabel,
  lessonStartOptions,
  meetsLeadTime,
  weekdayIndex,
  weeklyHoursProblem,
  type CoachDay,
} from './lesson';
import { lessonCutoffMessages } from './lesson-policy';
import { weeklyHoursSchema, timeOffBodySchema, bookLessonSchema } from '../schemas/lesson';

// 2027-03-10 is a Wednesday (weekday 3).
const WED = '2027-03-10';
const coach: CoachDay = {
  hours: [
    { weekday: 3, startTime: '09:00:00', endTime: '12:00:00' },
    { weekday: 3, startTime: '14:00:00', endTime: '17:00:00' },
  ],
  timeOff: [{ startDate: '2027-03-17', endDate: '2027-03-18' }],
  busy: [{ startTime: '10:00:00', endTime: '11:00:00' }],
};

describe('lesson lengths', () => {
  it('offers 30 and 60 minutes only', () => {
    expect(isLessonLength(30)).toBe(true);
    expect(isLessonLength(60)).toBe(true);
    expect(isLessonLength(90)).toBe(false);
    expect(isLessonLength(45)).toBe(false);
  });
});

describe('coach availability', () => {
  it('is inside a weekly window of that weekday', () => {
    expect(weekdayIndex(WED)).toBe(3);
    expect(isCoachAvailable(coach, WED, '09:00', 60)).toBe(true);
    expect(isCoachAvailable(coach, WED, '11:00', 60)).toBe(true); // ends exactly at 12:00
    expect(isCoachAvailable(coach, WED, '11:30', 60)).toBe(false); // runs past the window
    expect(isCoachAvailable(coach, WED, '12:30', 30)).toBe(false); // between windows
    expect(isCoachAvailable(coach, '2027-03-11', '09:00', 30)).toBe(false); // Thursday: no hours
  });

  it('is not while the coach already teaches (half-open)', () => {
    expect(isCoachAvailable(coach, WED, '09:30', 60)).toBe(false);
    expect(isCoachAvailable(coach, WED, '10:30', 30)).toBe(false);
    expect(isCoachAvailable(coach, WED, '09:30', 30)).toBe(true); // ends as the lesson starts
    expect(isCoachAvailable(coach, WED, '11:00', 30)).toBe(true); // starts as it ends
  });

  it('is not on a day off', () => {
    expect(isCoachAvailable({ ...coach, busy: [] }, '2027-03-17', '09:00', 30)).toBe(false);
    expect(isCoachAvailable({ ...coach, busy: [] }, '2027-03-24', '09:00', 30)).toBe(true);
  });

  it('keeps weekly hours on the wall clock across the DST change (2027-03-14, 2027-11-07)', () => {
    const sunday: CoachDay = { hours: [{ weekday: 0, startTime: '08:00', endTime: '12:00' }], timeOff: [], busy: [] };
    expect(isCoachAvailable(sunday, '2027-03-14', '08:00', 60)).toBe(true);
    expect(isCoachAvailable(sunday, '2027-11-07', '11:00', 60)).toBe(true);
    expect(isCoachAvailable(sunday, '2027-11-07', '11:30', 60)).toBe(false);
  });
});

describe('weekly hours validation', () => {
  it('refuses overlaps, reversed and off-grid windows', () => {
    expect(weeklyHoursProblem(coach.hours)).toBeNull();
    expect(
      weeklyHoursProblem([
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 1, startTime: '11:30', endTime: '13:00' },
      ]),
    ).toBe('Weekly hours on the same day must not overlap.');
    expect(weeklyHoursProblem([{ weekday: 1, startTime: '12:00', endTime: '09:00' }])).toBe(
      'The end time must be after the start time.',
    );
    expect(weeklyHoursProblem([{ weekday: 1, startTime: '09:15', endTime: '10:00' }])).toBe(
      'Times must be on the hour or half hour.',
    );
    const parsed = weeklyHoursSchema.safeParse({ hours: [{ weekday: 1, startTime: '12:00', endTime: '09:00' }] });
    expect(parsed.success).toBe(false);
  });

  it('reports a malformed time as a field error instead of throwing (found by the write-route fuzz)', () => {
    const parsed = weeklyHoursSchema.safeParse({ hours: [{ weekday: 2, startTime: '', endTime: '__proto__' }] });
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error?.issues.map((issue) => issue.path.join('.')))).toEqual(
      new Set(['hours.0.startTime', 'hours.0.endTime']),
    );
  });

  it('refuses time off that ends before it starts', () => {
    expect(timeOffBodySchema.safeParse({ startDate: '2027-03-10', endDate: '2027-03-09' }).success).toBe(false);
    expect(timeOffBodySchema.safeParse({ startDate: '2027-03-10', endDate: '2027-03-10' }).success).toBe(true);
  });

  it('parses a lesson request with a 30 or 60 minute length', () => {
    const ok = bookLessonSchema.parse({ bookingDate: WED, startTime: '09:00', durationMinutes: 60 });
    expect(ok.startTime).toBe('09:00:00');
    expect(bookLessonSchema.safeParse({ bookingDate: WED, startTime: '09:00', durationMinutes: 90 }).success).toBe(
      false,
    );
  });
});

describe('lead time and cancellation cut-off (real hours, across DST)', () => {
  it('needs two hours of notice', () => {
    const now = facilityInstant(WED, '07:00');
    expect(meetsLeadTime(WED, '09:00', now)).toBe(true);
    expect(meetsLeadTime(WED, '08:30', now)).toBe(false);
  });

  it('closes online cancellation 24 hours before the start', () => {
    const lesson = { lessonDate: WED, startTime: '10:00:00' };
    expect(canMemberCancelLesson(lesson, facilityInstant('2027-03-09', '09:59'))).toBe(true);
    expect(canMemberCancelLesson(lesson, facilityInstant('2027-03-09', '10:00'))).toBe(false);
  });

  it('counts 24 real hours over the spring-forward night (23-hour day)', () => {
    // 2027-03-14 10:00 EDT is 14:00 UTC; 24 hours earlier is 2027-03-13 14:00 UTC = 09:00 EST.
    const deadline = lessonCancelDeadline('2027-03-14', '10:00');
    expect(deadline.toISOString()).toBe('2027-03-13T14:00:00.000Z');
    const lesson = { lessonDate: '2027-03-14', startTime: '10:00' };
    expect(canMemberCancelLesson(lesson, facilityInstant('2027-03-13', '09:30'))).toBe(false);
  });

  it('counts 24 real hours over the fall-back night (25-hour day)', () => {
    // 2027-11-07 10:00 EST is 15:00 UTC; 24 hours earlier is 2027-11-06 15:00 UTC = 11:00 EDT.
    expect(lessonCancelDeadline('2027-11-07', '10:00').toISOString()).toBe('2027-11-06T15:00:00.000Z');
  });

  it('knows when a lesson has started', () => {
    const lesson = { lessonDate: WED, startTime: '10:00:00' };
    expect(hasLessonStarted(lesson, facilityInstant(WED, '09:59'))).toBe(false);
    expect(hasLessonStarted(lesson, facilityInstant(WED, '10:00'))).toBe(true);
  });
});

describe('monthly complimentary lesson (facility calendar month)', () => {
  it('marks the first lesson of each calendar month complimentary', () => {
    expect(isComplimentaryLesson('2027-03-10', [])).toBe(true);
    const march = [{ lessonDate: '2027-03-02', complimentary: true, status: 'booked' as const }];
    expect(isComplimentaryLesson('2027-03-31', march)).toBe(false);
    expect(isComplimentaryLesson('2027-04-01', march)).toBe(true);
    expect(isComplimentaryLesson('2027-02-28', march)).toBe(true);
  });

  it('gives the benefit back when the complimentary lesson is cancelled', () => {
    const cancelled = [{ lessonDate: '2027-03-02', complimentary: true, status: 'cancelled' as const }];
    expect(isComplimentaryLesson('2027-03-20', cancelled)).toBe(true);
  });

  it('reads the month from the facility date, not from UTC', () => {
    // 2027-03-31 21:00 in Longwood is already April 1st in UTC: still a March lesson.
    expect(lessonMonth('2027-03-31')).toBe('2027-03');
    expect(facilityInstant('2027-03-31', '21:00').toISOString().slice(0, 7)).toBe('2027-04');
  });

  it('says how a lesson is paid', () => {
    expect(lessonPaymentLabel(true)).toBe('Complimentary (monthly membership lesson)');
    expect(lessonPaymentLabel(false)).toBe('Paid at the front desk');
  });
});

describe('offered start times', () => {
  const now = facilityInstant('2027-03-09', '12:00');
  const emptyDay = dayAvailability({ date: WED, occupancies: [], leagues: [] });

  it('are the free bay starts where a coach teaches', () => {
    const slots = slotAvailability({ day: emptyDay, durationMinutes: 60, now, kind: 'lesson' });
    const options = lessonStartOptions({
      date: WED,
      lengthMinutes: 60,
      slots,
      coaches: [{ ...coach, coachId: 7 }],
      now,
    });
    expect(options.map((o) => o.startTime)).toEqual([
      '09:00:00',
      '11:00:00',
      '14:00:00',
      '14:30:00',
      '15:00:00',
      '15:30:00',
      '16:00:00',
    ]);
    expect(options[0]).toMatchObject({ endTime: '10:00:00', coachIds: [7], simulatorId: 1 });
  });

  it('leave out starts where both bays are taken, and list every free coach', () => {
    const full = dayAvailability({
      date: WED,
      occupancies: [
        { id: 1, simulatorId: 1, startTime: '14:00:00', endTime: '15:00:00', kind: 'member', userId: 3 },
        { id: 2, simulatorId: 2, startTime: '14:00:00', endTime: '15:00:00', kind: 'member', userId: 4 },
      ],
      leagues: [],
    });
    const slots = slotAvailability({ day: full, durationMinutes: 30, now, kind: 'lesson' });
    const other: CoachDay & { coachId: number } = {
      coachId: 8,
      hours: [{ weekday: 3, startTime: '14:00', endTime: '16:00' }],
      timeOff: [],
      busy: [],
    };
    const options = lessonStartOptions({
      date: WED,
      lengthMinutes: 30,
      slots,
      coaches: [{ ...coach, coachId: 7 }, other],
      now,
    });
    const starts = options.map((o) => o.startTime);
    expect(starts).not.toContain('14:00:00');
    expect(starts).not.toContain('14:30:00');
    expect(options.find((o) => o.startTime === '15:00:00')?.coachIds).toEqual([7, 8]);
  });

  it('respect the lead time on the day itself and the lesson lengths', () => {
    const sameDay = facilityInstant(WED, '08:00');
    const slots: SlotOption[] = slotAvailability({ day: emptyDay, durationMinutes: 30, now: sameDay, kind: 'lesson' });
    const options = lessonStartOptions({
      date: WED,
      lengthMinutes: 30,
      slots,
      coaches: [{ ...coach, coachId: 7 }],
      now: sameDay,
    });
    expect(options[0]?.startTime).toBe('11:00:00'); // before 10:00 is too soon; 10:00-11:00 the coach teaches
    expect(
      lessonStartOptions({ date: WED, lengthMinutes: 90, slots, coaches: [{ ...coach, coachId: 7 }], now }),
    ).toEqual([]);
  });
});

describe('lesson cut-offs the facility configured', () => {
  const cutoffs = { bookingLeadMinutes: 240, cancelCutoffHours: 48 };
  const now = facilityInstant('2027-03-08', '09:00');

  it('the lead time and the cancel deadline follow them; the defaults are the specification’s', () => {
    expect(meetsLeadTime('2027-03-08', '12:00', now)).toBe(true);
    expect(meetsLeadTime('2027-03-08', '12:00', now, cutoffs)).toBe(false);
    expect(meetsLeadTime('2027-03-08', '13:00', now, cutoffs)).toBe(true);
    const lesson = { lessonDate: '2027-03-10', startTime: '08:00' };
    expect(canMemberCancelLesson(lesson, now)).toBe(true);
    expect(canMemberCancelLesson(lesson, now, cutoffs)).toBe(false);
    expect(lessonCancelDeadline('2027-03-10', '10:00', cutoffs)).toEqual(facilityInstant('2027-03-08', '10:00'));
  });

  it('the messages name them, and are the specification’s texts at the defaults', () => {
    expect(lessonCutoffMessages()).toEqual({
      tooSoon: LESSON_MESSAGES.tooSoon,
      notCancellable: LESSON_MESSAGES.notCancellable,
      cancellationPolicy: LESSON_MESSAGES.cancellationPolicy,
      insideCancelWindow:
        'This lesson starts in less than 24 hours: once it is booked, it cannot be canceled online. To cancel it, please call the front desk.',
    });
    expect(lessonCutoffMessages({ bookingLeadMinutes: 60, cancelCutoffHours: 48 })).toMatchObject({
      tooSoon: 'Lessons must be booked at least 1 hour before they start.',
      cancellationPolicy:
        'You can cancel a lesson here up to 48 hours before it starts. After that, please call the front desk.',
      insideCancelWindow:
        'This lesson starts in less than 48 hours: once it is booked, it cannot be canceled online. To cancel it, please call the front desk.',
    });
  });
});
