import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, deliveryAfterFailure, deliveryAfterSuccess, initialDelivery } from './delivery';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('delivery backoff', () => {
  it('retries after 1, 4, 16 and 64 minutes, then gives up on the 5th failure', () => {
    const next = [1, 2, 3, 4].map((previous) => deliveryAfterFailure(previous - 1, 'ECONNREFUSED', now).nextAttemptAt);
    expect(next).toEqual([
      '2026-11-21T12:01:00.000Z',
      '2026-11-21T12:04:00.000Z',
      '2026-11-21T12:16:00.000Z',
      '2026-11-21T13:04:00.000Z',
    ]);
    expect(deliveryAfterFailure(4, 'ECONNREFUSED', now)).toEqual({
      status: 'failed',
      attempts: 5,
      lastError: 'ECONNREFUSED',
      nextAttemptAt: null,
    });
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBe(5);
  });

  it('starts pending under a lease and clears the error once sent', () => {
    expect(initialDelivery(now)).toEqual({
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: '2026-11-21T12:02:00.000Z',
    });
    expect(deliveryAfterSuccess(2)).toEqual({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
  });
});
