import { describe, expect, it } from 'vitest';
import { nextRefundStatus, refundFailureText, stripeRefundFact } from './stripe-refunds';

describe("a refund's status as Stripe tells it (decisions 408, 411)", () => {
  it('moves forward only; a refund that succeeded can still fail, and a failure is final', () => {
    expect(nextRefundStatus(null, 'pending')).toBe('pending');
    expect(nextRefundStatus('pending', 'succeeded')).toBe('succeeded');
    expect(nextRefundStatus('succeeded', 'pending')).toBe('succeeded');
    expect(nextRefundStatus('succeeded', 'failed')).toBe('failed');
    expect(nextRefundStatus('failed', 'succeeded')).toBe('failed');
    expect(nextRefundStatus('canceled', 'failed')).toBe('canceled');
  });

  it("reads Stripe's failure reason and says it in words", () => {
    const refund = {
      id: 're_3MtwBwLkdIwHu7ix0LqfjwzM',
      object: 'refund',
      amount: 3000,
      currency: 'usd',
      status: 'failed',
      payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      failure_reason: 'lost_or_stolen_card',
    };
    expect(stripeRefundFact(refund)).toMatchObject({ status: 'failed', failureReason: 'lost_or_stolen_card' });
    expect(refundFailureText('lost_or_stolen_card')).toBe('the card was reported lost or stolen');
    expect(refundFailureText('some_new_reason')).toBe('some new reason');
    expect(refundFailureText(null)).toBe('Stripe gave no reason');
  });
});
