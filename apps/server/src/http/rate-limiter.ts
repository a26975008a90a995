// Atomic limits for every feature (docs/decisions/161-atomic-limits.md): reserve first, then do the work.
//   const hit = await limiter.reserve([{ bucket: `contact:ip:${ip}`, max: 5, windowMs: HOUR }], tooMany);
//   ...work...   // a failure of the work gives the hit back: await hit.release()
import { AppError } from './errors';
import type { BucketLimit, RateLimitRepository } from '../db/rate-limit-repository';

export interface ReservedHit {
  /** Gives the reservation back (the attempt did not count). Safe to call twice. */
  release(): Promise<void>;
}

export function createRateLimiter(repo: RateLimitRepository, now: () => Date) {
  async function tryReserve(limits: readonly BucketLimit[]) {
    const result = await repo.reserve(limits, now());
    if (!result.ok) return result;
    let released = false;
    const hit: ReservedHit = {
      async release() {
        if (released) return;
        released = true;
        await repo.release(result.hitIds);
      },
    };
    return { ok: true as const, hit };
  }

  return {
    tryReserve,
    /** Reserves or throws 429 RATE_LIMITED with `message(retryAfterMs)`. */
    async reserve(limits: readonly BucketLimit[], message: (retryAfterMs: number) => string): Promise<ReservedHit> {
      const result = await tryReserve(limits);
      if (!result.ok) throw new AppError('RATE_LIMITED', message(result.retryAfterMs));
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
    clearPrefix: (prefix: string) => repo.clearPrefix(prefix),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
