// Lesson prices and where a lesson's payment stands (docs/decisions/303-lesson-prices-and-payment.md).
import { describe, expect, it } from 'vitest';
import { lessonPaymentLabel } from '../rules/lesson';
import {
  lessonAmountDue,
  lessonPaymentOf,
  lessonPaymentRefusal,
  lessonPaymentStatusLabel,
  lessonPriceCents,
} from './lesson-payments';
import { coachLessonPriceSchema } from './lesson-price-schemas';

const NOW = new Date('2027-03-08T14:00:00.000Z');
const facts = (over: Partial<Parameters<typeof lessonPaymentOf>[0]> = {}) => ({
  complimentary: false,
  priceCents: 9000,
  paidCents: 0,
  checkoutOpenUntil: null,
  ...over,
});

describe('lessonPriceCents', () => {
  it('charges the hour’s price for 60 minutes and half for 30, nothing for the complimentary lesson or no price', () => {
    expect(lessonPriceCents(9000, 60, false)).toBe(9000);
    expect(lessonPriceCents(9000, 30, false)).toBe(4500);
    expect(lessonPriceCents(8999, 30, false)).toBe(4500);
    expect(lessonPriceCents(9000, 60, true)).toBeNull();
    expect(lessonPriceCents(null, 60, false)).toBeNull();
    expect(lessonPriceCents(0, 60, false)).toBeNull();
  });
});

describe('lessonPaymentOf', () => {
  it('keeps the complimentary lesson free and an unpriced one paid at the desk', () => {
    expect(lessonPaymentOf(facts({ complimentary: true, priceCents: null }), NOW)).toBe('complimentary');
    expect(lessonPaymentOf(facts({ priceCents: null }), NOW)).toBe('at_desk');
    expect(lessonPaymentOf(facts({ priceCents: null, paidCents: 5000 }), NOW)).toBe('paid');
  });

  it('is processing while its Checkout is open, paid once the ledger holds the price, due otherwise', () => {
    const open = facts({ checkoutOpenUntil: '2027-03-08T14:30:00.000Z' });
    expect(lessonPaymentOf(open, NOW)).toBe('processing');
    expect(lessonPaymentOf(open, new Date('2027-03-08T14:30:00.000Z'))).toBe('due');
    expect(lessonPaymentOf({ ...open, paidCents: 9000 }, NOW)).toBe('paid');
    expect(lessonPaymentOf(facts({ paidCents: 4000 }), NOW)).toBe('due');
    expect(lessonAmountDue(facts({ paidCents: 4000 }))).toBe(5000);
    expect(lessonAmountDue(facts({ paidCents: 9500 }))).toBe(0);
    expect(lessonAmountDue(facts({ priceCents: null }))).toBe(0);
  });
});

describe('lessonPaymentRefusal', () => {
  it('lets the desk take what is left of a due lesson, and any amount of one without a price', () => {
    expect(lessonPaymentRefusal(facts(), 9000, NOW)).toBeUndefined();
    expect(lessonPaymentRefusal(facts({ paidCents: 3000 }), 6000, NOW)).toBeUndefined();
    expect(lessonPaymentRefusal(facts({ priceCents: null, paidCents: 5000 }), 9000, NOW)).toBeUndefined();
  });

  it('refuses more than is left, a paid lesson, and one whose Checkout is open', () => {
    expect(lessonPaymentRefusal(facts({ paidCents: 3000 }), 6001, NOW)).toBe(
      'Only $60.00 of this lesson is left to pay.',
    );
    expect(lessonPaymentRefusal(facts({ paidCents: 9000 }), 1, NOW)).toBe('This lesson is already paid.');
    const open = facts({ checkoutOpenUntil: new Date(NOW.getTime() + 60_000).toISOString() });
    expect(lessonPaymentRefusal(open, 9000, NOW)).toBe(
      'This lesson is being paid online. The desk takes it if the member leaves the payment page unpaid.',
    );
    // Once its page lapsed the lesson is due at the desk.
    expect(lessonPaymentRefusal(open, 9000, new Date(NOW.getTime() + 60_000))).toBeUndefined();
  });
});

describe('labels', () => {
  it('say the price and where the payment stands', () => {
    expect(lessonPaymentStatusLabel({ payment: 'due', priceCents: 4500 })).toBe('$45.00 · Due at the front desk');
    expect(lessonPaymentStatusLabel({ payment: 'paid', priceCents: 4500 })).toBe('$45.00 · Paid');
    expect(lessonPaymentStatusLabel({ payment: 'complimentary', priceCents: null })).toBe(
      'Complimentary (monthly membership lesson)',
    );
    expect(lessonPaymentLabel(false, 4500)).toBe('$45.00, paid online or at the front desk');
    expect(lessonPaymentLabel(false)).toBe('Paid at the front desk');
  });
});

describe('coachLessonPriceSchema', () => {
  it('takes whole cents up to $2,000 or no price', () => {
    expect(coachLessonPriceSchema.safeParse({ lessonPriceCents: 9000 }).success).toBe(true);
    expect(coachLessonPriceSchema.safeParse({ lessonPriceCents: null }).success).toBe(true);
    expect(coachLessonPriceSchema.safeParse({ lessonPriceCents: 12.5 }).success).toBe(false);
    expect(coachLessonPriceSchema.safeParse({ lessonPriceCents: -1 }).success).toBe(false);
    expect(coachLessonPriceSchema.safeParse({ lessonPriceCents: 200_001 }).success).toBe(false);
    expect(coachLessonPriceSchema.safeParse({}).success).toBe(false);
  });
});
