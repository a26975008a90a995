// Sends the lesson confirmations and cancellations (lesson-mail.ts) after the lesson's transaction committed. A
// failed send is logged and never undoes the booking: the member already sees the lesson on screen.
import type { Mailer } from '../../mail/mailer';
import { composeLessonCancellations, composeLessonConfirmations, type LessonMailSettings } from './lesson-mail';
import type { LessonNotifier } from './service';

export function createLessonNotifier(deps: {
  mailer: Mailer;
  settings: LessonMailSettings;
  now: () => Date;
  warn: (line: string) => void;
}): LessonNotifier {
  async function sendAll(kind: string, lessonId: number, mails: ReturnType<typeof composeLessonConfirmations>) {
    for (const mail of mails) {
      if (!mail.to) continue;
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        deps.warn(
          `[lessons] ${kind} e-mail for lesson ${lessonId} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return {
    booked: (lesson) =>
      sendAll('confirmation', lesson.id, composeLessonConfirmations(lesson, deps.settings, deps.now())),
    cancelled: (lesson) =>
      sendAll('cancellation', lesson.id, composeLessonCancellations(lesson, deps.settings, deps.now())),
  };
}
