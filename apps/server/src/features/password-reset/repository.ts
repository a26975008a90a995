// Persistence of the forgot-password flow: reset codes (password_reset_codes) and the request log
// (password_reset_requests). The user's password and sessions belong to the users repository and the auth
// feature; the service reaches them through what composition.ts hands it.
import type { Knex } from 'knex';
import { insertRow, toNumber } from '../../db/dialect';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

export type ResetRequestOutcome = 'emailed' | 'no_account' | 'foreign_domain' | 'address_throttled' | 'email_failed';

export interface LiveResetCode {
  id: number;
  userId: number;
  codeHash: string;
  attempts: number;
}

interface CodeRow {
  id: unknown;
  user_id: unknown;
  code_hash: string;
  attempts: unknown;
}

const toLiveCode = (row: CodeRow): LiveResetCode => ({
  id: toNumber(row.id),
  userId: toNumber(row.user_id),
  codeHash: row.code_hash,
  attempts: toNumber(row.attempts),
});

/** A code is live while unused, unexpired and below the wrong-try limit. */
function live(q: Knex.QueryBuilder, nowIso: string, maxWrongTries: number): Knex.QueryBuilder {
  return q.whereNull('used_at').where('expires_at', '>', nowIso).where('attempts', '<', maxWrongTries);
}

/** The newest live code matching `where`. */
async function newestLiveCode(
  db: Knex,
  where: Record<string, unknown>,
  nowIso: string,
  maxWrongTries: number,
): Promise<LiveResetCode | undefined> {
  const row = await live(db('password_reset_codes'), nowIso, maxWrongTries)
    .where(where)
    .orderBy('id', 'desc')
    .first<CodeRow | undefined>();
  return row ? toLiveCode(row) : undefined;
}

export function createPasswordResetRepository(db: Knex) {
  return {
    async logRequest(entry: {
      email: string;
      ip: string;
      requestedAt: string;
      outcome: ResetRequestOutcome;
    }): Promise<number> {
      return insertRow(db, 'password_reset_requests', {
        email: entry.email,
        ip: entry.ip,
        requested_at: entry.requestedAt,
        outcome: entry.outcome,
      });
    },

    async setRequestOutcome(id: number, outcome: ResetRequestOutcome): Promise<void> {
      await db('password_reset_requests').where({ id }).update({ outcome });
    },

    /**
     * Issues a new code in the caller's transaction (the one that queues the e-mail carrying it); any older live code
     * of the user dies with it (only the newest e-mail works).
     */
    async replaceCode(
      unitOfWork: UnitOfWork,
      entry: { userId: number; codeHash: string; tokenHash: string; expiresAt: string; createdAt: string },
    ): Promise<void> {
      const trx = transactionOf(unitOfWork);
      await trx('password_reset_codes')
        .where({ user_id: entry.userId })
        .whereNull('used_at')
        .update({ used_at: entry.createdAt });
      await trx('password_reset_codes').insert({
        user_id: entry.userId,
        code_hash: entry.codeHash,
        token_hash: entry.tokenHash,
        expires_at: entry.expiresAt,
        attempts: 0,
        used_at: null,
        created_at: entry.createdAt,
      });
    },

    findLiveCodeOfUser: (userId: number, nowIso: string, maxWrongTries: number) =>
      newestLiveCode(db, { user_id: userId }, nowIso, maxWrongTries),

    findLiveCodeByTokenHash: (tokenHash: string, nowIso: string, maxWrongTries: number) =>
      newestLiveCode(db, { token_hash: tokenHash }, nowIso, maxWrongTries),

    /** Counts one wrong code (atomic, so parallel guesses cannot exceed the limit unnoticed). */
    /** Counts one try, only while fewer than `maxTries` were counted (one conditional UPDATE: atomic). */
    async reserveTry(id: number, maxTries: number): Promise<boolean> {
      const updated = await db('password_reset_codes')
        .where({ id })
        .andWhere('attempts', '<', maxTries)
        .increment('attempts', 1);
      return toNumber(updated) === 1;
    },

    /** Gives a try back (the code was right: only wrong tries count). */
    async releaseTry(id: number): Promise<void> {
      await db('password_reset_codes').where({ id }).andWhere('attempts', '>', 0).decrement('attempts', 1);
    },

    /**
     * Uses the code up, only if it is still unused (of two parallel resets exactly one sees true), and with it
     * every other live code of the user: after a reset no older e-mail works either.
     */
    async consumeCode(codeId: number, userId: number, nowIso: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const used = await trx('password_reset_codes')
          .where({ id: codeId })
          .whereNull('used_at')
          .update({ used_at: nowIso });
        if (toNumber(used) !== 1) return false;
        await trx('password_reset_codes').where({ user_id: userId }).whereNull('used_at').update({ used_at: nowIso });
        return true;
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
