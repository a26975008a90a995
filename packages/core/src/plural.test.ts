import { describe, expect, it } from 'vitest';
import { everyBay, countOf, pluralNoun } from './plural';

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

describe('every bay', () => {
  it('says "both bays" only when there are two', () => {
    expect([1, 2, 6, 12].map(everyBay)).toEqual(['the bay', 'both bays', 'all 6 bays', 'all 12 bays']);
  });
});
