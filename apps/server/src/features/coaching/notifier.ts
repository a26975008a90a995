// The lesson confirmations and cancellations (lesson-mail.ts), queued in the lesson's own transaction (the mail
// outbox, mail/outbox.ts): sent once it commits, never for a rolled-back one, retried when the mail server is down;
// a failed send never undoes the booking (docs/decisions/122-lesson-emails-and-reminders.md, 194-one-mail-outbox.md).
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MailOutbox } from '../../mail/outbox';
import type { OutgoingMail } from '../../mail/mailer';
import { composeLessonCancellations, composeLessonConfirmations, type LessonMailSettings } from './lesson-mail';
import type { LessonNotifier } from './service';

export function createLessonNotifier(deps: {
  outbox: Pick<MailOutbox, 'add'>;
  settings: LessonMailSettings;
  now: () => Date;
}): LessonNotifier {
  const queue = async (unitOfWork: UnitOfWork, about: string, mails: OutgoingMail[]) => {
    await deps.outbox.add(
      mails.filter((mail) => mail.to).map((mail) => ({ mail, about })),
      unitOfWork,
    );
  };
  return {
    booked: (unitOfWork, lesson, cutoffs) =>
      queue(
        unitOfWork,
        `lesson ${lesson.id} (booked)`,
        composeLessonConfirmations(lesson, deps.settings, deps.now(), cutoffs),
      ),
    cancelled: (unitOfWork, lesson) =>
      queue(
        unitOfWork,
        `lesson ${lesson.id} (cancelled)`,
        composeLessonCancellations(lesson, deps.settings, deps.now()),
      ),
  };
}
