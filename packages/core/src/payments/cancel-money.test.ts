import { describe, expect, it } from 'vitest';
import { cancelMoneyAt, cancelMoneyQuestion, cancelMoneyTexts, moneyBackTerms } from './cancel-money';

// A lesson on Tuesday 10 March 2026 at 10:00 facility time (EDT since the 8th: 14:00 UTC).
const paidOnline = { onlineCents: 9000, deskCents: 0 };

describe('money back when a paid lesson or rental is canceled', () => {
  it('gives nothing back when nothing was paid', () => {
    const terms = moneyBackTerms({ onlineCents: 0, deskCents: 0 }, '2026-03-10', '10:00:00', 24);
    expect(terms).toBeNull();
    expect(cancelMoneyAt(terms, new Date('2026-03-01T00:00:00Z'))).toEqual({ kind: 'none' });
    expect(cancelMoneyQuestion({ kind: 'none' })).toBe('');
    expect(cancelMoneyTexts({ kind: 'none' }, 'Mia Lopez')).toEqual({ payer: [], staff: [] });
  });

  it('refunds up to the late-cancel window before the start, read on the facility clock', () => {
    const terms = moneyBackTerms(paidOnline, '2026-03-10', '10:00:00', 24);
    expect(terms?.until).toBe('2026-03-09T14:00:00.000Z');
    expect(cancelMoneyAt(terms, new Date('2026-03-09T14:00:00.000Z'))).toEqual({
      kind: 'back',
      onlineCents: 9000,
      deskCents: 0,
      creditCents: 0,
    });
    expect(cancelMoneyAt(terms, new Date('2026-03-09T14:00:01.000Z'))).toEqual({
      kind: 'kept',
      cents: 9000,
      windowHours: 24,
    });
  });

  it('says what happens to the money before confirming and in the e-mails', () => {
    const back = cancelMoneyAt(moneyBackTerms(paidOnline, '2026-03-10', '10:00:00', 24), new Date('2026-03-01'));
    expect(cancelMoneyQuestion(back)).toBe('The $90.00 paid online is refunded to your card.');
    expect(cancelMoneyTexts(back, 'Mia Lopez')).toEqual({
      payer: ['The $90.00 paid online is refunded to your card; it shows on your statement in 5 to 10 business days.'],
      staff: ["The $90.00 paid online is refunded to Mia Lopez's card."],
    });
    const kept = cancelMoneyAt(moneyBackTerms(paidOnline, '2026-03-10', '10:00:00', 48), new Date('2026-03-08T20:00Z'));
    expect(cancelMoneyQuestion(kept)).toBe('It starts in less than 48 hours, so the $90.00 paid is not refunded.');
    expect(cancelMoneyTexts(kept, 'Mia Lopez')).toEqual({
      payer: ['The $90.00 paid is not refunded: the cancellation comes less than 48 hours before the start.'],
      staff: ['The $90.00 paid is kept: the cancellation comes less than 48 hours before the start.'],
    });
  });

  it('gives back what was paid at the desk at the till', () => {
    const both = cancelMoneyAt(
      moneyBackTerms({ onlineCents: 4500, deskCents: 2000 }, '2026-03-10', '10:00:00', 1),
      new Date('2026-03-01'),
    );
    expect(cancelMoneyQuestion(both)).toBe(
      'The $45.00 paid online is refunded to your card, and the $20.00 paid at the front desk is given back there.',
    );
    expect(cancelMoneyTexts(both, 'Sam Ortiz').staff).toEqual([
      "The $45.00 paid online is refunded to Sam Ortiz's card.",
      'The $20.00 paid at the front desk is to be given back to Sam Ortiz at the till.',
    ]);
  });

  it('credits the member’s account instead, when the facility gives money back as credit', () => {
    // $90.00 paid online, canceled in time: nothing goes to the card, all $90.00 to the account.
    const terms = moneyBackTerms(paidOnline, '2026-03-10', '10:00:00', 24, 'credit');
    const back = cancelMoneyAt(terms, new Date('2026-03-01'));
    expect(back).toEqual({ kind: 'back', onlineCents: 0, deskCents: 0, creditCents: 9000 });
    expect(cancelMoneyQuestion(back)).toBe('The $90.00 paid is credited to your account.');
    expect(cancelMoneyTexts(back, 'Mia Lopez')).toEqual({
      payer: ['The $90.00 you paid is credited to your account and is spent on your next booking.'],
      staff: ["The $90.00 paid is credited to Mia Lopez's account."],
    });
  });

  it('always gives credit back as credit, and keeps it with the rest once inside the window', () => {
    // $50.00 of credit and $40.00 online, refunds by card: $40.00 to the card, $50.00 back to the account.
    const terms = moneyBackTerms({ onlineCents: 4000, deskCents: 0, creditCents: 5000 }, '2026-03-10', '10:00:00', 24);
    const back = cancelMoneyAt(terms, new Date('2026-03-01'));
    expect(back).toEqual({ kind: 'back', onlineCents: 4000, deskCents: 0, creditCents: 5000 });
    expect(cancelMoneyQuestion(back)).toBe(
      'The $40.00 paid online is refunded to your card, and the $50.00 paid is credited to your account.',
    );
    // 4000 + 5000 = 9000 kept a second after the window closes.
    expect(cancelMoneyAt(terms, new Date('2026-03-09T14:00:01.000Z'))).toEqual({
      kind: 'kept',
      cents: 9000,
      windowHours: 24,
    });
  });
});
