// The mail_outbox table (migration 080): the only Knex code of the mail module. A row is one e-mail with its delivery
// state (delivery.ts); `within` a unit of work it is written in the transaction of the change it is about.
import type { Knex } from 'knex';
import { insertRow, toNumber } from '../db/dialect';
import { transactionOf, type UnitOfWork } from '../db/unit-of-work';
import type { DeliveryState } from './delivery';
import type { OutgoingMail } from './mailer';

export interface NewOutboxRow {
  about: string;
  mail: OutgoingMail;
  expiresAt: string | null;
  createdAt: string;
  delivery: DeliveryState;
}

/** A pending e-mail whose next attempt is due. */
export interface DueMail {
  id: number;
  about: string;
  mail: OutgoingMail;
  attempts: number;
  expiresAt: string | null;
}

interface Row {
  id: unknown;
  about: string;
  message: string;
  attempts: unknown;
  expires_at: string | null;
}

/** Due: its next attempt time has come (a lease that ran out counts: its sender died mid-send). */
const isDue = (nowIso: string) => (q: Knex.QueryBuilder) => {
  void q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', nowIso);
};

export function createOutboxRepository(db: Knex) {
  return {
    /** Inserts in `unitOfWork`'s transaction, or on its own. Ids in the order given. */
    async insert(rows: readonly NewOutboxRow[], unitOfWork?: UnitOfWork): Promise<number[]> {
      const into = unitOfWork ? transactionOf(unitOfWork) : db;
      const ids: number[] = [];
      for (const row of rows) {
        ids.push(
          await insertRow(into, 'mail_outbox', {
            about: row.about.slice(0, 120),
            message: JSON.stringify(row.mail),
            status: row.delivery.status,
            attempts: row.delivery.attempts,
            last_error: row.delivery.lastError,
            next_attempt_at: row.delivery.nextAttemptAt,
            expires_at: row.expiresAt,
            created_at: row.createdAt,
          }),
        );
      }
      return ids;
    },

    /** Pending e-mails whose next attempt is due, oldest first. */
    async listDue(nowIso: string, limit: number): Promise<DueMail[]> {
      const rows = await db('mail_outbox')
        .select<Row[]>('id', 'about', 'message', 'attempts', 'expires_at')
        .where('status', 'pending')
        .where(isDue(nowIso))
        .orderBy('id', 'asc')
        .limit(limit);
      return rows.map((r) => ({
        id: toNumber(r.id),
        about: r.about,
        mail: JSON.parse(r.message) as OutgoingMail,
        attempts: toNumber(r.attempts),
        expiresAt: r.expires_at,
      }));
    },

    /**
     * Takes a due e-mail for one attempt: moves its next attempt to `leaseUntilIso` only if it is still pending and
     * due. Of two senders racing for it (two server processes) exactly one sees `true`.
     */
    async claim(id: number, nowIso: string, leaseUntilIso: string): Promise<boolean> {
      const changed = await db('mail_outbox')
        .where({ id, status: 'pending' })
        .where(isDue(nowIso))
        .update({ next_attempt_at: leaseUntilIso });
      return toNumber(changed) === 1;
    },

    /** Stores an attempt's outcome; only a pending row changes, so an e-mail is marked sent once. */
    async record(id: number, state: DeliveryState, nowIso: string): Promise<void> {
      await db('mail_outbox')
        .where({ id, status: 'pending' })
        .update({
          status: state.status,
          attempts: state.attempts,
          last_error: state.lastError,
          next_attempt_at: state.nextAttemptAt,
          ...(state.status === 'sent' ? { sent_at: nowIso } : {}),
        });
    },

    /** Deletes e-mails sent before `beforeIso` (their changes are long done; the table stays small). */
    async pruneSent(beforeIso: string): Promise<number> {
      return toNumber(await db('mail_outbox').where('status', 'sent').where('sent_at', '<', beforeIso).delete());
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
