// Delivery bookkeeping for e-mails that belong to a stored record (a demo request, a membership request).
// The record is saved first; the e-mail is a notification about it, so a failed send never loses the record.
// Each record carries email_status / email_attempts / email_last_error / email_next_attempt_at:
//   pending — not delivered yet; a retry is due at email_next_attempt_at
//   sent    — accepted by the mail server
//   failed  — gave up after MAX_EMAIL_ATTEMPTS (admins still see the record and its last error)
// Pure functions: the retry worker and the services decide with them, repositories store the result.
// See docs/decisions/040-mailer-and-delivery-retries.md.
import { isoTimestamp } from '../db/timestamps';

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface RetryPolicy {
  maxAttempts: number;
  /** Delay after the first failure; each further failure multiplies it by `factor`. */
  baseDelayMs: number;
  factor: number;
  /**
   * How long a sender owns a record while it talks to the mail server. A crash mid-send leaves the record
   * pending with this lease as its next attempt, so the worker picks it up again afterwards.
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

/** A new record, about to be sent by the request that created it (leased so the worker leaves it alone). */
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
