import { describe, expect, it } from 'vitest';
import { isGoodShot, likelyMishits } from './mishits';

describe('likely mis-hits', () => {
  it("flags a carry under 65 % of its club's median in the session, per club", () => {
    // 7i median (150 + 152) / 2 = 151: 98 < 0.65 × 151 = 98.15 is flagged, 99 is not. Driver median 230.
    const shots = [
      { club: '7i', carryM: 150 },
      { club: '7i', carryM: 98 },
      { club: '7i', carryM: 152 },
      { club: '7i', carryM: 99 },
      { club: 'Driver', carryM: 230 },
      { club: 'Driver', carryM: 140 },
      { club: 'Driver', carryM: null },
    ];
    // 7i sorted 98, 99, 150, 152 → median (99 + 150) / 2 = 124.5; 0.65 × 124.5 = 80.925: none flagged.
    expect(likelyMishits(shots.slice(0, 4))).toEqual([false, false, false, false]);
    // Driver median (140 + 230) / 2 = 185; 0.65 × 185 = 120.25: 140 is not; a 7i of 60 with the 7i's is.
    expect(likelyMishits([...shots.slice(0, 3), { club: '7i', carryM: 60 }, ...shots.slice(4)])).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('counts a flagged shot as good only once someone kept it, and any shot excluded as not good', () => {
    expect(isGoodShot({ excluded: null, likelyMishit: false })).toBe(true);
    expect(isGoodShot({ excluded: null, likelyMishit: true })).toBe(false);
    expect(isGoodShot({ excluded: false, likelyMishit: true })).toBe(true);
    expect(isGoodShot({ excluded: true, likelyMishit: false })).toBe(false);
  });
});
