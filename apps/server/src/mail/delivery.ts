// Delivery bookkeeping of an e-mail in the outbox (outbox.ts, table mail_outbox):
//   pending — not delivered yet; an attempt is due at next_attempt_at (or leased to a sender until then)
//   sent    — accepted by the mail server
//   failed  — gave up after maxAttempts, or expired before it could be sent (the row keeps the last error)
// Pure functions: the outbox decides with them, its repository stores the result. An SMTP outage delays an e-mail
// but never loses it (docs/decisions/194-one-mail-outbox.md).
import { isoTimestamp } from '../db/timestamps';

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface RetryPolicy {
  maxAttempts: number;
  /** Delay after the first failure; each further failure multiplies it by `factor`. */
  baseDelayMs: number;
  factor: number;
  /**
   * How long a sender owns an e-mail while it talks to the mail server. A crash mid-send leaves it pending with this
   * lease as its next attempt, so the delivery job takes it again afterwards.
   */
  leaseMs: number;
}

/** 5 attempts: now, +1 min, +4 min, +16 min, +64 min (about 1.5 hours in all). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 60_000,
  factor: 4,
  leaseMs: 2 * 60_000,
};

export interface DeliveryState {
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  /** ISO timestamp; null once sent or failed for good. */
  nextAttemptAt: string | null;
}

/** A new e-mail, about to be tried by the process that added it once its change commits (leased meanwhile). */
export function initialDelivery(now: Date, policy: RetryPolicy = DEFAULT_RETRY_POLICY): DeliveryState {
  return {
    status: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: isoTimestamp(new Date(now.getTime() + policy.leaseMs)),
  };
}

export function deliveryAfterSuccess(previousAttempts: number): DeliveryState {
  return { status: 'sent', attempts: previousAttempts + 1, lastError: null, nextAttemptAt: null };
}

export function deliveryAfterFailure(
  previousAttempts: number,
  error: string,
  now: Date,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): DeliveryState {
  const attempts = previousAttempts + 1;
  if (attempts >= policy.maxAttempts) {
    return { status: 'failed', attempts, lastError: error, nextAttemptAt: null };
  }
  const delay = policy.baseDelayMs * policy.factor ** (attempts - 1);
  return {
    status: 'pending',
    attempts,
    lastError: error,
    nextAttemptAt: isoTimestamp(new Date(now.getTime() + delay)),
  };
}
