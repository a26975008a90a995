// Keypad code history: one row per change, the newest row is the current code. Only this repository writes the
// keypad_codes table; a change is written inside the unit of work that also records it in the activity log.
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';
import { isoTimestamp } from '../../db/timestamps';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

export interface KeypadCodeRecord {
  code: string;
  updatedAt: string;
  updatedBy: number | null;
}

interface KeypadRow {
  code: string;
  updated_at: string;
  updated_by: number | string | null;
}

const toRecord = (row: KeypadRow): KeypadCodeRecord => ({
  code: row.code,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by == null ? null : toNumber(row.updated_by),
});

function bind(db: Knex | Knex.Transaction) {
  return {
    async current(): Promise<KeypadCodeRecord | undefined> {
      const row = await db('keypad_codes').orderBy('id', 'desc').first<KeypadRow | undefined>();
      return row ? toRecord(row) : undefined;
    },

    /** The latest `limit` codes, newest first (the current one first). */
    async history(limit: number): Promise<KeypadCodeRecord[]> {
      const rows = (await db('keypad_codes')
        .select('code', 'updated_at', 'updated_by')
        .orderBy('id', 'desc')
        .limit(limit)) as KeypadRow[];
      return rows.map(toRecord);
    },

    async set(code: string, updatedBy: number | null, at: Date = new Date()): Promise<void> {
      await db('keypad_codes').insert({ code, updated_at: isoTimestamp(at), updated_by: updatedBy });
    },
  };
}

export function createKeypadRepository(db: Knex) {
  return { ...bind(db), within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork)) };
}

export type KeypadRepository = ReturnType<typeof createKeypadRepository>;
