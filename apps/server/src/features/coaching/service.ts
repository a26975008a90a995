// Coaching use cases (docs/decisions/120-coaching-lessons.md, 121-lesson-availability-and-cut-offs.md): lesson
// booking and cancellation, the coach's agenda and outcomes, weekly hours and time off, the admin overview.
// A lesson holds its bay through the bookings feature's reservation port (a 'lesson' occupancy, coach + member):
// the coach's availability is read and the lesson written inside the same per-date locked transaction, so two
// members racing for one coach's slot cannot both get it. The rules are core's (rules/lesson.ts).
import {
  addDaysToDateString,
  BOOKING_MESSAGES,
  isBookableDate,
  isPastStart,
  can,
  canMemberCancelLesson,
  dayAvailability,
  facilityToday,
  hasLessonStarted,
  isCoachAvailable,
  isComplimentaryLesson,
  lessonCancelDeadline,
  lessonEndTime,
  lessonMonth,
  lessonStartOptions,
  LESSON_MESSAGES,
  meetsLeadTime,
  MY_PAST_LESSONS_PAGE_SIZE,
  slotAvailability,
  type AdminBookLessonInput,
  type AdminCoach,
  type BookLessonInput,
  type CoachAvailability,
  type CoachDay,
  type CoachLesson,
  type CoachLessonsQuery,
  type CoachSummary,
  type LessonAvailability,
  type LessonAvailabilityQuery,
  type LessonMonthCount,
  type LessonOutcomeInput,
  type MyLesson,
  type MyLessonsQuery,
  type Occupancy,
  type TimeOffEntry,
  type TimeOffInput,
  type User,
  type WeeklyHoursInput,
  type WeeklyWindow,
  type ActivityAction,
  type ActivitySnapshot,
  WEEKDAY_NAMES,
} from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import type { RecordActivity } from '../../ports/activity';
import type { UsersRepository } from '../../db/users-repository';
import { AppError } from '../../http/errors';
import type { ReservationPort } from '../../ports/reservations';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import type { LessonRecord, LessonsRepository } from './lessons-repository';

const COACHING_MESSAGES = {
  lessonNotFound: 'Lesson not found.',
  coachNotFound: 'Coach not found.',
  notYourLesson: 'You can only cancel your own lessons.',
  notYourSchedule: 'Coaches can only see and change their own lessons and hours.',
  memberNotFound: 'That user does not exist.',
  notAMember: 'Lessons can only be booked for members.',
  timeOffNotFound: 'Time off not found.',
  started: 'This lesson has already started.',
} as const;

/** What the service tells people by e-mail; failures are logged, never fail the request. */
export interface LessonNotifier {
  booked(lesson: LessonRecord): Promise<void>;
  cancelled(lesson: LessonRecord): Promise<void>;
}

export interface CoachingServiceDeps {
  lessons: LessonsRepository;
  schedule: CoachScheduleRepository;
  users: Pick<UsersRepository, 'findById' | 'list'>;
  reservations: ReservationPort;
  notifier: LessonNotifier;
  now: () => Date;
  /**
   * Staff writes (lessons booked or cancelled by an admin, outcomes and notes, coaches' hours and time off) are
   * recorded in the activity log in their transaction (docs/decisions/135-every-staff-write-in-the-activity-log.md).
   */
  record: RecordActivity;
  transaction: UnitOfWorkRunner;
}

export type CoachingService = ReturnType<typeof createCoachingService>;

function toCoachLesson(lesson: LessonRecord): CoachLesson {
  const { bookingId: _bookingId, coachEmail: _coachEmail, ...rest } = lesson;
  return rest;
}

function toMyLesson(lesson: LessonRecord, now: Date): MyLesson {
  const { id, coachId, coachName, lessonDate, startTime, endTime, durationMinutes, simulatorId, simulatorName } =
    lesson;
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
    // The coach writes notes for the member; a member sees them once the lesson has been given.
    notes: lesson.notes,
    createdAt: lesson.createdAt,
    canCancel: lesson.status === 'booked' && canMemberCancelLesson(lesson, now),
    cancelDeadline: lessonCancelDeadline(lessonDate, startTime).toISOString(),
  };
}

