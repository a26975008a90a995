// The lesson_reminders table's one repository: a reminder is claimed by inserting its row (lesson_id is the
// primary key) BEFORE the e-mail is sent, so two workers, or a worker restarted after a crash, never send the
// same reminder twice (at most once; a failed send is recorded, not retried: docs/decisions/122-lesson-emails-and-reminders.md).
import type { Knex } from 'knex';

export function createRemindersRepository(db: Knex) {
  return {
    /** True when this call claimed the lesson's reminder (nobody had). */
    async claim(lessonId: number, at: string): Promise<boolean> {
      const rows = await db('lesson_reminders')
        .insert({ lesson_id: lessonId, claimed_at: at })
        .onConflict('lesson_id')
        .ignore()
        .returning('lesson_id');
      return rows.length > 0;
    },
    async markSent(lessonId: number, at: string): Promise<void> {
      await db('lesson_reminders').where({ lesson_id: lessonId }).update({ sent_at: at, error: null });
    },
    async markFailed(lessonId: number, error: string): Promise<void> {
      await db('lesson_reminders')
        .where({ lesson_id: lessonId })
        .update({ error: error.slice(0, 500) });
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
