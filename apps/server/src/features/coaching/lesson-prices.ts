// Lesson prices and the desk's view of a lesson's payment (docs/decisions/303-lesson-prices-and-payment.md): admins
// set a coach's price for a 60-minute lesson (recorded in the activity log against the coach); the desk reads the
// lesson holding a bay's booking, with its price and where its payment stands, to take it (POST /api/payments with
// purpose "lesson" and the lesson's id: the ledger is the one record of what was paid).
import type { CoachLesson, CoachLessonPriceAnswer, CoachLessonPriceInput, User } from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { CoachDirectory } from './coach-directory';
import type { CoachPricesRepository } from './coach-prices-repository';
import { toCoachLesson, type RecordCoachingWrite } from './lesson-records';
import type { LessonsRepository } from './lessons-repository';
import type { MoneyBackPort } from '../../ports/money-back';

export interface LessonPricesDeps {
  prices: CoachPricesRepository;
  lessons: Pick<LessonsRepository, 'findByBooking'>;
  coaches: CoachDirectory;
  now: () => Date;
  recordWrite: RecordCoachingWrite;
  transaction: UnitOfWorkRunner;
  /** The money-back rule the lesson's terms are read with (decisions 414, 412). */
  moneyBack: Pick<MoneyBackPort, 'rule'>;
}

export function createLessonPrices(deps: LessonPricesDeps) {
  const { prices, lessons, coaches, now, recordWrite, transaction, moneyBack } = deps;
  return {
    /** An admin sets (or with null, removes) a coach's price; lessons booked before keep theirs. */
    async setLessonPrice(
      admin: User,
      coachId: number,
      { lessonPriceCents }: CoachLessonPriceInput,
    ): Promise<CoachLessonPriceAnswer> {
      const coach = await coaches.require(coachId);
      await transaction(async (unitOfWork) => {
        const repo = prices.within(unitOfWork);
        const before = await repo.of(coachId);
        if (before === lessonPriceCents) return;
        await repo.set(coachId, lessonPriceCents, now().toISOString());
        await recordWrite(
          unitOfWork,
          admin,
          'coach.lesson-price',
          { coach },
          { lessonPriceCents: before },
          { lessonPriceCents },
        );
      });
      return { coachId, lessonPriceCents };
    },

    /** The lesson holding the bay's booking `bookingId` (404 when none does). */
    async deskLesson(bookingId: number): Promise<CoachLesson> {
      const lesson = await lessons.findByBooking(bookingId);
      if (!lesson) throw new AppError('NOT_FOUND', 'No lesson holds this booking.');
      return toCoachLesson(lesson, now(), await moneyBack.rule());
    },
  };
}
