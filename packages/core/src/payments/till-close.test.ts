import { describe, expect, it } from 'vitest';
import {
  closedDayRefusal,
  expectedCashCents,
  overShortText,
  tillCloseDateRefusal,
  tillCloseInputSchema,
  tillDayNotOverRefusal,
} from './till-close';
import { facilityInstant } from '../time';

describe("the day's close", () => {
  it('expects the cash taken less the cash given back, plus the opening float when given', () => {
    // $52.50 taken, $40.00 given back: $12.50 in the drawer; with a $100.00 float, $112.50.
    expect(expectedCashCents(5250, 4000)).toBe(1250);
    expect(expectedCashCents(5250, 4000, 10000)).toBe(11250);
  });

  it('says over, short or even', () => {
    expect(overShortText(250)).toBe('$2.50 over');
    expect(overShortText(-100)).toBe('$1.00 short');
    expect(overShortText(0)).toBe('even');
  });

  it('refuses a day still to come, and a closed day to desk staff only', () => {
    expect(tillCloseDateRefusal('2027-04-15', '2027-04-14')).toBe('A day still to come cannot be closed.');
    expect(tillCloseDateRefusal('2027-04-14', '2027-04-14')).toBeUndefined();
    const close = { date: '2027-04-14', closedByName: 'Dan Desk' } as Parameters<typeof closedDayRefusal>[1];
    expect(closedDayRefusal({ isAdmin: false }, close)).toBe(
      'The till for 2027-04-14 was closed by Dan Desk. Ask an administrator to record or refund a payment for that day.',
    );
    expect(closedDayRefusal({ isAdmin: true }, close)).toBeUndefined();
    expect(closedDayRefusal({ isAdmin: false }, null)).toBeUndefined();
  });

  it('lets the desk close a day once its staffed hours are over; an administrator earlier', () => {
    const desk = { isAdmin: false };
    const hours = { opensHour: 8, closesHour: 20 };
    const message = 'The till for Wednesday, April 14, 2027 can be closed once the front desk closes at 8:00 PM.';
    expect(tillDayNotOverRefusal(desk, '2027-04-14', facilityInstant('2027-04-14', '19:59'), hours)).toBe(message);
    expect(tillDayNotOverRefusal(desk, '2027-04-14', facilityInstant('2027-04-14', '20:00'), hours)).toBeUndefined();
    expect(tillDayNotOverRefusal(desk, '2027-04-14', facilityInstant('2027-04-15', '08:00'), hours)).toBeUndefined();
    expect(tillDayNotOverRefusal({ isAdmin: true }, '2027-04-14', facilityInstant('2027-04-14', '12:00'), hours)).toBe(
      undefined,
    );
    // Staffed until midnight: today's is closed from the next day on.
    expect(
      tillDayNotOverRefusal(desk, '2027-04-14', facilityInstant('2027-04-14', '23:59'), {
        opensHour: 8,
        closesHour: 24,
      }),
    ).toBe('The till for Wednesday, April 14, 2027 can be closed once the front desk closes at 12:00 AM.');
  });

  it('takes whole, non-negative cents within the ledger column', () => {
    const ok = tillCloseInputSchema.safeParse({ date: '2027-04-14', countedCashCents: 0, openingFloatCents: 10000 });
    expect(ok.success).toBe(true);
    for (const bad of [
      { date: '2027-04-14', countedCashCents: -1 },
      { date: '2027-04-14', countedCashCents: 1.5 },
      { date: '2027-04-14', countedCashCents: 10_000_001 },
      { date: '2027-02-30', countedCashCents: 0 },
      { date: '2027-04-14', countedCashCents: 0, extra: 1 },
    ]) {
      expect(tillCloseInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
