// The coach's agenda, and what happened at a lesson: completed or no-show, and the coach's notes for the member.
import {
  hasLessonStarted,
  LESSON_MESSAGES,
  type ActivitySnapshot,
  type CoachLesson,
  type CoachLessonsQuery,
  type LessonOutcomeInput,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import { requireSelfOrAdmin, type CoachDirectory } from './coach-directory';
import {
  existingLesson,
  LESSON_NOT_FOUND,
  sameSnapshot,
  toCoachLesson,
  type RecordCoachingWrite,
} from './lesson-records';
import type { LessonRecord, LessonsRepository } from './lessons-repository';
import type { MoneyBackPort } from '../../ports/money-back';

export interface LessonOutcomesDeps {
  lessons: LessonsRepository;
  coaches: CoachDirectory;
  now: () => Date;
  recordWrite: RecordCoachingWrite;
  transaction: UnitOfWorkRunner;
  /** The money-back rule each lesson's terms are read with (decisions 414, 412). */
  moneyBack: Pick<MoneyBackPort, 'rule'>;
}

const outcome = (l: LessonRecord): ActivitySnapshot => ({ status: l.status, notes: l.notes });

export function createLessonOutcomes(deps: LessonOutcomesDeps) {
  const { lessons, coaches, now, recordWrite, transaction, moneyBack } = deps;
  return {
    async agenda(actor: User, coachId: number, query: CoachLessonsQuery): Promise<CoachLesson[]> {
      requireSelfOrAdmin(actor, coachId);
      await coaches.require(coachId);
      const [list, rule] = await Promise.all([lessons.listForCoach(coachId, query.from, query.to), moneyBack.rule()]);
      return list.map((lesson) => toCoachLesson(lesson, now(), rule));
    },

    /** The lesson's coach (or an admin) marks it completed or no-show, and writes notes for the member. */
    async recordOutcome(actor: User, id: number, input: LessonOutcomeInput): Promise<CoachLesson> {
      const lesson = await existingLesson(lessons, id);
      requireSelfOrAdmin(actor, lesson.coachId);
      if (lesson.status === 'cancelled') throw new AppError('LESSON_NOT_STARTED', LESSON_MESSAGES.cancelledOutcome);
      if (input.status !== undefined && !hasLessonStarted(lesson, now())) {
        throw new AppError('LESSON_NOT_STARTED', LESSON_MESSAGES.notStarted);
      }
      const updated = await transaction(async (unitOfWork) => {
        const repo = lessons.within(unitOfWork);
        const before = await repo.find(id);
        const after = await repo.recordOutcome(id, {
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        });
        if (!before || !after) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
        if (!sameSnapshot(outcome(before), outcome(after))) {
          await recordWrite(unitOfWork, actor, 'lesson.outcome', { lesson: after }, outcome(before), outcome(after));
        }
        return after;
      });
      return toCoachLesson(updated, now(), await moneyBack.rule());
    },
  };
}
