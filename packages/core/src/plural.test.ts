import { describe, expect, it } from 'vitest';
import { countOf, pluralNoun } from './plural';

describe('plurals', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'booking')).toBe('1 booking');
    expect(countOf(0, 'request')).toBe('0 requests');
    expect(countOf(2, 'request')).toBe('2 requests');
    expect(countOf(1200, 'booking')).toBe('1,200 bookings');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(pluralNoun(1, 'entry', 'entries')).toBe('entry');
  });
});
