import { describe, expect, it } from 'vitest';
import { creditBalance, creditCovers, creditLine } from './account-credit';

describe('account credit', () => {
  it('is the grants less the spends', () => {
    // 9000 + 4500 granted, 6000 spent: 7500 left.
    const entries = [
      { kind: 'grant', amountCents: 9000 },
      { kind: 'spend', amountCents: 6000 },
      { kind: 'grant', amountCents: 4500 },
    ] as const;
    expect(creditBalance(entries)).toBe(7500);
    expect(creditLine(7500)).toBe('$75.00 of account credit');
    expect(creditBalance([])).toBe(0);
  });

  it('covers a price first, leaving the rest for the card', () => {
    // $45.00 of credit on a $90.00 lesson: $45.00 left to pay; $120.00 covers it whole.
    expect(creditCovers(4500, 9000)).toEqual({ creditCents: 4500, restCents: 4500 });
    expect(creditCovers(12000, 9000)).toEqual({ creditCents: 9000, restCents: 0 });
    expect(creditCovers(0, 9000)).toEqual({ creditCents: 0, restCents: 9000 });
  });
});