/** 'Lesson #4, Coach Kim with mia, 2027-03-11 10:00-11:00'. */
function lessonLabel(l: LessonRecord): string {
  return `Lesson #${l.id}, ${l.coachName} with ${l.memberName}, ${l.lessonDate} ${l.startTime.slice(0, 5)}-${l.endTime.slice(0, 5)}`;
}

/** What the activity log keeps of a lesson. */
function lessonSnapshot(l: LessonRecord): ActivitySnapshot {
  return {
    coachId: l.coachId,
    memberId: l.memberId,
    lessonDate: l.lessonDate,
    startTime: l.startTime.slice(0, 5),
    endTime: l.endTime.slice(0, 5),
    simulatorId: l.simulatorId,
    status: l.status,
    complimentary: l.complimentary,
  };
}

/** A coach's week as the log shows it: 'Monday: 09:00-12:00, 13:00-17:00' (days without hours left out). */
function hoursSnapshot(hours: readonly WeeklyWindow[]): ActivitySnapshot {
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

function timeOffSnapshot(t: TimeOffEntry): ActivitySnapshot {
  return { timeOffId: t.id, startDate: t.startDate, endDate: t.endDate, note: t.note };
}

const sameSnapshot = (a: ActivitySnapshot, b: ActivitySnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** Busy intervals of each coach from a day's occupancies (their 'lesson' rows). */
function busyOf(occupancies: readonly Occupancy[], coachId: number) {
  return occupancies.filter((o) => o.kind === 'lesson' && o.coachId === coachId);
}

export function createCoachingService({
  lessons,
  schedule,
  users,
  reservations,
  notifier,
  now,
  record,
  transaction,
}: CoachingServiceDeps) {
  /**
   * Records a staff write in its transaction: a lesson, or a coach's hours or time off (recorded against the coach's
   * account, whether the coach or an admin changed them).
   */
  const recordOn = (
    unitOfWork: UnitOfWork,
    actor: User,
    action: ActivityAction,
    target: { lesson: LessonRecord } | { coach: User },
    before: ActivitySnapshot | null,
    after: ActivitySnapshot | null,
  ) =>
    record(unitOfWork, {
      actor,
      action,
      ...('lesson' in target
        ? { targetType: 'lesson', targetId: target.lesson.id, targetLabel: lessonLabel(target.lesson) }
        : { targetType: 'user', targetId: target.coach.id, targetLabel: target.coach.username }),
      before,
      after,
    });

  async function coachUsers(): Promise<User[]> {
    return (await users.list()).filter((u) => u.isCoach);
  }

  async function requireCoach(coachId: number): Promise<User> {
    const coach = await users.findById(coachId);
    if (!coach?.isCoach) throw new AppError('NOT_FOUND', COACHING_MESSAGES.coachNotFound);
    return coach;
  }

  /** Coaches act for themselves; admins (who supervise coaches) for anyone. */
  function requireSelfOrAdmin(actor: User, coachId: number): void {
    if (actor.id !== coachId && !can(actor, 'admin:screens')) {
      throw new AppError('NOT_OWNER', COACHING_MESSAGES.notYourSchedule);
    }
  }

  async function availabilityOf(coach: User): Promise<CoachAvailability> {
    const today = facilityToday(now());
    const hours = await schedule.hours([coach.id]);
    const timeOff = await schedule.timeOff([coach.id], today);
    return {
      coachId: coach.id,
      coachName: coach.username,
      hours: hours.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
      timeOff: timeOff.map(({ id, startDate, endDate, note }) => ({ id, startDate, endDate, note })),
    };
  }

  /**
   * Books inside the date's lock: coach availability, the bay, the complimentary month, in one transaction (with its
   * activity log entry when staff book for a member).
   */
  async function book(actor: User, memberId: number, input: BookLessonInput, byStaff = false): Promise<LessonRecord> {
    const { bookingDate, startTime, durationMinutes } = input;
    const candidates =
      input.coachId != null ? [(await requireCoachField(input.coachId)).id] : (await coachUsers()).map((c) => c.id);
    const at = now();
    // The date and start are checked before the coach, so a past start says so rather than "coach unavailable"
    // (the reservation port checks them again inside the lock); then the lesson's two-hour lead time.
    if (!isBookableDate(bookingDate, at)) {
      throw new AppError('BOOKING_OUTSIDE_WINDOW', BOOKING_MESSAGES.outsideWindow);
    }
    if (isPastStart(bookingDate, startTime, at)) throw new AppError('BOOKING_IN_PAST', BOOKING_MESSAGES.past);
    if (!meetsLeadTime(bookingDate, startTime, at)) throw new AppError('LESSON_TOO_SOON', LESSON_MESSAGES.tooSoon);
    const endTime = lessonEndTime(startTime, durationMinutes);
    const created = await reservations.inLock([bookingDate], async (tx) => {
      const day = await tx.dayOccupancy(bookingDate);
      const coachSchedule = schedule.within(tx.unitOfWork);
      const hours = await coachSchedule.hours(candidates);
      const timeOff = await coachSchedule.timeOff(candidates, bookingDate);
      const coachId = candidates.find((id) =>
        isCoachAvailable(
          {
            hours: hours.filter((h) => h.coachId === id),
            timeOff: timeOff.filter((t) => t.coachId === id),
            busy: busyOf(day.occupancies, id),
          },
          bookingDate,
          startTime,
          durationMinutes,
        ),
      );
      if (coachId === undefined) {
        throw new AppError(
          'COACH_UNAVAILABLE',
          input.coachId != null ? LESSON_MESSAGES.coachUnavailable : LESSON_MESSAGES.noCoachAvailable,
        );
      }
      const occupancy = await tx.reserve({
        kind: 'lesson',
        userId: memberId,
        coachId,
        bookingDate,
        startTime,
        endTime,
        createdBy: actor.id,
      });
      const repo = lessons.within(tx.unitOfWork);
      const month = await repo.memberMonth(memberId, lessonMonth(bookingDate));
      const lesson = await repo.insert({
        bookingId: occupancy.id,
        coachId,
        memberId,
        lessonDate: occupancy.bookingDate,
        startTime: occupancy.startTime,
        endTime: occupancy.endTime,
        durationMinutes,
        simulatorId: occupancy.simulatorId,
        complimentary: isComplimentaryLesson(bookingDate, month),
        createdBy: actor.id,
        createdAt: now().toISOString(),
      });
      if (byStaff) {
        await recordOn(tx.unitOfWork, actor, 'lesson.booked', { lesson }, null, lessonSnapshot(lesson));
      }
      return lesson;
    });
    await notifier.booked(created);
    return created;
  }

  async function requireCoachField(coachId: number): Promise<User> {
    const coach = await users.findById(coachId);
    if (!coach?.isCoach) {
      throw new AppError('VALIDATION_FAILED', LESSON_MESSAGES.notACoach, { coachId: [LESSON_MESSAGES.notACoach] });
    }
    return coach;
  }

  /** Releases the bay and marks the lesson cancelled, in one locked transaction (recorded when staff cancel). */
  async function cancel(lesson: LessonRecord, staff?: User): Promise<void> {
    const cancelled = await reservations.inLock([lesson.lessonDate], async (tx) => {
      const repo = lessons.within(tx.unitOfWork);
      const current = await repo.find(lesson.id);
      if (!current) throw new AppError('NOT_FOUND', COACHING_MESSAGES.lessonNotFound);
      if (current.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
      if (current.bookingId !== null) await tx.release(current.bookingId);
      const cancelledLesson = await repo.markCancelled(lesson.id, now().toISOString());
      if (staff && cancelledLesson) {
        await recordOn(
          tx.unitOfWork,
          staff,
          'lesson.cancelled',
          { lesson: cancelledLesson },
          lessonSnapshot(current),
          lessonSnapshot(cancelledLesson),
        );
      }
      return cancelledLesson;
    });
    if (cancelled) await notifier.cancelled(cancelled);
  }

  async function existing(id: number): Promise<LessonRecord> {
    const lesson = await lessons.find(id);
    if (!lesson) throw new AppError('NOT_FOUND', COACHING_MESSAGES.lessonNotFound);
    return lesson;
  }

  return {
    async coaches(): Promise<CoachSummary[]> {
      return (await coachUsers()).map((c) => ({ id: c.id, name: c.username }));
    },

    /** Start times where the coach (or any coach) teaches and a bay is free (core's one availability model). */
    async availability(query: LessonAvailabilityQuery): Promise<LessonAvailability> {
      const { date, durationMinutes } = query;
      const coaches = query.coachId !== undefined ? [await requireCoachField(query.coachId)] : await coachUsers();
      const ids = coaches.map((c) => c.id);
      const base = { date, durationMinutes, options: [] };
      if (ids.length === 0) return base;
      const day = await reservations.dayOccupancy(date);
      const at = now();
      const slots = slotAvailability({ day: dayAvailability(day), durationMinutes, now: at, kind: 'lesson' });
      const hours = await schedule.hours(ids);
      const timeOff = await schedule.timeOff(ids, date);
      const coachDays: (CoachDay & { coachId: number })[] = ids.map((id) => ({
        coachId: id,
        hours: hours.filter((h) => h.coachId === id),
        timeOff: timeOff.filter((t) => t.coachId === id),
        busy: busyOf(day.occupancies, id),
      }));
      const options = lessonStartOptions({ date, lengthMinutes: durationMinutes, slots, coaches: coachDays, now: at });
      return {
        ...base,
        options: options.map(({ startTime, endTime, coachIds }) => ({ startTime, endTime, coachIds })),
      };
    },

    async bookForSelf(member: User, input: BookLessonInput): Promise<MyLesson> {
      return toMyLesson(await book(member, member.id, input), now());
    },

    async bookForMember(admin: User, input: AdminBookLessonInput): Promise<CoachLesson> {
      const { memberId, ...rest } = input;
      const member = await users.findById(memberId);
      const problem = !member
        ? COACHING_MESSAGES.memberNotFound
        : !member.isMember
          ? COACHING_MESSAGES.notAMember
          : null;
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { memberId: [problem] });
      return toCoachLesson(await book(admin, memberId, rest, true));
    },

    /**
     * The member's own lessons, oldest first. Bounded (decision 180): from today (facility time) on in full, plus the
     * latest page of earlier ones; with a cursor, only the page of earlier ones before it.
     */
    async listMine(user: User, query: MyLessonsQuery = {}): Promise<MyLesson[]> {
      const at = now();
      const today = facilityToday(at);
      const page = { before: today, limit: MY_PAST_LESSONS_PAGE_SIZE };
      const mine = query.cursor
        ? await lessons.listForMember(user.id, { ...page, after: query.cursor })
        : [...(await lessons.listForMember(user.id, page)), ...(await lessons.listForMember(user.id, { from: today }))];
      return mine.map((l) => toMyLesson(l, at));
    },

    /** A member cancels their own booked lesson, up to the cut-off (24 hours before). */
    async cancelOwn(user: User, id: number): Promise<void> {
      const lesson = await existing(id);
      if (lesson.memberId !== user.id) throw new AppError('NOT_OWNER', COACHING_MESSAGES.notYourLesson);
      if (lesson.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
      if (!canMemberCancelLesson(lesson, now())) {
        throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.notCancellable);
      }
      await cancel(lesson);
    },

    /** Admins cancel any lesson that has not started (the front desk's late cancellations). */
    async adminCancel(admin: User, id: number): Promise<void> {
      const lesson = await existing(id);
      if (lesson.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
      if (hasLessonStarted(lesson, now())) throw new AppError('LESSON_NOT_CANCELLABLE', COACHING_MESSAGES.started);
      await cancel(lesson, admin);
    },

    async agenda(actor: User, coachId: number, query: CoachLessonsQuery): Promise<CoachLesson[]> {
      requireSelfOrAdmin(actor, coachId);
      await requireCoach(coachId);
      return (await lessons.listForCoach(coachId, query.from, query.to)).map(toCoachLesson);
    },

    /** The lesson's coach (or an admin) marks it completed or no-show, and writes notes for the member. */
    async recordOutcome(actor: User, id: number, input: LessonOutcomeInput): Promise<CoachLesson> {
      const lesson = await existing(id);
      requireSelfOrAdmin(actor, lesson.coachId);
      if (lesson.status === 'cancelled') throw new AppError('LESSON_NOT_STARTED', LESSON_MESSAGES.cancelledOutcome);
      if (input.status !== undefined && !hasLessonStarted(lesson, now())) {
        throw new AppError('LESSON_NOT_STARTED', LESSON_MESSAGES.notStarted);
      }
      const outcome = (l: LessonRecord): ActivitySnapshot => ({ status: l.status, notes: l.notes });
      const updated = await transaction(async (unitOfWork) => {
        const repo = lessons.within(unitOfWork);
        const before = await repo.find(id);
        const after = await repo.recordOutcome(id, {
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        });
        if (!before || !after) throw new AppError('NOT_FOUND', COACHING_MESSAGES.lessonNotFound);
        if (!sameSnapshot(outcome(before), outcome(after))) {
          await recordOn(unitOfWork, actor, 'lesson.outcome', { lesson: after }, outcome(before), outcome(after));
        }
        return after;
      });
      return toCoachLesson(updated);
    },

    async coachAvailability(actor: User, coachId: number): Promise<CoachAvailability> {
      requireSelfOrAdmin(actor, coachId);
      return availabilityOf(await requireCoach(coachId));
    },

    async setWeeklyHours(actor: User, coachId: number, input: WeeklyHoursInput): Promise<CoachAvailability> {
      requireSelfOrAdmin(actor, coachId);
      const coach = await requireCoach(coachId);
      await transaction(async (unitOfWork) => {
        const tables = schedule.within(unitOfWork);
        const before = hoursSnapshot(await tables.hours([coachId]));
        await tables.replaceHours(coachId, input.hours);
        const after = hoursSnapshot(await tables.hours([coachId]));
        if (!sameSnapshot(before, after)) await recordOn(unitOfWork, actor, 'coach.hours', { coach }, before, after);
      });
      return availabilityOf(coach);
    },

    async addTimeOff(actor: User, coachId: number, input: TimeOffInput): Promise<TimeOffEntry> {
      requireSelfOrAdmin(actor, coachId);
      const coach = await requireCoach(coachId);
      return transaction(async (unitOfWork) => {
        const entry = await schedule.within(unitOfWork).addTimeOff(coachId, input, now().toISOString());
        await recordOn(unitOfWork, actor, 'coach.time-off-added', { coach }, null, timeOffSnapshot(entry));
        return entry;
      });
    },

    async removeTimeOff(actor: User, coachId: number, timeOffId: number): Promise<void> {
      requireSelfOrAdmin(actor, coachId);
      const coach = await requireCoach(coachId);
      await transaction(async (unitOfWork) => {
        const tables = schedule.within(unitOfWork);
        // Any of the coach's entries, past ones included ('0000-01-01': every end date is after it).
        const entry = (await tables.timeOff([coachId], '0000-01-01')).find((t) => t.id === timeOffId);
        if (!entry || !(await tables.removeTimeOff(coachId, timeOffId))) {
          throw new AppError('NOT_FOUND', COACHING_MESSAGES.timeOffNotFound);
        }
        await recordOn(unitOfWork, actor, 'coach.time-off-removed', { coach }, timeOffSnapshot(entry), null);
      });
    },

    /** Every coach with weekly hours and lesson counts per calendar month (last 6 months and ahead). */
    async adminCoaches(): Promise<AdminCoach[]> {
      const coaches = await coachUsers();
      if (coaches.length === 0) return [];
      const today = facilityToday(now());
      const fromMonth = lessonMonth(addDaysToDateString(`${lessonMonth(today)}-01`, -150));
      const hours = await schedule.hours(coaches.map((c) => c.id));
      const counts = await lessons.monthCounts(fromMonth);
      return coaches.map((coach) => {
        const months = new Map<string, LessonMonthCount>();
        for (const row of counts.filter((r) => r.coachId === coach.id)) {
          const entry = months.get(row.month) ?? {
            month: row.month,
            booked: 0,
            completed: 0,
            noShow: 0,
            cancelled: 0,
            complimentary: 0,
          };
          if (row.status === 'booked') entry.booked += row.count;
          if (row.status === 'completed') entry.completed += row.count;
          if (row.status === 'no_show') entry.noShow += row.count;
          if (row.status === 'cancelled') entry.cancelled += row.count;
          if (row.complimentary) entry.complimentary += row.count;
          months.set(row.month, entry);
        }
        return {
          id: coach.id,
          username: coach.username,
          email: coach.email,
          phone: coach.phone,
          hours: hours
            .filter((h) => h.coachId === coach.id)
            .map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
          monthlyCounts: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
        };
      });
    },

    /** Used by the admin switch: a coach with lessons ahead stays a coach until they are cancelled. */
    hasUpcomingLessons: (coachId: number) => lessons.hasBookedFrom(coachId, facilityToday(now())),
  };
}
