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
    // Seen in real exports: Square Golf (UrAvgPharmGuy/SquareGolf `golfdata.csv`, `Sessions/session_2025_07_03.csv`),
    // FSX sessions (bs7280/fsx-golf-shot-viewer `example_data/20240129PLAYER_11347.session`: ClubName 'Hybrid', ClubType
    // 'Hyb', 'Irn', 'Wdg', 'Pt'), Rapsodo's and GSPro's codes.
    ['P-Wedge', 'PW'],
    ['G-Wedge', 'GW'],
    ['S-Wedge', 'SW'],
    ['L-Wedge', 'LW'],
    ['A-Wedge', 'GW'],
    ['56-Degree', '56°'],
    ['3 Hybrid', '3H'],
    ['5 Hybrid', '5H'],
    ['3-Wood', '3W'],
    ['Hybrid', 'Hybrid'],
    ['Hyb', 'Hybrid'],
    ['Irn', 'Iron'],
    ['Wdg', 'Wedge'],
    ['Pt', 'Putter'],
    ['sw', 'SW'],
    ['lw', 'LW'],
    ['7 iron', '7i'],
    ['Pitching wedge', 'PW'],
    ['H4', '4H'],
    ['W3', '3W'],
    ['1w', 'Driver'],
  ])('%s → %s', (label, club) => {
    expect(normaliseClub(label)).toBe(club);
  });

  it('sorts clubs in the order of a bag', () => {
    const clubs = ['Putter', '7i', 'SW', '58°', 'Driver', 'Other', '3W', '4H', 'PW', '52°', 'Hybrid', 'Wedge'];
    expect([...clubs].sort(compareClubs)).toEqual([
      'Driver',
      '3W',
      '4H',
      'Hybrid',
      '7i',
      'PW',
      'SW',
      'Wedge',
      '52°',
      '58°',
      'Putter',
      'Other',
    ]);
  });
});
