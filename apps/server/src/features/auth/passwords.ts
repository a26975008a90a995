// Password hashing with bcrypt: the only code that calls bcrypt. The cost comes from env (BCRYPT_COST, >= 10);
// every hash and compare waits in one bounded queue where sign-ins go first (password-work-queue.ts,
// docs/decisions/205-bounded-password-work-and-timeouts.md).
import bcrypt from 'bcrypt';
import { createPasswordWorkQueue } from './password-work-queue';

/** bcrypt jobs one process runs at once unless told (PASSWORD_HASHING_CONCURRENCY): half of libuv's 4 threads. */
export const DEFAULT_PASSWORD_HASHING_CONCURRENCY = 2;

export interface PasswordHasher {
  /** A new password's hash (registration, reset, an account an admin creates): waits behind sign-ins. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `hash` (sign-in, re-authentication): goes ahead of waiting hashes. */
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Spends the same time as a real verify when no account matched, so response time does not reveal
   * whether a username exists.
   */
  verifyAgainstNothing(password: string): Promise<false>;
}

export function createPasswordHasher(
  cost: number,
  concurrency: number = DEFAULT_PASSWORD_HASHING_CONCURRENCY,
): PasswordHasher {
  const queue = createPasswordWorkQueue(concurrency);
  const hash = (password: string) => queue.run('new-password', () => bcrypt.hash(password, cost));
  const verify = (password: string, stored: string) => queue.run('sign-in', () => bcrypt.compare(password, stored));
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyAgainstNothing(password) {
      // Made once, as sign-in work: the first unknown-name sign-in must not wait behind registrations for it.
      dummyHash ??= queue.run('sign-in', () => bcrypt.hash('not-a-real-password-for-timing-only', cost));
      await verify(password, await dummyHash);
      return false;
    },
  };
}
