// Persistence of the forgot-password flow: reset codes (password_reset_codes), the request log
// (password_reset_requests) and the two writes of a successful reset (users.password_hash, sessions).
import type { Knex } from 'knex';
import { insertedId, toNumber } from '../../db/dialect';

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

export function createPasswordResetRepository(db: Knex) {
  return {
    async findUserByEmail(email: string): Promise<{ id: number; email: string } | undefined> {
      const row: { id: unknown; email: string } | undefined = await db('users')
        .select('id', 'email')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .first();
      return row ? { id: toNumber(row.id), email: row.email } : undefined;
    },

    async logRequest(entry: { email: string; ip: string; requestedAt: string; outcome: ResetRequestOutcome }): Promise<number> {
      const rows = await db('password_reset_requests')
        .insert({ email: entry.email, ip: entry.ip, requested_at: entry.requestedAt, outcome: entry.outcome })
        .returning('id');
      return insertedId(rows);
    },

    async setRequestOutcome(id: number, outcome: ResetRequestOutcome): Promise<void> {
      await db('password_reset_requests').where({ id }).update({ outcome });
    },

    async countRequestsFromIpSince(ip: string, sinceIso: string): Promise<number> {
      const row = await db('password_reset_requests').where({ ip }).where('requested_at', '>=', sinceIso).count({ n: '*' }).first();
      return toNumber(row?.n);
    },

    async countEmailedSince(email: string, sinceIso: string): Promise<number> {
      const row = await db('password_reset_requests')
        .where({ email, outcome: 'emailed' })
        .where('requested_at', '>=', sinceIso)
        .count({ n: '*' })
        .first();
      return toNumber(row?.n);
    },

    /** Issues a new code; any older live code of the user dies with it (only the newest e-mail works). */
    async replaceCode(entry: {
      userId: number;
      codeHash: string;
      tokenHash: string;
      expiresAt: string;
      createdAt: string;
    }): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('password_reset_codes').where({ user_id: entry.userId }).whereNull('used_at').update({ used_at: entry.createdAt });
        await trx('password_reset_codes').insert({
          user_id: entry.userId,
          code_hash: entry.codeHash,
          token_hash: entry.tokenHash,
          expires_at: entry.expiresAt,
          attempts: 0,
          used_at: null,
          created_at: entry.createdAt,
        });
      });
    },

    async findLiveCodeOfUser(userId: number, nowIso: string, maxWrongTries: number): Promise<LiveResetCode | undefined> {
      const row: CodeRow | undefined = await live(db('password_reset_codes'), nowIso, maxWrongTries)
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .first();
      return row ? toLiveCode(row) : undefined;
    },

    async findLiveCodeByTokenHash(tokenHash: string, nowIso: string, maxWrongTries: number): Promise<LiveResetCode | undefined> {
      const row: CodeRow | undefined = await live(db('password_reset_codes'), nowIso, maxWrongTries)
        .where({ token_hash: tokenHash })
        .first();
      return row ? toLiveCode(row) : undefined;
    },

    /** Counts one wrong code (atomic, so parallel guesses cannot exceed the limit unnoticed). */
    async recordWrongTry(id: number): Promise<void> {
      await db('password_reset_codes').where({ id }).increment('attempts', 1);
    },

    /**
     * The successful reset, all or nothing: uses up the code (only if still unused — of two parallel resets
     * exactly one wins), sets the new password hash, kills every other code of the user and signs the user
     * out everywhere. Returns false when the code had already been used.
     */
    async completeReset(codeId: number, userId: number, passwordHash: string, nowIso: string): Promise<{ ok: boolean; sessionsEnded: number }> {
      return db.transaction(async (trx) => {
        const used = await trx('password_reset_codes').where({ id: codeId }).whereNull('used_at').update({ used_at: nowIso });
        if (toNumber(used) !== 1) return { ok: false, sessionsEnded: 0 };
        await trx('users').where({ id: userId }).update({ password_hash: passwordHash });
        await trx('password_reset_codes').where({ user_id: userId }).whereNull('used_at').update({ used_at: nowIso });
        const sessionsEnded = await deleteSessionsOfUser(trx, userId);
        // A user who locked the account by guessing the old password may sign in with the new one at once.
        await trx('login_attempts').where({ account_key: `user:${userId}` }).del();
        return { ok: true, sessionsEnded };
      });
    },
  };
}

/**
 * connect-session-knex keeps each session as JSON in sessions.sess (json on Postgres, text on SQLite); our
 * session data holds `userId` (http/session.ts). The store has no per-user index, so the user's sessions are
 * found by reading the session rows and matching the parsed `userId`: portable across both databases with no
 * dialect JSON operators, and cheap at a facility's scale (docs/decisions/042-password-reset.md).
 */
async function deleteSessionsOfUser(db: Knex, userId: number): Promise<number> {
  const rows: Array<{ sid: string; sess: unknown }> = await db('sessions').select('sid', 'sess');
  const sids = rows
    .filter((row) => {
      try {
        const data = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as { userId?: unknown } | null;
        return data !== null && typeof data === 'object' && Number(data.userId) === userId;
      } catch {
        return false;
      }
    })
    .map((row) => row.sid);
  if (sids.length === 0) return 0;
  let deleted = 0;
  // Bounded IN lists (SQLite allows ~32k parameters; stay far below).
  for (let i = 0; i < sids.length; i += 500) {
    deleted += toNumber(await db('sessions').whereIn('sid', sids.slice(i, i + 500)).del());
  }
  return deleted;
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
