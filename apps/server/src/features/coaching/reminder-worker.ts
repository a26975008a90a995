// The day-before lesson reminder (docs/decisions/122-lesson-emails-and-reminders.md): every `intervalMs` it
// takes tomorrow's booked lessons (facility date), claims each reminder in the database and sends the claimed
// ones. State lives only in the database, so a restart picks up where it stopped and a second server process
// cannot send a reminder the first one sent. main.ts starts it; tests call runOnce with a pinned clock.
import { addDaysToDateString, facilityToday } from '@longwood/core';
import type { Mailer } from '../../mail/mailer';
import { composeLessonReminder } from './lesson-mail';
import type { LessonsRepository } from './lessons-repository';
import type { RemindersRepository } from './reminders-repository';

export interface LessonReminderWorker {
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

export function createLessonReminderWorker(options: {
  lessons: LessonsRepository;
  reminders: RemindersRepository;
  mailer: Mailer;
  now: () => Date;
  warn: (line: string) => void;
  intervalMs?: number;
}): LessonReminderWorker {
  const intervalMs = options.intervalMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function pass() {
    const result = { sent: 0, failed: 0 };
    const tomorrow = addDaysToDateString(facilityToday(options.now()), 1);
    for (const lesson of await options.lessons.listBookedOn(tomorrow)) {
      if (!(await options.reminders.claim(lesson.id, options.now().toISOString()))) continue;
      try {
        await options.mailer.send(composeLessonReminder(lesson));
        await options.reminders.markSent(lesson.id, options.now().toISOString());
        result.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.reminders.markFailed(lesson.id, message);
        options.warn(`[lessons] reminder for lesson ${lesson.id} failed: ${message}`);
        result.failed += 1;
      }
    }
    return result;
  }

  function runOnce() {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      const tick = (): void => {
        runOnce().catch((error: unknown) => {
          options.warn(`[lessons] reminder pass failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
