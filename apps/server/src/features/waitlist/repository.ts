// The slot_waitlist table (migration 070; docs/decisions/134-full-slot-waitlist.md): the only code that touches it.
import type { Knex } from 'knex';
import type { WaitlistEntry } from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

interface WaitlistRow {
  id: number | string;
  user_id: number | string;
  booking_date: string;
  start_time: string;
  end_time: string;
  created_at: string;
  notified_at: string | null;
}

export interface WaitlistRecord extends WaitlistEntry {
  userId: number;
}

const toRecord = (row: WaitlistRow): WaitlistRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  bookingDate: row.booking_date,
  startTime: row.start_time,
  endTime: row.end_time,
  createdAt: row.created_at,
  notifiedAt: row.notified_at,
});

function bind(db: Knex | Knex.Transaction) {
  const table = () => db<WaitlistRow>('slot_waitlist');
  return {
    /** Adds the member's entry for the slot, or returns the one they already have. */
    async add(entry: { userId: number; bookingDate: string; startTime: string; endTime: string }, at: string) {
      const key = {
        user_id: entry.userId,
        booking_date: entry.bookingDate,
        start_time: entry.startTime,
        end_time: entry.endTime,
      };
      try {
        await table().insert({ ...key, created_at: at, notified_at: null });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = (await table().where(key).first()) as WaitlistRow;
      return toRecord(row);
    },

    /** The member's entries on and after `fromDate`, in slot order. */
    async listFor(userId: number, fromDate: string): Promise<WaitlistRecord[]> {
      const rows = await table()
        .where('user_id', userId)
        .andWhere('booking_date', '>=', fromDate)
        .orderBy([{ column: 'booking_date' }, { column: 'start_time' }]);
      return rows.map(toRecord);
    },

    /** Deletes the member's own entry; false when there was none. */
    async remove(userId: number, id: number): Promise<boolean> {
      return (await table().where({ id, user_id: userId }).delete()) > 0;
    },

    /** Entries of these dates not yet told. */
    async openOn(dates: readonly string[]): Promise<WaitlistRecord[]> {
      const rows = await table()
        .whereIn('booking_date', [...dates])
        .whereNull('notified_at');
      return rows.map(toRecord);
    },

    /**
     * Marks the entry told, only if nobody did yet: true for the one caller (process) that gets to send the e-mail,
     * so a member is e-mailed once however many servers hear of the change.
     */
    async claimNotification(id: number, at: string): Promise<boolean> {
      return (await table().where({ id }).whereNull('notified_at').update({ notified_at: at })) > 0;
    },
  };
}

export function createWaitlistRepository(db: Knex) {
  return {
    ...bind(db),
    /** The same repository inside an open transaction: a claim written with the e-mail it allows. */
    within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork)),
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
