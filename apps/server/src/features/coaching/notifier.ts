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
  /** The facility's team address (FACILITY_TEAM_EMAIL): told when a paid lesson is canceled (decision 415). */
  teamEmail: string;
  now: () => Date;
}): LessonNotifier {
  // The member's e-mail is the first of each list (member, coach, and the team's); left out when `toMember` is false.
  const queue = async (
    unitOfWork: UnitOfWork,
    about: string,
    [member, ...others]: OutgoingMail[],
    toMember: boolean,
  ) => {
    const mails = toMember ? [member, ...others] : others;
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
    cancelled: (unitOfWork, lesson, toMember, money) =>
      queue(
        unitOfWork,
        `lesson ${lesson.id} (cancelled)`,
        composeLessonCancellations(lesson, deps.settings, deps.now(), money, deps.teamEmail),
        toMember,
      ),
  };
}
