// Login throttling (docs/decisions/013-security-origin-check-and-throttling.md): at most
// ACCOUNT_LIMIT failures per account and IP_LIMIT per client IP within WINDOW_MINUTES; beyond that
// the sign-in is refused with 429 before the password is even checked.
import { AppError } from '../../http/errors';
import type { LoginAttemptsRepository } from './login-attempts-repository';

const LOGIN_WINDOW_MINUTES = 15;
const LOGIN_ACCOUNT_LIMIT = 5;
const LOGIN_IP_LIMIT = 20;

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

function throttleMessage(minutes: number): string {
  return `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function createLoginThrottle(attempts: LoginAttemptsRepository) {
  return {
    /** Throws 429 when the account or the IP is locked out at `now`. */
    async assertAllowed(accountKey: string, ip: string, now: Date): Promise<void> {
      const since = new Date(now.getTime() - WINDOW_MS);
      const [account, byIp] = await Promise.all([
        attempts.accountFailures(accountKey, since, LOGIN_ACCOUNT_LIMIT),
        attempts.ipFailures(ip, since, LOGIN_IP_LIMIT),
      ]);
      // The lock lifts when the limiting failure leaves the window.
      const unlockTimes = [account.limitingAttemptAt, byIp.limitingAttemptAt]
        .filter((t): t is string => t !== undefined)
        .map((t) => Date.parse(t) + WINDOW_MS);
      if (unlockTimes.length === 0) return;
      const waitMs = Math.max(...unlockTimes) - now.getTime();
      throw new AppError('RATE_LIMITED', throttleMessage(Math.max(1, Math.ceil(waitMs / 60_000))));
    },

    async recordFailure(accountKey: string, ip: string, now: Date): Promise<void> {
      await attempts.recordFailure(accountKey, ip, now, new Date(now.getTime() - WINDOW_MS));
    },

    async clearAccount(accountKey: string): Promise<void> {
      await attempts.clearAccount(accountKey);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
