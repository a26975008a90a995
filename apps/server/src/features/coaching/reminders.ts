// The day-before lesson reminder (docs/decisions/120-coaching-lessons.md, 194-one-mail-outbox.md): one pass of the
// lesson reminders job (coaching's feature.ts builds it, main.ts starts it) takes tomorrow's booked lessons (facility
// date) and, for each, claims its reminder and queues the e-mail in one transaction. The claim is a row of
// lesson_reminders, so a restarted or second process never queues a reminder twice; the mail outbox sends it, retries
// a failed send, and never sends it once the lesson has started.
import { addDaysToDateString, facilityInstant, facilityToday } from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import type { MailOutbox } from '../../mail/outbox';
import type { UnsubscribeTopic } from '../../mail/unsubscribe';
import { composeLessonReminder } from './lesson-mail';
import type { LessonsRepository } from './lessons-repository';
import type { RemindersRepository } from './reminders-repository';

export function createLessonReminders(deps: {
  lessons: Pick<LessonsRepository, 'listToRemindOn'>;
  /** The one-click unsubscribe address of a member's reminders (mail/unsubscribe.ts). */
  unsubscribeAddress?: (topic: UnsubscribeTopic) => string | null;
  reminders: RemindersRepository;
  transaction: UnitOfWorkRunner;
  outbox: Pick<MailOutbox, 'add'>;
  now: () => Date;
}) {
  return {
    /** Queues the reminder of every lesson tomorrow not reminded yet; how many it queued. */
    async queueTomorrows(): Promise<{ queued: number }> {
      const tomorrow = addDaysToDateString(facilityToday(deps.now()), 1);
      let queued = 0;
      for (const lesson of await deps.lessons.listToRemindOn(tomorrow)) {
        const claimed = await deps.transaction(async (unitOfWork) => {
          if (!(await deps.reminders.within(unitOfWork).claim(lesson.id, deps.now().toISOString()))) return false;
          const expiresAt = facilityInstant(lesson.lessonDate, lesson.startTime);
          const about = `lesson ${lesson.id} (reminder)`;
          const listUnsubscribe = deps.unsubscribeAddress?.({ kind: 'lesson-reminders', userId: lesson.memberId });
          const mail = { ...composeLessonReminder(lesson), ...(listUnsubscribe ? { listUnsubscribe } : {}) };
          await deps.outbox.add([{ mail, about, expiresAt }], unitOfWork);
          return true;
        });
        if (claimed) queued += 1;
      }
      return { queued };
    },
  };
}
