// No-show and late-cancel fees' rules (docs/decisions/305-no-show-and-late-cancel-fees.md).
import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import {
  DEFAULT_FEE_POLICY,
  feeDue,
  feeDueCents,
  feeLabel,
  feePaymentRefusal,
  feePolicyInputSchema,
  feeStatusOf,
  isLateCancel,
  waiveFeeSchema,
} from './fees';

const POLICY = { enabled: true, noShowFeeCents: 2500, lateCancelFeeCents: 1500, lateCancelWindowHours: 24 };
const booking = { kind: 'member', walkIn: false, userId: 7, bookingDate: '2027-03-15', startTime: '10:00:00' };

describe('feeDue', () => {
  it('is off by default and while the policy is off', () => {
    expect(DEFAULT_FEE_POLICY.enabled).toBe(false);
    expect(feeDue(DEFAULT_FEE_POLICY, 'no_show', booking, facilityInstant('2027-03-15', '10:20'))).toBeNull();
    expect(
      feeDue({ ...POLICY, enabled: false }, 'no_show', booking, facilityInstant('2027-03-15', '10:20')),
    ).toBeNull();
  });

  it("charges a no-show of a member's booking made ahead, not a walk-in's, a league's or a lesson's", () => {
    const at = facilityInstant('2027-03-15', '10:20');
    expect(feeDue(POLICY, 'no_show', booking, at)).toEqual({ kind: 'no_show', amountCents: 2500 });
    expect(feeDue(POLICY, 'no_show', { ...booking, kind: 'staff' }, at)).toEqual({
      kind: 'no_show',
      amountCents: 2500,
    });
    for (const other of [
      { walkIn: true },
      { kind: 'league' },
      { kind: 'lesson' },
      { kind: 'walk_in' },
      { userId: null },
    ]) {
      expect(feeDue(POLICY, 'no_show', { ...booking, ...other }, at)).toBeNull();
    }
    expect(feeDue({ ...POLICY, noShowFeeCents: 0 }, 'no_show', booking, at)).toBeNull();
  });

  it('charges a cancellation only inside the window before the start', () => {
    // 23 h 59 min before: late. 24 h before: not. After the start: not a cancellation fee.
    expect(feeDue(POLICY, 'canceled', booking, facilityInstant('2027-03-14', '10:01'))).toEqual({
      kind: 'late_cancel',
      amountCents: 1500,
    });
    expect(feeDue(POLICY, 'canceled', booking, facilityInstant('2027-03-14', '10:00'))).toBeNull();
    expect(feeDue(POLICY, 'canceled', booking, facilityInstant('2027-03-15', '10:00'))).toBeNull();
    expect(
      feeDue({ ...POLICY, lateCancelWindowHours: 48 }, 'canceled', booking, facilityInstant('2027-03-13', '11:00')),
    ).toEqual({
      kind: 'late_cancel',
      amountCents: 1500,
    });
  });

  it('counts the window in real hours across a clock change (US Eastern, March 14 2027)', () => {
    // 10:00 on March 14 (EDT) to 10:00 on March 15 is 24 real hours; 09:30 on March 14 (EDT) is 24.5 hours ahead.
    expect(isLateCancel(booking, facilityInstant('2027-03-14', '09:30'), 24)).toBe(false);
    const sunday = { bookingDate: '2027-03-14', startTime: '09:00:00' };
    // 23:30 the night before (EST) is 8.5 real hours before 09:00 EDT, not 9.5.
    expect(isLateCancel(sunday, facilityInstant('2027-03-13', '23:30'), 9)).toBe(true);
  });
});

describe('where a fee stands', () => {
  it('is due until paid in full or waived', () => {
    const fee = { amountCents: 2500, paidCents: 0, waivedAt: null };
    expect(feeStatusOf(fee)).toBe('due');
    expect(feeDueCents({ ...fee, paidCents: 1000 })).toBe(1500);
    expect(feeStatusOf({ ...fee, paidCents: 2500 })).toBe('paid');
    expect(feeStatusOf({ ...fee, waivedAt: '2027-03-15T15:00:00.000Z' })).toBe('waived');
    expect(feeDueCents({ ...fee, waivedAt: '2027-03-15T15:00:00.000Z' })).toBe(0);
    expect(feePaymentRefusal(2500, 2500)).toBeUndefined();
    expect(feePaymentRefusal(2600, 2500)).toBe('Only $25.00 of this fee is left to pay.');
    expect(feePaymentRefusal(1, 0)).toBe('This fee is not due.');
    expect(feeLabel({ kind: 'no_show', amountCents: 2500, paidCents: 1000, dueCents: 1500, status: 'due' })).toBe(
      'No-show fee: $15.00 due, $10.00 paid',
    );
    expect(feeLabel({ kind: 'late_cancel', amountCents: 1500, paidCents: 1500, dueCents: 0, status: 'paid' })).toBe(
      'Late-cancel fee: paid $15.00',
    );
  });

  it('checks the policy and a waiver reason', () => {
    expect(feePolicyInputSchema.safeParse(POLICY).success).toBe(true);
    expect(feePolicyInputSchema.safeParse({ ...POLICY, noShowFeeCents: 50_001 }).success).toBe(false);
    expect(feePolicyInputSchema.safeParse({ ...POLICY, lateCancelWindowHours: 1.5 }).success).toBe(false);
    expect(waiveFeeSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(waiveFeeSchema.parse({ reason: ' Car broke down ' })).toEqual({ reason: 'Car broke down' });
  });
});
