// The lesson's locked writes (docs/decisions/120-coaching-lessons.md): booking holds the bay through the bookings
// feature's reservation port (a 'lesson' occupancy, coach + member) with the coach's availability read and the lesson
// written inside the same per-date locked transaction, so two members racing for one coach's slot cannot both get it;
// cancelling releases the bay and marks the lesson in one. Each queues the lesson's e-mails in its transaction.
import {
  BOOKING_MESSAGES,
  cancelMoneyAt,
  DEFAULT_LESSON_CUTOFFS,
  isBookableDate,
  isCoachAvailable,
  isComplimentaryLesson,
  isPastStart,
  lessonCutoffMessages,
  lessonEndTime,
  lessonMonth,
  lessonPriceCents,
  LESSON_MESSAGES,
  meetsLeadTime,
  outsideWindowMessage,
  type BookLessonInput,
  type CancelMoney,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { ReservedHit } from '../../http/rate-limiter';
import { coachDaysOf } from './lesson-availability';
import type { LessonBookingDeps } from './lesson-booking';
import { LESSON_NOT_FOUND, lessonMoneyBack, lessonSnapshot } from './lesson-records';
import type { LessonRecord } from './lessons-repository';
import type { MoneyBackRule } from '../../ports/money-back';

export function createLessonWrites({
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
  warn,
  mailLimit,
  moneyBack,
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
        let lesson = await repo.insert({
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
        // A member's own booking spends their account credit first (decision 412); the rest goes to Checkout.
        const spent =
          !byStaff && lesson.priceCents
            ? await moneyBack.spendCredit(
                tx.unitOfWork,
                { userId: memberId, lessonId: lesson.id, cents: lesson.priceCents },
                actor,
              )
            : 0;
        if (spent > 0) lesson = (await repo.find(lesson.id)) ?? lesson;
        if (byStaff) {
          await recordWrite(tx.unitOfWork, actor, 'lesson.booked', { lesson }, null, lessonSnapshot(lesson));
        }
        await notifier.booked(tx.unitOfWork, lesson, cutoffs, toMember);
        return lesson;
      });
    return withMemberMail(memberId, 'Lesson booking', write);
  }

  /**
   * Releases the bay and marks the lesson cancelled, in one locked transaction (recorded when staff cancel); answers
   * what that does with the money paid for it, read in the same transaction with the facility's money-back `rule`
   * (decisions 414, 412), which its e-mails say. Credit going back is granted in that transaction: it is the facility's
   * own ledger, so it commits or rolls back with the cancellation.
   */
  async function cancel(lesson: LessonRecord, by: User, rule: MoneyBackRule, staff?: User): Promise<CancelMoney> {
    const write = (toMember: boolean) =>
      reservations.inLock([lesson.lessonDate], async (tx): Promise<CancelMoney> => {
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
        const money = cancelMoneyAt(lessonMoneyBack(current, rule), now());
        if (money.kind === 'back' && money.creditCents > 0) {
          const of = { userId: current.memberId, lessonId: current.id, cents: money.creditCents };
          await moneyBack.creditBack(tx.unitOfWork, of, by);
        }
        if (cancelledLesson) await notifier.cancelled(tx.unitOfWork, cancelledLesson, toMember, money);
        return money;
      });
    return withMemberMail(lesson.memberId, `Lesson ${lesson.id} cancellation`, write);
  }

  return { book, cancel };
}
