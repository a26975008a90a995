// Password hashing with bcrypt: the only code that calls bcrypt. The cost comes from env (BCRYPT_COST, >= 10);
// every hash and compare waits in one bounded queue where sign-ins go first (password-work-queue.ts,
// docs/decisions/205-bounded-password-work-and-timeouts.md).
import bcrypt from 'bcrypt';
import { AppError } from '../../http/errors';
import { currentRequestSignal } from '../../http/request-signal';
import { refuseCommonPassword } from './common-passwords';
import {
  createPasswordWorkQueue,
  PasswordQueueFull,
  PasswordWorkAbandoned,
  type PasswordWorkKind,
  type PasswordWorkQueue,
} from './password-work-queue';

/** bcrypt jobs one process runs at once unless told (PASSWORD_HASHING_CONCURRENCY): half of libuv's 4 threads. */
export const DEFAULT_PASSWORD_HASHING_CONCURRENCY = 2;

export interface PasswordHasher {
  /**
   * Refuses a password a person chose (registration, every reset) that is among the most common and breached ones:
   * 400 with the message on `field` (common-passwords.ts, docs/decisions/282-common-passwords-refused.md).
   */
  refuseCommon(password: string, field: 'password' | 'newPassword'): Promise<void>;
  /** A new password's hash (registration, reset, an account an admin creates): waits behind sign-ins. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `hash` (sign-in, re-authentication): goes ahead of waiting hashes. */
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Spends the same time as a real verify when no account matched, so response time does not reveal
   * whether a username exists.
   */
  verifyAgainstNothing(password: string): Promise<false>;
  /** The queue's jobs running now and waiting per kind (tests and the benchmark). */
  readonly stats: PasswordWorkQueue['stats'];
}

/** Waiting bcrypt jobs one process holds unless told (PASSWORD_QUEUE_LIMIT): a few seconds of work at cost 12. */
export const DEFAULT_PASSWORD_QUEUE_LIMIT = 32;
/** What a refused job's client is told to wait: about the time the jobs ahead of it take. */
const QUEUE_FULL_RETRY_MS = 5_000;

export function createPasswordHasher(
  cost: number,
  concurrency: number = DEFAULT_PASSWORD_HASHING_CONCURRENCY,
  queueLimit: number = DEFAULT_PASSWORD_QUEUE_LIMIT,
): PasswordHasher {
  const queue = createPasswordWorkQueue(concurrency, queueLimit);
  /** Queued for the request being answered: dropped if its client goes; 429 with Retry-After when the queue is full. */
  const queued = async <T>(kind: PasswordWorkKind, work: () => Promise<T>, ofRequest = true): Promise<T> => {
    try {
      return await queue.run(kind, work, ofRequest ? currentRequestSignal() : undefined);
    } catch (error) {
      if (error instanceof PasswordQueueFull) {
        throw new AppError(
          'RATE_LIMITED',
          'The server is busy checking passwords. Please try again in a few seconds.',
          undefined,
          { retryAfterMs: QUEUE_FULL_RETRY_MS },
        );
      }
      // No one is waiting for the answer: a 4xx that is neither logged nor read.
      if (error instanceof PasswordWorkAbandoned) throw new AppError('RATE_LIMITED', error.message);
      throw error;
    }
  };
  const hash = (password: string) => queued('new-password', () => bcrypt.hash(password, cost));
  const verify = (password: string, stored: string) => queued('sign-in', () => bcrypt.compare(password, stored));
  let dummyHash: Promise<string> | undefined;
  return {
    refuseCommon: refuseCommonPassword,
    hash,
    verify,
    async verifyAgainstNothing(password) {
      // Made once, as sign-in work: the first unknown-name sign-in must not wait behind registrations for it.
      // Not the request's own job (a client that goes away must not take it from the next ones); made again if refused.
      dummyHash ??= queued('sign-in', () => bcrypt.hash('not-a-real-password-for-timing-only', cost), false);
      void dummyHash.catch(() => (dummyHash = undefined));
      await verify(password, await dummyHash);
      return false;
    },
    get stats() {
      return queue.stats;
    },
  };
}
