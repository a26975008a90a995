// The account_credits table's one repository (migrations/412-account-credits.ts, docs/decisions/412-account-credit.md):
// a member's credit ledger, append-only. A spend is written inside a transaction holding the member's credit lock
// (`lockCredit`), after reading the balance, so a burst of spends over any number of processes never takes it below
// zero; a grant needs no lock (it only adds).
import type { Knex } from 'knex';
import { creditBalance, type CreditKind } from '@longwood/core';
import { acquireWriteLock, insertRow, toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';

/** A row to write. */
export interface NewCredit {
  userId: number;
  kind: CreditKind;
  amountCents: number;
  lessonId: number | null;
  note: string | null;
  recordedBy: number | null;
  at: string;
  facilityDate: string;
}

function bind(db: Knex | Knex.Transaction) {
  /** Grants less spends of the rows matching `where`, in cents. */
  async function balanceWhere(where: Record<string, number>): Promise<number> {
    const rows = await db('account_credits')
      .where(where)
      .groupBy('kind')
      .select<{ kind: CreditKind; cents: number | string }[]>('kind', db.raw('SUM(amount_cents) AS cents'));
    return creditBalance(rows.map((r) => ({ kind: r.kind, amountCents: toNumber(r.cents) })));
  }

  return {
    /** Inside a transaction: waits for any other spend of the member's credit to commit. */
    async lockCredit(userId: number): Promise<void> {
      await acquireWriteLock(db, `account-credit:${userId}`);
    },

    /** The member's balance in cents: grants less spends. */
    balanceOf: (userId: number) => balanceWhere({ user_id: userId }),

    /** What credit has paid for the lesson, net of credit given back for it (a spend pays, a grant gives back). */
    paidForLesson: async (lessonId: number) => -(await balanceWhere({ lesson_id: lessonId })),

    async insert(row: NewCredit): Promise<number> {
      return insertRow(db, 'account_credits', {
        user_id: row.userId,
        kind: row.kind,
        amount_cents: row.amountCents,
        lesson_id: row.lessonId,
        note: row.note,
        recorded_by: row.recordedBy,
        at: row.at,
        facility_date: row.facilityDate,
      });
    },
  };
}

export type CreditRepository = ReturnType<typeof createCreditRepository>;

export function createCreditRepository(db: Knex) {
  return bindableWithin(bind, db);
}
