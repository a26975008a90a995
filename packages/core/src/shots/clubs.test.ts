import { describe, expect, it } from 'vitest';
import { compareClubs, normaliseClub } from './clubs';

describe('normaliseClub', () => {
  it.each([
    ['Driver', 'Driver'],
    ['DR', 'Driver'],
    ['3 Wood', '3W'],
    ['5W', '5W'],
    ['4 Hybrid', '4H'],
    ['Hybrid 3', '3H'],
    ['7 Iron', '7i'],
    ['IRON7', '7i'],
    ['i7', '7i'],
    ['Eisen 7', '7i'],
    ['7', '7i'],
    ['Pitching Wedge', 'PW'],
    ['AW', 'GW'],
    ['Gap Wedge', 'GW'],
    ['Sand Wedge', 'SW'],
    ['LW', 'LW'],
    ['58°', '58°'],
    ['58 Wedge', '58°'],
    ['Putter', 'Putter'],
    ['my lucky stick', 'Other'],
  ])('%s → %s', (label, club) => {
    expect(normaliseClub(label)).toBe(club);
  });

  it('sorts clubs in the order of a bag', () => {
    const clubs = ['Putter', '7i', 'SW', '58°', 'Driver', 'Other', '3W', '4H', 'PW', '52°'];
    expect([...clubs].sort(compareClubs)).toEqual([
      'Driver',
      '3W',
      '4H',
      '7i',
      'PW',
      'SW',
      '52°',
      '58°',
      'Putter',
      'Other',
    ]);
  });
});
