// Atomic limits for every feature (docs/decisions/161-atomic-limits.md): reserve first, then do the work.
//   const hit = await limiter.reserve([{ bucket: `contact:ip:${ip}`, max: 5, windowMs: HOUR }], tooMany);
//   ...work...   // a failure of the work gives the hit back: await hit.release()
import { AppError } from './errors';
import type { BucketLimit, RateLimitRepository } from '../db/rate-limit-repository';

export interface ReservedHit {
  /** Gives the reservation back (the attempt did not count). Safe to call twice. */
  release(): Promise<void>;
}

export interface ReserveOptions {
  /**
   * Refuse again from memory, without the database, for up to a second after a refusal (decision 205): for a
   * limit many clients hit at once (every address's registrations together), where each refusal would otherwise
   * queue for the bucket's write lock. A place this process gives back clears the memory; one given back by another
   * process is seen within the second.
   */
  rememberRefusal?: boolean;
}

/** How long a remembered refusal is answered from memory before the database is asked again. */
const REMEMBER_REFUSAL_MS = 1_000;

export function createRateLimiter(repo: RateLimitRepository, now: () => Date) {
  /** Remembered refusals by the limits' key: when to ask the database again, and when a place frees up. */
  const refused = new Map<string, { askAgainAt: number; freeAt: number }>();
  /** Counts the places this process gave back: a refusal counted before one of them is not remembered. */
  let releases = 0;
  const forgetRefusals = () => {
    releases += 1;
    refused.clear();
  };
  const keyOf = (limits: readonly BucketLimit[]) => limits.map((l) => `${l.bucket}|${l.max}|${l.windowMs}`).join(',');

  async function tryReserve(limits: readonly BucketLimit[], options: ReserveOptions = {}) {
    const key = options.rememberRefusal ? keyOf(limits) : undefined;
    const startedAt = now().getTime();
    if (key !== undefined) {
      const remembered = refused.get(key);
      if (remembered && remembered.askAgainAt > startedAt)
        return { ok: false as const, retryAfterMs: Math.max(remembered.freeAt - startedAt, 1) };
      refused.delete(key);
    }
    const releasesBefore = releases;
    const result = await repo.reserve(limits, new Date(startedAt));
    if (!result.ok) {
      if (key !== undefined && releases === releasesBefore)
        refused.set(key, {
          askAgainAt: startedAt + Math.min(result.retryAfterMs, REMEMBER_REFUSAL_MS),
          freeAt: startedAt + result.retryAfterMs,
        });
      return result;
    }
    let released = false;
    const hit: ReservedHit = {
      async release() {
        if (released) return;
        released = true;
        await repo.release(result.hitIds);
        forgetRefusals();
      },
    };
    return { ok: true as const, hit };
  }

  return {
    tryReserve,
    /** Reserves or throws 429 RATE_LIMITED with `message(retryAfterMs)` and a `Retry-After` of that wait. */
    async reserve(
      limits: readonly BucketLimit[],
      message: (retryAfterMs: number) => string,
      options?: ReserveOptions,
    ): Promise<ReservedHit> {
      const result = await tryReserve(limits, options);
      if (!result.ok) {
        throw new AppError('RATE_LIMITED', message(result.retryAfterMs), undefined, {
          retryAfterMs: result.retryAfterMs,
        });
      }
      return result.hit;
    },
    /** Runs `work` holding a reservation; gives it back if the work throws. */
    async within<T>(
      limits: readonly BucketLimit[],
      message: (retryAfterMs: number) => string,
      work: () => Promise<T>,
    ): Promise<T> {
      const hit = await this.reserve(limits, message);
      try {
        return await work();
      } catch (error) {
        await hit.release().catch(() => undefined);
        throw error;
      }
    },
    async clearPrefix(prefix: string): Promise<void> {
      await repo.clearPrefix(prefix);
      forgetRefusals();
    },
    /** Forgets the remembered refusals (hits deleted behind the limiter's back: a test emptying the tables). */
    forgetRefusals,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
