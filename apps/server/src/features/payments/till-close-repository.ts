// The till_closes table's one repository (migrations/407-till-closes.ts,
// docs/decisions/407-the-days-close-at-the-desk.md): a facility day's close, written once (the day is unique) and read
// by the till and by every desk payment or refund of that day.
import type { Knex } from 'knex';
import type { TillClose } from '@longwood/core';
import { acquireWriteLock, isUniqueViolation, toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';

interface CloseRow {
  facility_date: string;
  opening_float_cents: number | string | null;
  counted_cash_cents: number | string;
  expected_cash_cents: number | string;
  over_short_cents: number | string;
  closed_by: number | string | null;
  closed_by_name: string;
  closed_at: string;
}

function toClose(row: CloseRow): TillClose {
  return {
    date: row.facility_date,
    expectedCashCents: toNumber(row.expected_cash_cents),
    countedCashCents: toNumber(row.counted_cash_cents),
    openingFloatCents: row.opening_float_cents === null ? null : toNumber(row.opening_float_cents),
    overShortCents: toNumber(row.over_short_cents),
    closedBy: row.closed_by === null ? null : toNumber(row.closed_by),
    closedByName: row.closed_by_name,
    closedAt: row.closed_at,
  };
}

function bind(db: Knex | Knex.Transaction) {
  return {
    async find(date: string): Promise<TillClose | null> {
      const row = await db('till_closes').where({ facility_date: date }).first<CloseRow | undefined>();
      return row ? toClose(row) : null;
    },

    /**
     * Inside a transaction: waits for any close of `date`, and any desk payment or refund dated it, to commit; so a
     * close sums every payment committed before it and a payment after it sees the close.
     */
    async lockDay(date: string): Promise<void> {
      await acquireWriteLock(db, `till-day:${date}`);
    },

    /** Stores the close; false when the day was closed already (the unique day, whatever got there first). */
    async insert(close: TillClose): Promise<boolean> {
      try {
        await db('till_closes').insert({
          facility_date: close.date,
          opening_float_cents: close.openingFloatCents,
          counted_cash_cents: close.countedCashCents,
          expected_cash_cents: close.expectedCashCents,
          over_short_cents: close.overShortCents,
          closed_by: close.closedBy,
          closed_by_name: close.closedByName,
          closed_at: close.closedAt,
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}

export function createTillCloseRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type TillCloseRepository = ReturnType<typeof createTillCloseRepository>;
