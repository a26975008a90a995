// rate_limit_hits (migration 040): reserved attempts per bucket, counted and inserted under the bucket's write lock so
// a parallel burst gets exactly the limit (docs/decisions/161-atomic-limits.md).
import type { Knex } from 'knex';
import { runInWriteLocks, toNumber } from './dialect';
import { isoTimestamp } from './timestamps';

export interface BucketLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

export type Reservation =
  | { ok: true; hitIds: number[] }
  /** `retryAfterMs`: until the limiting hit of the fullest bucket leaves its window. */
  | { ok: false; retryAfterMs: number };

/** The longest window any limit uses; older hits are deleted as reservations go by. */
const LONGEST_WINDOW_MS = 25 * 60 * 60_000;

export function createRateLimitRepository(db: Knex) {
  return {
    /**
     * Reserves one hit in every bucket, or none: under the buckets' write locks, counts each bucket's hits in
     * its window and inserts only when every bucket is below its max. A parallel burst therefore gets exactly
     * `max` reservations, across processes too (the locks are the database's).
     */
    async reserve(limits: readonly BucketLimit[], now: Date): Promise<Reservation> {
      return runInWriteLocks(
        db,
        limits.map((l) => `rate:${l.bucket}`),
        async (trx) => {
          let retryAfterMs = 0;
          for (const limit of limits) {
            const since = isoTimestamp(new Date(now.getTime() - limit.windowMs));
            const countRow = await trx('rate_limit_hits')
              .where('bucket', limit.bucket)
              .andWhere('hit_at', '>', since)
              .count({ n: '*' })
              .first();
            if (toNumber(countRow?.n) < limit.max) continue;
            const limiting: { hit_at: string } | undefined = await trx('rate_limit_hits')
              .select('hit_at')
              .where('bucket', limit.bucket)
              .andWhere('hit_at', '>', since)
              .orderBy('hit_at', 'desc')
              .offset(limit.max - 1)
              .first<{ hit_at: string } | undefined>();
            const until = limiting ? Date.parse(limiting.hit_at) + limit.windowMs : now.getTime() + limit.windowMs;
            retryAfterMs = Math.max(retryAfterMs, until - now.getTime(), 1);
          }
          if (retryAfterMs > 0) return { ok: false, retryAfterMs };
          const at = isoTimestamp(now);
          const rows: Array<{ id: unknown }> = await trx('rate_limit_hits')
            .insert(limits.map((l) => ({ bucket: l.bucket, hit_at: at })))
            .returning('id');
          await trx('rate_limit_hits')
            .where('hit_at', '<', isoTimestamp(new Date(now.getTime() - LONGEST_WINDOW_MS)))
            .delete();
          return { ok: true, hitIds: rows.map((r) => toNumber(typeof r === 'object' ? r.id : r)) };
        },
      );
    },

    /** Gives reserved hits back (the attempt turned out not to count, e.g. a correct password). */
    async release(hitIds: readonly number[]): Promise<void> {
      if (hitIds.length > 0) await db('rate_limit_hits').whereIn('id', hitIds).delete();
    },

    /** Deletes every hit of the buckets whose name starts with `prefix`. */
    async clearPrefix(prefix: string): Promise<void> {
      await db('rate_limit_hits').whereRaw('substr(bucket, 1, ?) = ?', [prefix.length, prefix]).delete();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
