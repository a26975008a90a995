// Failed sign-ins, kept in the database so throttling holds across processes and restarts.
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';
import { isoTimestamp } from '../../db/timestamps';

export interface FailureWindow {
  count: number;
  /** attempted_at of the `limit`-th most recent failure (when count >= limit), else undefined. */
  limitingAttemptAt?: string;
}

export function createLoginAttemptsRepository(db: Knex) {
  async function window(
    column: 'account_key' | 'ip',
    value: string,
    since: Date,
    limit: number,
  ): Promise<FailureWindow> {
    const sinceText = isoTimestamp(since);
    const countRow = await db('login_attempts')
      .where(column, value)
      .andWhere('attempted_at', '>', sinceText)
      .count({ n: '*' })
      .first();
    const count = toNumber(countRow?.n);
    if (count < limit) return { count };
    const row = await db('login_attempts')
      .select('attempted_at')
      .where(column, value)
      .andWhere('attempted_at', '>', sinceText)
      .orderBy('attempted_at', 'desc')
      .offset(limit - 1)
      .first<{ attempted_at: string } | undefined>();
    return { count, limitingAttemptAt: row?.attempted_at };
  }

  return {
    accountFailures: (accountKey: string, since: Date, limit: number) =>
      window('account_key', accountKey, since, limit),
    ipFailures: (ip: string, since: Date, limit: number) => window('ip', ip, since, limit),

    async recordFailure(accountKey: string, ip: string, at: Date, pruneBefore: Date): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('login_attempts').where('attempted_at', '<', isoTimestamp(pruneBefore)).delete();
        await trx('login_attempts').insert({ account_key: accountKey, ip, attempted_at: isoTimestamp(at) });
      });
    },

    async clearAccount(accountKey: string): Promise<void> {
      await db('login_attempts').where({ account_key: accountKey }).delete();
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
