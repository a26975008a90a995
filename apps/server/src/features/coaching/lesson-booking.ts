// Booking and cancelling lessons, by members for themselves and by admins for members
// (docs/decisions/120-coaching-lessons.md): who may, the member's Checkout for a priced lesson, the member's list.
// The locked writes that hold the bay and the coach are lesson-writes.ts's.
import {
  canMemberCancelLesson,
  DEFAULT_LESSON_CUTOFFS,
  lessonCutoffMessages,
  type LessonCutoffs,
  facilityToday,
  formatDateTimeLong,
  hasLessonStarted,
  LESSON_MESSAGES,
  MY_PAST_LESSONS_PAGE_SIZE,
  type CancelMoney,
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
import type { MoneyBackPort } from '../../ports/money-back';
import type { ReservationPort } from '../../ports/reservations';
import type { UserMailLimit } from '../../mail/user-mail-limit';
import type { CoachDirectory } from './coach-directory';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import type { CoachPricesRepository } from './coach-prices-repository';
import { existingLesson, toCoachLesson, toMyLesson, type RecordCoachingWrite } from './lesson-records';
import type { LessonRecord, LessonsRepository } from './lessons-repository';
import { createLessonWrites } from './lesson-writes';

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
  /** With what the cancellation does with the money paid for it (decision 415). */
  cancelled(unitOfWork: UnitOfWork, lesson: LessonRecord, toMember: boolean, money: CancelMoney): Promise<void>;
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
  /** The late-cancel window and the refund of a canceled lesson's online payment (the payments feature's, 415). */
  moneyBack: MoneyBackPort;
}

export function createLessonBooking(deps: LessonBookingDeps) {
  const { lessons, users, now, checkout, warn, moneyBack } = deps;
  const lessonCutoffs = deps.lessonCutoffs ?? (() => Promise.resolve(DEFAULT_LESSON_CUTOFFS));
  const { book, cancel } = createLessonWrites(deps);

  /**
   * Sends the member to Stripe's Checkout for a priced lesson. Stripe refusing or unreachable leaves the lesson
   * booked and due at the front desk (the bay and coach are held; the booking is not undone for a payment page).
   */
  async function startCheckout(lesson: LessonRecord, member: User): Promise<LessonRecord> {
    // Nothing left to pay (account credit covered it, decision 412): no Checkout.
    if (!checkout || lesson.priceCents === null || lesson.paidCents >= lesson.priceCents) return lesson;
    try {
      return (await lessons.setCheckout(lesson.id, await checkout.start(lesson, member))) ?? lesson;
    } catch (error) {
      warn(`Stripe Checkout for lesson ${lesson.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      return lesson;
    }
  }

  /**
   * Once the cancellation has committed: a payment made online goes back through Stripe (the payments feature keeps a
   * failure for the staff to see; the cancellation stands either way).
   */
  async function giveMoneyBack(lesson: LessonRecord, money: CancelMoney, by: User): Promise<void> {
    if (money.kind !== 'back' || money.onlineCents === 0) return;
    const about = `${lesson.memberName}'s canceled lesson with ${lesson.coachName} on ${formatDateTimeLong(lesson.lessonDate, lesson.startTime)}`;
    await moneyBack.refundOnline({ lessonId: lesson.id, about }, by);
  }

  return {
    async bookForSelf(member: User, input: BookLessonInput): Promise<MyLesson> {
      const lesson = await startCheckout(await book(member, member.id, input), member);
      return toMyLesson(lesson, now(), await lessonCutoffs(), await moneyBack.rule());
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
      return toCoachLesson(await book(admin, memberId, rest, true), now(), await moneyBack.rule());
    },

    /**
     * The member's own lessons, oldest first. Bounded (decision 021): from today (facility time) on in full, plus the
     * latest page of earlier ones; with a cursor, only the page of earlier ones before it.
     */
    async listMine(user: User, query: MyLessonsQuery = {}): Promise<MyLesson[]> {
      const at = now();
      const read = (range: DatedRange) => lessons.listForMember(user.id, range);
      const mine = await readOwnList(read, facilityToday(at), MY_PAST_LESSONS_PAGE_SIZE, query.cursor);
      const [cutoffs, rule] = await Promise.all([lessonCutoffs(), moneyBack.rule()]);
      return mine.map((l) => toMyLesson(l, at, cutoffs, rule));
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
      await giveMoneyBack(lesson, await cancel(lesson, user, await moneyBack.rule()), user);
    },

    /** Admins cancel any lesson that has not started (the front desk's late cancellations). */
    async adminCancel(admin: User, id: number): Promise<void> {
      const lesson = await existingLesson(lessons, id);
      if (lesson.status !== 'booked') throw new AppError('LESSON_NOT_CANCELLABLE', LESSON_MESSAGES.alreadyCancelled);
      if (hasLessonStarted(lesson, now())) {
        throw new AppError('LESSON_NOT_CANCELLABLE', BOOKING_LESSON_MESSAGES.started);
      }
      await giveMoneyBack(lesson, await cancel(lesson, admin, await moneyBack.rule(), admin), admin);
    },
  };
}
