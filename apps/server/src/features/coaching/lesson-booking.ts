// Booking and cancelling lessons, by members for themselves and by admins for members
// (docs/decisions/120-coaching-lessons.md). A lesson holds its bay through the bookings feature's reservation port
// (a 'lesson' occupancy, coach + member): the coach's availability is read and the lesson written inside the same
// per-date locked transaction, so two members racing for one coach's slot cannot both get it.
import {
  BOOKING_MESSAGES,
  canMemberCancelLesson,
  DEFAULT_LESSON_CUTOFFS,
  lessonCutoffMessages,
  type LessonCutoffs,
  facilityToday,
  hasLessonStarted,
  isBookableDate,
  outsideWindowMessage,
  isCoachAvailable,
  isComplimentaryLesson,
  isPastStart,
  lessonEndTime,
  lessonMonth,
  lessonPriceCents,
  LESSON_MESSAGES,
  meetsLeadTime,
  MY_PAST_LESSONS_PAGE_SIZE,
  type AdminBookLessonInput,
  type BookLessonInput,
  type CoachLesson,
  type MyLesson,
  type MyLessonsQuery,
  type User,
} from '@longwood/core';
import { readOwnList, type DatedRange } from '../../db/paging';
import type { UsersRepository } from '../../db/users-repository';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { ReservationPort } from '../../ports/reservations';
import type { ReservedHit } from '../../http/rate-limiter';
import type { UserMailLimit } from '../../mail/user-mail-limit';
import type { CoachDirectory } from './coach-directory';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import type { CoachPricesRepository } from './coach-prices-repository';
import { coachDaysOf } from './lesson-availability';
import {
  existingLesson,
  LESSON_NOT_FOUND,
  lessonSnapshot,
  toCoachLesson,
  toMyLesson,
  type RecordCoachingWrite,
} from './lesson-records';
import type { LessonRecord, LessonsRepository } from './lessons-repository';

const BOOKING_LESSON_MESSAGES = {
  notYourLesson: 'You can only cancel your own lessons.',
  memberNotFound: 'That user does not exist.',
  notAMember: 'Lessons can only be booked for members.',
  started: 'This lesson has already started.',
} as const;

/**
 * The e-mails about a lesson, queued in its transaction (sent once it commits; a failed send is retried). `toMember`
 * false leaves out the member's: past the mail limits of their unverified address (decision 248), only the coach's.
 */
export interface LessonNotifier {
  /** With the cut-offs the booking was checked with: the member's confirmation names the cancellation one. */
  booked(unitOfWork: UnitOfWork, lesson: LessonRecord, cutoffs: LessonCutoffs, toMember: boolean): Promise<void>;
  cancelled(unitOfWork: UnitOfWork, lesson: LessonRecord, toMember: boolean): Promise<void>;
}

/**
 * Stripe's Checkout for a priced lesson a member booked (the payments feature's;
 * docs/decisions/303-lesson-prices-and-payment.md); none when online payments are off. The lesson is paid only when
 * Stripe's event records it.
 */
export interface LessonCheckout {
  start(lesson: LessonRecord, member: User): Promise<{ sessionId: string; url: string; openUntil: string }>;
}

export interface LessonBookingDeps {
  lessons: LessonsRepository;
  schedule: CoachScheduleRepository;
  users: Pick<UsersRepository, 'findById'>;
  coaches: CoachDirectory;
  reservations: ReservationPort;
  notifier: LessonNotifier;
  now: () => Date;
  recordWrite: RecordCoachingWrite;
  /** The facility's lesson cut-offs now (docs/decisions/230-more-facility-settings.md); the defaults without. */
  lessonCutoffs?: () => Promise<LessonCutoffs>;
  prices: CoachPricesRepository;
  checkout: LessonCheckout | null;
  warn: (line: string) => void;
  /** The member's lesson e-mail to an unverified address takes a place in the mail limits first (decision 248). */
  mailLimit: Pick<UserMailLimit, 'tryTake'>;
}

