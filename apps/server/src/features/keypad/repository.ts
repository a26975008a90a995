// Keypad code history: one row per change, the newest row is the current code.
import type { Knex } from 'knex';
import { isoTimestamp } from '../../db/timestamps';

export interface KeypadCodeRecord {
  code: string;
  updatedAt: string;
  updatedBy: number | null;
}

export function createKeypadRepository(db: Knex) {
  return {
    async current(): Promise<KeypadCodeRecord | undefined> {
      const row = await db('keypad_codes')
        .orderBy('id', 'desc')
        .first<{ code: string; updated_at: string; updated_by: number | string | null } | undefined>();
      return row
        ? {
            code: row.code,
            updatedAt: row.updated_at,
            updatedBy: row.updated_by == null ? null : Number(row.updated_by),
          }
        : undefined;
    },

    async set(code: string, updatedBy: number | null, at: Date = new Date()): Promise<void> {
      await db('keypad_codes').insert({ code, updated_at: isoTimestamp(at), updated_by: updatedBy });
    },
  };
}

export type KeypadRepository = ReturnType<typeof createKeypadRepository>;
