// Facility dates and times are core's (time-format.test.ts); these are the screens' own numbers.
import { describe, expect, it } from 'vitest';
import { formatHours, formatTime, formatTotal } from './format';

describe('screen number formatting', () => {
  it('writes 12-hour clock times', () => {
    expect(formatTime('13:00:00')).toBe('1:00 PM');
  });

  it('writes hours with at most two decimals', () => {
    expect(formatHours(2)).toBe('2');
    expect(formatHours(2.5)).toBe('2.5');
    expect(formatHours(1 / 3)).toBe('0.33');
  });

  it('says when a total is a lower bound', () => {
    expect(formatTotal(1234, true)).toBe('1,234');
    expect(formatTotal(1000, false)).toBe('more than 1,000');
  });
});
