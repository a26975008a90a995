import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import {
  hasPlacesFor,
  leagueNights,
  placesTaken,
  roundRobinPairings,
  scheduleConflictMessage,
  upcomingLeagueNights,
} from './league-schedule';

describe('leagueNights', () => {
  it('lists every league day from start to end, inclusive, starting on the first matching day', () => {
    expect(leagueNights({ startDate: '2026-11-21', endDate: '2026-12-15', dayOfWeek: 'Tuesday' })).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
    ]);
    expect(leagueNights({ startDate: '2026-11-24', endDate: '2026-11-24', dayOfWeek: 'Tuesday' })).toEqual([
      '2026-11-24',
    ]);
    expect(leagueNights({ startDate: '2026-11-25', endDate: '2026-11-30', dayOfWeek: 'Tuesday' })).toEqual([]);
    expect(leagueNights({ startDate: '2026-12-01', endDate: '2026-11-01', dayOfWeek: 'Tuesday' })).toEqual([]);
    expect(leagueNights({ startDate: '2026-12-01', endDate: '2026-12-31', dayOfWeek: null })).toEqual([]);
  });

  it('keeps the weekday across both DST changes (dates, not instants)', () => {
    expect(leagueNights({ startDate: '2027-03-01', endDate: '2027-03-22', dayOfWeek: 'Sunday' })).toEqual([
      '2027-03-07',
      '2027-03-14', // spring forward
      '2027-03-21',
    ]);
    expect(leagueNights({ startDate: '2027-10-31', endDate: '2027-11-14', dayOfWeek: 'Sunday' })).toEqual([
      '2027-10-31',
      '2027-11-07', // fall back
      '2027-11-14',
    ]);
  });
});

describe('upcomingLeagueNights', () => {
  const league = { startDate: '2027-03-07', endDate: '2027-03-21', dayOfWeek: 'Sunday' as const, startTime: '18:00' };
  it('drops nights whose session has started (facility wall clock, DST day included)', () => {
    expect(upcomingLeagueNights(league, facilityInstant('2027-03-14', '17:59'))).toEqual(['2027-03-14', '2027-03-21']);
    expect(upcomingLeagueNights(league, facilityInstant('2027-03-14', '18:00'))).toEqual(['2027-03-21']);
    expect(upcomingLeagueNights({ ...league, startTime: null }, facilityInstant('2027-03-01', '09:00'))).toEqual([]);
  });
});

describe('roundRobinPairings', () => {
  const pairKey = (a: number, b: number | null) => (b === null ? `${a}-bye` : [a, b].sort().join('-'));

  it('meets every team once per cycle with an even number of teams', () => {
    const teams = [1, 2, 3, 4];
    const seen = new Set<string>();
    for (let r = 0; r < 3; r += 1) {
      const pairs = roundRobinPairings(teams, r);
      expect(pairs).toHaveLength(2);
      expect(new Set(pairs.flat()).size).toBe(4);
      for (const [a, b] of pairs) seen.add(pairKey(a, b));
    }
    expect(seen.size).toBe(6);
    // The cycle repeats.
    expect(roundRobinPairings(teams, 3)).toEqual(roundRobinPairings(teams, 0));
  });

  it('gives one team a bye each round with an odd number, a different team each round', () => {
    const teams = [1, 2, 3, 4, 5];
    const byes: number[] = [];
    const seen = new Set<string>();
    for (let r = 0; r < 5; r += 1) {
      const pairs = roundRobinPairings(teams, r);
      expect(pairs).toHaveLength(3);
      const bye = pairs.filter(([, b]) => b === null);
      expect(bye).toHaveLength(1);
      expect(pairs[2]![1]).toBeNull(); // byes listed last
      byes.push(bye[0]![0]);
      for (const [a, b] of pairs) if (b !== null) seen.add(pairKey(a, b));
    }
    expect(new Set(byes).size).toBe(5);
    expect(seen.size).toBe(10);
  });

  it('handles no team and one team', () => {
    expect(roundRobinPairings([], 0)).toEqual([]);
    expect(roundRobinPairings([7], 2)).toEqual([[7, null]]);
  });
});

describe('places', () => {
  it('counts one place per participant plus one per guest partner', () => {
    const rows = [{ player2Name: null }, { player2Name: 'Guest' }, {}];
    expect(placesTaken(rows)).toBe(4);
    expect(hasPlacesFor({ maxParticipants: 5 }, rows, 1)).toBe(true);
    expect(hasPlacesFor({ maxParticipants: 5 }, rows, 2)).toBe(false);
    expect(hasPlacesFor({ maxParticipants: null }, rows, 10)).toBe(true);
  });
  it('names the conflicting nights', () => {
    expect(
      scheduleConflictMessage([
        { date: '2026-12-01', message: 'x' },
        { date: '2026-12-08', message: 'y' },
      ]),
    ).toBe('These league nights could not be reserved because the bays are already booked: 2026-12-01, 2026-12-08.');
  });
});
