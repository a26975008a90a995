// Sign-in sessions as the auth feature manages them beyond the request at hand: ending every session of one
// user (after a password reset). The rows belong to the session store (db/session-store.ts,
// KnexSessionStore); the data in them is ours: http/session.ts stores `userId` in each session.
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';

/** Bounded IN lists (SQLite allows ~32k parameters; stay far below). */
const DELETE_BATCH = 500;

function sessionUserId(sess: unknown): number | undefined {
  try {
    const data = (typeof sess === 'string' ? JSON.parse(sess) : sess) as { userId?: unknown } | null;
    return data !== null && typeof data === 'object' && data.userId !== undefined ? Number(data.userId) : undefined;
  } catch {
    return undefined;
  }
}

export function createSessionsRepository(db: Knex) {
  return {
    /**
     * Deletes every stored session of `userId` (but `exceptSid`, the caller's own); returns how many. The store keeps each session as JSON in
     * sessions.sess (json on Postgres, text on SQLite) with no per-user index, so the rows are read and matched
     * on the parsed `userId`: portable across both databases with no dialect JSON operators, and cheap at a
     * facility's scale (docs/decisions/042-password-reset.md).
     */
    async endAllSessionsOf(userId: number, exceptSid?: string): Promise<number> {
      const rows: Array<{ sid: string; sess: unknown }> = await db('sessions').select('sid', 'sess');
      const sids = rows
        .filter((row) => sessionUserId(row.sess) === userId && row.sid !== exceptSid)
        .map((row) => row.sid);
      let deleted = 0;
      for (let i = 0; i < sids.length; i += DELETE_BATCH) {
        deleted += toNumber(
          await db('sessions')
            .whereIn('sid', sids.slice(i, i + DELETE_BATCH))
            .del(),
        );
      }
      return deleted;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
