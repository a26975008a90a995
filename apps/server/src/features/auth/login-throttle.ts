// Login throttling (docs/decisions/013-security-origin-check-and-throttling.md, 161-atomic-limits.md).
// Every sign-in attempt first reserves a hit, atomically, in three buckets; the password is checked only
// when all three had room, so a parallel burst gets exactly the limit:
//   account + address  5 per 15 minutes  — the lock a guesser puts on an account holds only where they are;
//   address           20 per 15 minutes  — one address trying many accounts;
//   account (global) 100 per hour        — a slower cap on guessing one account from many addresses, high
//                                           enough that nobody elsewhere locks its owner out by a few tries.
// A correct password gives its hits back and clears the account + address bucket; wrong ones stay counted.
import type { RateLimiter, ReservedHit } from '../../http/rate-limiter';

const MINUTE = 60_000;
const LOGIN_LIMITS = {
  accountAddress: { max: 5, windowMs: 15 * MINUTE },
  address: { max: 20, windowMs: 15 * MINUTE },
  account: { max: 100, windowMs: 60 * MINUTE },
} as const;

function throttleMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const accountAddressPrefix = (accountKey: string) => `login:acct-ip:${accountKey}|`;

export function createLoginThrottle(limiter: RateLimiter) {
  return {
    /** Reserves this attempt or throws 429 when the account (here or everywhere) or the address is locked out. */
    reserveAttempt(accountKey: string, ip: string): Promise<ReservedHit> {
      return limiter.reserve(
        [
          { bucket: `${accountAddressPrefix(accountKey)}${ip}`, ...LOGIN_LIMITS.accountAddress },
          { bucket: `login:ip:${ip}`, ...LOGIN_LIMITS.address },
          { bucket: `login:acct:${accountKey}`, ...LOGIN_LIMITS.account },
        ],
        throttleMessage,
      );
    },

    /** A successful sign-in: the attempt does not count, and earlier failures from this address are forgotten. */
    async succeeded(attempt: ReservedHit, accountKey: string, ip: string): Promise<void> {
      await attempt.release();
      await limiter.clearPrefix(`${accountAddressPrefix(accountKey)}${ip}`);
    },

    /** Lifts every lock failed sign-ins put on the account (after a password reset). */
    async clearAccount(accountKey: string): Promise<void> {
      await limiter.clearPrefix(accountAddressPrefix(accountKey));
      await limiter.clearPrefix(`login:acct:${accountKey}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
