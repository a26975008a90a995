// The lesson_reminders table's one repository: a reminder is claimed by inserting its row (lesson_id is the primary
// key) in the transaction that queues its e-mail, so two processes, or one restarted, never queue the same reminder
// twice (docs/decisions/120-coaching-lessons.md; its delivery is the mail outbox's, 194).
import type { Knex } from 'knex';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';
import { insertIfNew } from '../../db/upsert';

function bind(db: Knex.Transaction) {
  return {
    /** True when this call claimed the lesson's reminder (nobody had). */
    async claim(lessonId: number, at: string): Promise<boolean> {
      return insertIfNew(db, 'lesson_reminders', 'lesson_id', { lesson_id: lessonId, claimed_at: at });
    },
  };
}

/** Only inside the transaction that queues the reminder's e-mail: a claim never stands without it. */
export function createRemindersRepository() {
  return { within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork)) };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
