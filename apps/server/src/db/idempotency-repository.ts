// idempotency_keys (migration 280, docs/decisions/280-idempotency-keys.md): a signed-in user's write keys and the
// answers of the writes that succeeded. The unique (user, key) row is the reservation: of several requests with the
// same key, exactly one inserts it and runs; the others read it.
import type { Knex } from 'knex';
import { toNumber } from './dialect';
import { isoTimestamp } from './timestamps';

/** A key's row as another request with the same key finds it. */
export interface KeptWrite {
  requestDigest: string;
  /** Null while the write runs (or if its process died before it ended). */
  status: number | null;
  /** The answer's JSON text; null for an answer without a body. */
  body: string | null;
  createdAt: string;
}

/** Who holds a key's row: a takeover re-stamps `createdAt`, so a holder that was taken over writes nothing. */
export interface KeyHold {
  id: number;
  createdAt: string;
}

export type Claim = { held: KeyHold } | { found: KeptWrite };

interface Row {
  id: number | string;
  request_digest: string;
  status: number | string | null;
  body: string | null;
  created_at: string;
}

export function createIdempotencyRepository(db: Knex) {
  const table = () => db('idempotency_keys');
  return {
    /** Inserts the key's row (the caller then runs the write), or returns the row another request made. */
    async claim(userId: number, keyDigest: string, requestDigest: string, now: Date): Promise<Claim> {
      const createdAt = isoTimestamp(now);
      const inserted: Array<{ id: unknown }> = await table()
        .insert({ user_id: userId, key_digest: keyDigest, request_digest: requestDigest, created_at: createdAt })
        .onConflict(['user_id', 'key_digest'])
        .ignore()
        .returning('id');
      if (inserted.length > 0) return { held: { id: toNumber(inserted[0]!.id), createdAt } };
      const row = await table()
        .select('id', 'request_digest', 'status', 'body', 'created_at')
        .where({ user_id: userId, key_digest: keyDigest })
        .first<Row | undefined>();
      // Deleted between the insert and the read (its write failed and gave the key back): claim again.
      if (!row) return this.claim(userId, keyDigest, requestDigest, now);
      return {
        found: {
          requestDigest: row.request_digest,
          status: row.status === null ? null : toNumber(row.status),
          body: row.body,
          createdAt: row.created_at,
        },
      };
    },
    /** Takes over a row whose write started before `staleBefore` and never ended; undefined if another did first. */
    async takeOver(userId: number, keyDigest: string, staleBefore: Date, now: Date): Promise<KeyHold | undefined> {
      const createdAt = isoTimestamp(now);
      const row = await table()
        .select('id')
        .where({ user_id: userId, key_digest: keyDigest })
        .whereNull('status')
        .first<{ id: number | string } | undefined>();
      if (!row) return undefined;
      const updated = await table()
        .where({ id: row.id })
        .whereNull('status')
        .andWhere('created_at', '<', isoTimestamp(staleBefore))
        .update({ created_at: createdAt });
      return updated === 1 ? { id: toNumber(row.id), createdAt } : undefined;
    },
    /** Keeps a successful write's answer for the repeats. */
    async complete(hold: KeyHold, status: number, body: string | null): Promise<void> {
      await table().where({ id: hold.id, created_at: hold.createdAt }).whereNull('status').update({ status, body });
    },
    /** Gives the key back (the write failed): a repeat runs the write again. */
    async release(hold: KeyHold): Promise<void> {
      await table().where({ id: hold.id, created_at: hold.createdAt }).whereNull('status').delete();
    },
    /** Deletes every key made before `before` (kept answers and writes that never ended). */
    async deleteOlderThan(before: Date): Promise<void> {
      await table().where('created_at', '<', isoTimestamp(before)).delete();
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
