import { describe, expect, it } from 'vitest';
import { leagueNightUpdateSchema } from '../schemas/course';
import { placePointsOf } from './league-points';

const TABLE = [10, 8, 6, 5, 4, 3, 2, 1];

describe('points by finishing place (decision 487)', () => {
  it('gives each place its points, and a place past the table none', () => {
    const places = [1, 2, 3, 9].map((rank, i) => ({ teamId: i + 1, rank }));
    expect(Object.fromEntries(placePointsOf(places, TABLE))).toEqual({ 1: 10, 2: 8, 3: 6, 4: 0 });
  });

  it('splits the points of the places a tie fills: two tied 2nd take (8 + 6) / 2 = 7, three tied 1st (10 + 8 + 6) / 3', () => {
    const twoSecond = [
      { teamId: 1, rank: 1 },
      { teamId: 2, rank: 2 },
      { teamId: 3, rank: 2 },
      { teamId: 4, rank: 4 },
    ];
    expect(Object.fromEntries(placePointsOf(twoSecond, TABLE))).toEqual({ 1: 10, 2: 7, 3: 7, 4: 5 });
    const threeFirst = [1, 1, 1].map((rank, i) => ({ teamId: i + 1, rank }));
    expect(Object.fromEntries(placePointsOf(threeFirst, TABLE))).toEqual({ 1: 8, 2: 8, 3: 8 });
    // A tie at the foot of the table shares what is left: 1 and 0 → 0.5 each.
    const lastTwo = [8, 8].map((rank, i) => ({ teamId: i + 1, rank }));
    expect(Object.fromEntries(placePointsOf(lastTwo, TABLE))).toEqual({ 1: 0.5, 2: 0.5 });
  });

  it('gives no points to a team without a card', () => {
    expect(placePointsOf([{ teamId: 1, rank: null }], TABLE).has(1)).toBe(false);
  });

  it('takes a table of up to 50 places in halves, each no more than the place above', () => {
    expect(leagueNightUpdateSchema.safeParse({ placePoints: [10, 8, 6.5, 6.5, 0] }).success).toBe(true);
    expect(leagueNightUpdateSchema.safeParse({ placePoints: [] }).success).toBe(true);
    const refused = (placePoints: number[]) =>
      leagueNightUpdateSchema.safeParse({ placePoints }).error?.issues.map((i) => i.message);
    expect(refused([10, 12])).toEqual(['Each place must earn no more than the place above it']);
    expect(refused([10, 8.25])).toEqual(['Points must be numbers from 0 to 100, in halves']);
    expect(refused([-1])).toEqual(['Points must be numbers from 0 to 100, in halves']);
    expect(refused(Array(51).fill(1))).toEqual(['Give points for at most 50 places']);
  });
});
