// The lesson confirmations and cancellations (lesson-mail.ts), queued in the lesson's own transaction (the mail
// outbox, mail/outbox.ts): sent once it commits, never for a rolled-back one, retried when the mail server is down;
// a failed send never undoes the booking (docs/decisions/120-coaching-lessons.md, 194-one-mail-outbox.md).
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
  // The member's e-mail is the first of each pair (member, coach); left out when `toMember` is false.
  const queue = async (unitOfWork: UnitOfWork, about: string, [member, coach]: OutgoingMail[], toMember: boolean) => {
    const mails = toMember ? [member, coach] : [coach];
    await deps.outbox.add(
      mails.filter((mail): mail is OutgoingMail => Boolean(mail?.to)).map((mail) => ({ mail, about })),
      unitOfWork,
    );
  };
  return {
    booked: (unitOfWork, lesson, cutoffs, toMember) =>
      queue(
        unitOfWork,
        `lesson ${lesson.id} (booked)`,
        composeLessonConfirmations(lesson, deps.settings, deps.now(), cutoffs),
        toMember,
      ),
    cancelled: (unitOfWork, lesson, toMember) =>
      queue(
        unitOfWork,
        `lesson ${lesson.id} (cancelled)`,
        composeLessonCancellations(lesson, deps.settings, deps.now()),
        toMember,
      ),
  };
}