export function createLessonBooking({
  lessons,
  schedule,
  users,
  coaches,
  reservations,
  notifier,
  now,
  recordWrite,
  lessonCutoffs = () => Promise.resolve(DEFAULT_LESSON_CUTOFFS),
  prices,
  checkout,
  warn,
  mailLimit,
}: LessonBookingDeps) {
  /**
   * Takes the member's e-mail's place in the mail limits (outside the lesson's transaction: SQLite has one
   * connection), then runs `write`; given back if it fails. Past a limit the lesson is written all the same, and its
   * member e-mail is not sent (logged): the write is never refused for an e-mail.
   */
  async function withMemberMail<T>(
    memberId: number,
    what: string,
    write: (toMember: boolean) => Promise<T>,
  ): Promise<T> {
    const member = await users.findById(memberId);
    const place: ReservedHit | null = member ? await mailLimit.tryTake(member) : null;
    if (member && !place)
      warn(`${what} of member ${memberId}: not e-mailed, the mail limit of its unverified address is reached`);
    try {
      return await write(place !== null);
    } catch (error) {
      await place?.release().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Sends the member to Stripe's Checkout for a priced lesson. Stripe refusing or unreachable leaves the lesson
   * booked and due at the front desk (the bay and coach are held; the booking is not undone for a payment page).
   */
  async function startCheckout(lesson: LessonRecord, member: User): Promise<LessonRecord> {
    if (!checkout || lesson.priceCents === null) return lesson;
    try {
      return (await lessons.setCheckout(lesson.id, await checkout.start(lesson, member))) ?? lesson;
    } catch (error) {
      warn(`Stripe Checkout for lesson ${lesson.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      return lesson;
    }
  }

  /**
   * Books inside the date's lock: coach availability, the bay, the complimentary month, in one transaction (with its
   * activity log entry when staff book for a member).
   */
  async function book(actor: User, memberId: number, input: BookLessonInput, byStaff = false): Promise<LessonRecord> {
    const { bookingDate, startTime, durationMinutes } = input;
    const candidates =
      input.coachId != null ? [(await coaches.requireField(input.coachId)).id] : (await coaches.all()).map((c) => c.id);
    const at = now();
    // The date and start are checked before the coach, so a past start says so rather than "coach unavailable"
    // (the reservation port checks them again inside the lock); then the lesson's two-hour lead time.
    const { bookingWindowDays } = await reservations.limits();
    if (!isBookableDate(bookingDate, at, bookingWindowDays)) {
      throw new AppError('BOOKING_OUTSIDE_WINDOW', outsideWindowMessage(bookingWindowDays));
    }
    if (isPastStart(bookingDate, startTime, at)) throw new AppError('BOOKING_IN_PAST', BOOKING_MESSAGES.past);
    const cutoffs = await lessonCutoffs();
    if (!meetsLeadTime(bookingDate, startTime, at, cutoffs)) {
      throw new AppError('LESSON_TOO_SOON', lessonCutoffMessages(cutoffs).tooSoon);
    }
    const endTime = lessonEndTime(startTime, durationMinutes);
    const write = (toMember: boolean) =>
      reservations.inLock([bookingDate], async (tx) => {
        const day = await tx.dayOccupancy(bookingDate);
        const coachDays = await coachDaysOf(schedule.within(tx.unitOfWork), candidates, bookingDate, day.occupancies);
        const coachId = coachDays.find((coachDay) =>
          isCoachAvailable(coachDay, bookingDate, startTime, durationMinutes),
        )?.coachId;
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
        const hourCents = await prices.within(tx.unitOfWork).of(coachId);
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
          priceIfPaid: lessonPriceCents(hourCents, durationMinutes, false),
          createdBy: actor.id,
          createdAt: now().toISOString(),
        });
        if (byStaff) {
          await recordWrite(tx.unitOfWork, actor, 'lesson.booked', { lesson }, null, lessonSnapshot(lesson));
        }
        await notifier.booked(tx.unitOfWork, lesson, cutoffs, toMember);
        return lesson;
      });
    return withMemberMail(memberId, 'Lesson booking', write);
  }

  /** Releases the bay and marks the lesson cancelled, in one locked transaction (recorded when staff cancel). */
  async function cancel(lesson: LessonRecord, by: User, staff?: User): Promise<void> {
    const write = (toMember: boolean) =>
      reservations.inLock([lesson.lessonDate], async (tx) => {
        const repo = lessons.within(tx.unitOfWork);
        const current = await repo.find(lesson.id);
        if (!current) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
        if (current.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
        if (current.bookingId !== null) await tx.release(current.bookingId, by.id);
        const cancelledLesson = await repo.markCancelled(lesson.id, now().toISOString());
        if (staff && cancelledLesson) {
          await recordWrite(
            tx.unitOfWork,
            staff,
            'lesson.cancelled',
            { lesson: cancelledLesson },
            lessonSnapshot(current),
            lessonSnapshot(cancelledLesson),
          );
        }
        if (cancelledLesson) await notifier.cancelled(tx.unitOfWork, cancelledLesson, toMember);
      });
    await withMemberMail(lesson.memberId, `Lesson ${lesson.id} cancellation`, write);
  }

  return {
    async bookForSelf(member: User, input: BookLessonInput): Promise<MyLesson> {
      const lesson = await startCheckout(await book(member, member.id, input), member);
      return toMyLesson(lesson, now(), await lessonCutoffs());
    },

    async bookForMember(admin: User, input: AdminBookLessonInput): Promise<CoachLesson> {
      const { memberId, ...rest } = input;
      const member = await users.findById(memberId);
      const problem = !member
        ? BOOKING_LESSON_MESSAGES.memberNotFound
        : !member.isMember
          ? BOOKING_LESSON_MESSAGES.notAMember
          : null;
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { memberId: [problem] });
      return toCoachLesson(await book(admin, memberId, rest, true), now());
    },

    /**
     * The member's own lessons, oldest first. Bounded (decision 021): from today (facility time) on in full, plus the
     * latest page of earlier ones; with a cursor, only the page of earlier ones before it.
     */
    async listMine(user: User, query: MyLessonsQuery = {}): Promise<MyLesson[]> {
      const at = now();
      const read = (range: DatedRange) => lessons.listForMember(user.id, range);
      const mine = await readOwnList(read, facilityToday(at), MY_PAST_LESSONS_PAGE_SIZE, query.cursor);
      const cutoffs = await lessonCutoffs();
      return mine.map((l) => toMyLesson(l, at, cutoffs));
    },

    /** A member cancels their own booked lesson, up to the cut-off (24 hours before). */
    async cancelOwn(user: User, id: number): Promise<void> {
      const lesson = await existingLesson(lessons, id);
      if (lesson.memberId !== user.id) throw new AppError('NOT_OWNER', BOOKING_LESSON_MESSAGES.notYourLesson);
      if (lesson.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
      const cutoffs = await lessonCutoffs();
      if (!canMemberCancelLesson(lesson, now(), cutoffs)) {
        throw new AppError('LESSON_NOT_CANCELLABLE', lessonCutoffMessages(cutoffs).notCancellable);
      }
      await cancel(lesson, user);
    },

    /** Admins cancel any lesson that has not started (the front desk's late cancellations). */
    async adminCancel(admin: User, id: number): Promise<void> {
      const lesson = await existingLesson(lessons, id);
      if (lesson.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
      if (hasLessonStarted(lesson, now())) {
        throw new AppError('LESSON_NOT_CANCELLABLE', BOOKING_LESSON_MESSAGES.started);
      }
      await cancel(lesson, admin, admin);
    },
  };
}
