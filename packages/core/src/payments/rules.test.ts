import { describe, expect, it } from 'vitest';
import {
  deskLimitRefusal,
  deskRefundRefusal,
  dollarsToCents,
  formatCents,
  refundableCents,
  refundRefusal,
  tillOf,
} from './rules';

describe('payment rules', () => {
  it('writes cents as dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-6500)).toBe('-$65.00');
  });

  it('reads dollars as typed at the till', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents(' $1,025.5 ')).toBe(102550);
    expect(dollarsToCents('0.07')).toBe(7);
    for (const wrong of ['', '12.345', '-5', 'ten', '1e3']) expect(dollarsToCents(wrong)).toBeNaN();
  });

  it('holds front-desk staff to the limit, to the cent, and admins to none', () => {
    const desk = { isAdmin: false };
    expect(deskLimitRefusal(desk, 50000, 500)).toBeUndefined();
    expect(deskLimitRefusal(desk, 50001, 500)).toBe(
      'Front desk staff record up to $500.00 at a time. Ask an administrator to record more.',
    );
    expect(deskLimitRefusal(desk, 1, 0)).toBeDefined();
    expect(deskLimitRefusal({ isAdmin: true }, 10_000_000, 0)).toBeUndefined();
  });

  it("holds front-desk staff's refunds to the limit per payment and per day, not per refund", () => {
    const desk = { isAdmin: false };
    const none = { ofPaymentCents: 0, byActorTodayCents: 0 };
    expect(deskRefundRefusal(desk, 50000, 500, none)).toBeUndefined();
    expect(deskRefundRefusal(desk, 4900, 500, { ofPaymentCents: 49100, byActorTodayCents: 0 })).toBe(
      'Front desk staff refund up to $500.00 of one payment; $9.00 of this one is left. Ask an administrator to refund more.',
    );
    expect(deskRefundRefusal(desk, 900, 500, { ofPaymentCents: 49100, byActorTodayCents: 49100 })).toBeUndefined();
    expect(deskRefundRefusal(desk, 4900, 500, { ofPaymentCents: 0, byActorTodayCents: 49000 })).toBe(
      'Front desk staff refund up to $500.00 a day; you have $10.00 left today. Ask an administrator to refund more.',
    );
    expect(deskRefundRefusal({ isAdmin: true }, 90000, 500, { ofPaymentCents: 90000, byActorTodayCents: 1e6 })).toBe(
      undefined,
    );
  });

  it('refunds at most what is left of a payment, desk or online, never a refund', () => {
    const cash = { kind: 'payment', method: 'cash', amountCents: 5000 } as const;
    expect(refundRefusal(cash, 2000, 3000)).toBeUndefined();
    expect(refundRefusal(cash, 2000, 3001)).toEqual({
      code: 'PAYMENT_REFUND_TOO_LARGE',
      message: 'Only $30.00 of this payment is left to refund.',
    });
    expect(refundRefusal(cash, 5000, 1)?.message).toBe('This payment has already been refunded in full.');
    expect(refundRefusal({ ...cash, kind: 'refund' }, 0, 1)?.code).toBe('PAYMENT_NOT_REFUNDABLE');
    // A failed refund brought back (decision 411) is not refunded itself: its payment is, and nothing is left of it.
    expect(refundRefusal({ ...cash, method: 'stripe', refundOf: 7 }, 0, 1)?.code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect(refundableCents({ ...cash, method: 'stripe', refundOf: 7 }, 0)).toBe(0);
    expect(refundRefusal({ ...cash, method: 'stripe' }, 4000, 1000)).toBeUndefined();
    expect(refundRefusal({ ...cash, method: 'stripe' }, 4000, 1001)?.code).toBe('PAYMENT_REFUND_TOO_LARGE');
  });

  it('sums a till by method, refunds apart, net of both', () => {
    expect(
      tillOf('2027-04-14', [
        { kind: 'payment', method: 'cash', cents: 5250 },
        { kind: 'payment', method: 'card_terminal', cents: 26500 },
        { kind: 'payment', method: 'stripe', cents: 15000 },
        { kind: 'refund', method: 'cash', cents: 4000 },
        { kind: 'refund', method: 'card_terminal', cents: 500 },
      ]),
    ).toEqual({
      date: '2027-04-14',
      byMethod: { cash: 5250, card_terminal: 26500, stripe: 15000 },
      refunds: 4500,
      refundsByMethod: { cash: 4000, card_terminal: 500, stripe: 0 },
      net: 42250,
    });
    expect(tillOf('2027-04-15', [])).toEqual({
      date: '2027-04-15',
      byMethod: { cash: 0, card_terminal: 0, stripe: 0 },
      refunds: 0,
      refundsByMethod: { cash: 0, card_terminal: 0, stripe: 0 },
      net: 0,
    });
  });
});
