// A lesson as each reader sees it (the coach's and admin's view, the member's own), how the activity log names and
// keeps it, and the lookup of one lesson by id.
import {
  canMemberCancelLesson,
  formatDateShort,
  formatTimeRange,
  lessonCancelDeadline,
  lessonPaymentOf,
  moneyBackTerms,
  type LessonCutoffs,
  type MoneyBackTerms,
  WEEKDAY_NAMES,
  type ActivityAction,
  type ActivitySnapshot,
  type CoachLesson,
  type MyLesson,
  type TimeOffEntry,
  type User,
  type WeeklyWindow,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { LessonRecord, LessonsRepository } from './lessons-repository';
import type { MoneyBackRule } from '../../ports/money-back';

export const LESSON_NOT_FOUND = 'Lesson not found.';

/** The lesson, or 404. */
export async function existingLesson(lessons: Pick<LessonsRepository, 'find'>, id: number): Promise<LessonRecord> {
  const lesson = await lessons.find(id);
  if (!lesson) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
  return lesson;
}

/** Where the lesson's payment stands at `now` (docs/decisions/303-lesson-prices-and-payment.md). */
export const paymentOf = (lesson: LessonRecord, now: Date) =>
  lessonPaymentOf(
    {
      complimentary: lesson.complimentary,
      priceCents: lesson.priceCents,
      paidCents: lesson.paidCents,
      checkoutOpenUntil: lesson.checkoutOpenUntil,
    },
    now,
  );

/** The coach's and admin's view; `rule` is the facility's money-back rule its terms are read with. */
export function toCoachLesson(lesson: LessonRecord, now: Date, rule: MoneyBackRule): CoachLesson {
  const {
    bookingId: _bookingId,
    coachEmail: _coachEmail,
    checkoutUrl: _checkoutUrl,
    checkoutOpenUntil: _checkoutOpenUntil,
    paidOnlineCents: _paidOnlineCents,
    paidCreditCents: _paidCreditCents,
    ...rest
  } = lesson;
  return { ...rest, payment: paymentOf(lesson, now), moneyBack: moneyBackOf(lesson, rule) };
}

/**
 * What was paid for the lesson and until when a cancellation gives it back: the facility's late-cancel window of
 * `windowHours` before its start (decision 414); null when nothing was paid.
 */
export function lessonMoneyBack(lesson: LessonRecord, rule: MoneyBackRule): MoneyBackTerms | null {
  const { paidOnlineCents: onlineCents, paidCreditCents: creditCents } = lesson;
  const deskCents = lesson.paidCents - onlineCents - creditCents;
  const { windowHours, backAs } = rule;
  return moneyBackTerms(
    { onlineCents, deskCents, creditCents },
    lesson.lessonDate,
    lesson.startTime,
    windowHours,
    backAs,
  );
}

/** The terms a view carries: only a booked lesson may still be canceled. */
function moneyBackOf(lesson: LessonRecord, rule: MoneyBackRule): MoneyBackTerms | null {
  return lesson.status === 'booked' ? lessonMoneyBack(lesson, rule) : null;
}

export function toMyLesson(lesson: LessonRecord, now: Date, cutoffs: LessonCutoffs, rule: MoneyBackRule): MyLesson {
  const { id, coachId, coachName, lessonDate, startTime, endTime, durationMinutes, simulatorId, simulatorName } =
    lesson;
  const payment = paymentOf(lesson, now);
  return {
    id,
    coachId,
    coachName,
    lessonDate,
    startTime,
    endTime,
    durationMinutes,
    simulatorId,
    simulatorName,
    status: lesson.status,
    complimentary: lesson.complimentary,
    priceCents: lesson.priceCents,
    paidCents: lesson.paidCents,
    payment,
    // The coach writes notes for the member; a member sees them once the lesson has been given.
    notes: lesson.notes,
    createdAt: lesson.createdAt,
    canCancel: lesson.status === 'booked' && canMemberCancelLesson(lesson, now, cutoffs),
    cancelDeadline: lessonCancelDeadline(lessonDate, startTime, cutoffs).toISOString(),
    checkoutUrl: payment === 'processing' ? lesson.checkoutUrl : null,
    moneyBack: moneyBackOf(lesson, rule),
  };
}

/** 'Lesson #4, Coach Kim with mia, 2027-03-11 10:00-11:00'. */
function lessonLabel(l: LessonRecord): string {
  return `Lesson #${l.id}, ${l.coachName} with ${l.memberName}, ${formatDateShort(l.lessonDate)}, ${formatTimeRange(l.startTime, l.endTime)}`;
}

/** What the activity log keeps of a lesson. */
export function lessonSnapshot(l: LessonRecord): ActivitySnapshot {
  return {
    coachId: l.coachId,
    memberId: l.memberId,
    lessonDate: l.lessonDate,
    startTime: l.startTime.slice(0, 5),
    endTime: l.endTime.slice(0, 5),
    simulatorId: l.simulatorId,
    status: l.status,
    complimentary: l.complimentary,
    ...(l.priceCents !== null ? { priceCents: l.priceCents } : {}),
  };
}

/** A coach's week as the log shows it: 'Monday: 09:00-12:00, 13:00-17:00' (days without hours left out). */
export function hoursSnapshot(hours: readonly WeeklyWindow[]): ActivitySnapshot {
  const week: ActivitySnapshot = {};
  for (const [weekday, name] of WEEKDAY_NAMES.entries()) {
    const windows = hours
      .filter((h) => h.weekday === weekday)
      .map((h) => `${h.startTime.slice(0, 5)}-${h.endTime.slice(0, 5)}`)
      .sort();
    if (windows.length > 0) week[name] = windows.join(', ');
  }
  return week;
}

export function timeOffSnapshot(t: TimeOffEntry): ActivitySnapshot {
  return { timeOffId: t.id, startDate: t.startDate, endDate: t.endDate, note: t.note };
}

export const sameSnapshot = (a: ActivitySnapshot, b: ActivitySnapshot) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records a staff write in its transaction: a lesson, or a coach's hours or time off (recorded against the coach's
 * account, whether the coach or an admin changed them; docs/decisions/135-every-staff-write-in-the-activity-log.md).
 */
export type RecordCoachingWrite = (
  unitOfWork: UnitOfWork,
  actor: User,
  action: ActivityAction,
  target: { lesson: LessonRecord } | { coach: User },
  before: ActivitySnapshot | null,
  after: ActivitySnapshot | null,
) => Promise<void>;

export function coachingRecorder(record: RecordActivity): RecordCoachingWrite {
  return (unitOfWork, actor, action, target, before, after) =>
    record(unitOfWork, {
      actor,
      action,
      ...('lesson' in target
        ? { targetType: 'lesson', targetId: target.lesson.id, targetLabel: lessonLabel(target.lesson) }
        : { targetType: 'user', targetId: target.coach.id, targetLabel: target.coach.username }),
      before,
      after,
    });
}
