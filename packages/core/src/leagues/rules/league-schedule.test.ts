import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../../time';
import {
  hasPlacesFor,
  leagueNights,
  nightConflict,
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
  const pairKey = (a: number, b: number | null) => (b === null ? `${a}-bye` : [a, b].sort((x, y) => x - y).join('-'));

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

  it('gives the circle-method schedule for four teams', () => {
    // Team 1 stays put, the others turn: 1-4 2-3 | 1-3 4-2 | 1-2 3-4.
    expect([0, 1, 2].map((r) => roundRobinPairings([1, 2, 3, 4], r))).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [1, 3],
        [4, 2],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });

  it('gives the circle-method schedule for five teams, the bye going 1, 4, 2, 5, 3', () => {
    expect([0, 1, 2, 3, 4].map((r) => roundRobinPairings([1, 2, 3, 4, 5], r))).toEqual([
      [
        [2, 5],
        [3, 4],
        [1, null],
      ],
      [
        [1, 5],
        [2, 3],
        [4, null],
      ],
      [
        [1, 4],
        [5, 3],
        [2, null],
      ],
      [
        [1, 3],
        [4, 2],
        [5, null],
      ],
      [
        [1, 2],
        [4, 5],
        [3, null],
      ],
    ]);
  });

  // Every size from 2 to 12 teams, over three cycles (a long season plays the round robin again).
  const sizes = Array.from({ length: 11 }, (_, i) => i + 2);
  const season = (n: number) => {
    const teams = Array.from({ length: n }, (_, i) => 10 * (i + 1)); // ids that are not 1..n
    const cycle = n % 2 === 0 ? n - 1 : n;
    return { teams, cycle, rounds: Array.from({ length: 3 * cycle }, (_, r) => roundRobinPairings(teams, r)) };
  };

  it.each(sizes)('%i teams: each round has every team once, and a bye only with an odd count', (n) => {
    const { teams, rounds } = season(n);
    for (const pairs of rounds) {
      expect([...pairs.flat()].filter((t) => t !== null).sort((a, b) => a! - b!)).toEqual(teams);
      expect(pairs.filter(([, b]) => b === null)).toHaveLength(n % 2);
      expect(pairs).toHaveLength(Math.ceil(n / 2));
    }
  });

  it.each(sizes)('%i teams: every team meets every other exactly once per cycle of rounds', (n) => {
    const { teams, cycle, rounds } = season(n);
    for (let start = 0; start < rounds.length; start += cycle) {
      const met = rounds.slice(start, start + cycle).flatMap((pairs) => pairs.filter(([, b]) => b !== null));
      const keys = met.map(([a, b]) => pairKey(a, b));
      expect(keys).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(keys).size).toBe(keys.length);
      for (const a of teams) for (const b of teams) if (a < b) expect(keys).toContain(pairKey(a, b));
    }
  });

  it.each(sizes)('%i teams: no pair meets again before every pair has met', (n) => {
    const { teams, rounds } = season(n);
    const counts = new Map<string, number>();
    for (const a of teams) for (const b of teams) if (a < b) counts.set(pairKey(a, b), 0);
    for (const pairs of rounds) {
      for (const [a, b] of pairs) if (b !== null) counts.set(pairKey(a, b), counts.get(pairKey(a, b))! + 1);
      // After every round the most-met pair is at most one meeting ahead of the least-met.
      const values = [...counts.values()];
      expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
    }
  });

  it.each([3, 5, 7, 9, 11])('%i teams: the bye rotates, no team sitting out twice before every team has once', (n) => {
    const { teams, rounds } = season(n);
    const byes = rounds.map((pairs) => pairs.find(([, b]) => b === null)![0]);
    byes.forEach((team, i) => {
      const next = byes.indexOf(team, i + 1);
      if (next === -1) return;
      // Between two byes of one team, every other team has had its bye.
      expect(new Set(byes.slice(i + 1, next))).toEqual(new Set(teams.filter((t) => t !== team)));
    });
    expect(new Set(byes.slice(0, n))).toEqual(new Set(teams));
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
  it('names the conflicting nights and what holds them', () => {
    expect(
      scheduleConflictMessage([
        { date: '2026-12-01', message: 'x', leagues: ['Thursday Scramble'], bookings: 0, lessons: 0 },
        { date: '2026-12-08', message: 'y', leagues: [], bookings: 2, lessons: 1 },
        { date: '2026-12-15', message: 'z', leagues: [], bookings: 0, lessons: 0 },
      ]),
    ).toBe(
      'These league nights could not be reserved because the bays are already booked: 2026-12-01 (Thursday Scramble), ' +
        "2026-12-08 (2 members' bookings and 1 lesson), 2026-12-15.",
    );
  });
});

describe('nightConflict (what holds a league night, through the one occupancy model)', () => {
  const NIGHT = { startTime: '18:00', endTime: '21:00', leagueId: 7 };
  const league = (id: number, name: string, hasSchedule: boolean) => ({
    id,
    name,
    isActive: true,
    startDate: '2026-12-01',
    endDate: '2027-02-23',
    dayOfWeek: 'Tuesday' as const,
    startTime: '18:00',
    endTime: '21:00',
    numberOfBays: 1,
    hasSchedule,
  });
  const booking = (
    id: number,
    simulatorId: number,
    startTime: string,
    endTime: string,
    kind: 'member' | 'staff' = 'member',
  ) => ({
    id,
    simulatorId,
    bookingDate: '2026-12-08',
    startTime,
    endTime,
    kind,
    userId: 40 + id,
  });

  it('names another league by name, whether it holds the bays by reservation or by its session', () => {
    const day = {
      date: '2026-12-08',
      occupancies: [{ ...booking(1, 2, '18:00:00', '21:00:00'), kind: 'league' as const, leagueId: 3 }],
      leagues: [league(3, 'Tuesday Night League', true), league(4, 'Seniors League', false), league(7, 'Ours', false)],
    };
    const conflict = nightConflict(day, NIGHT, 'fallback');
    expect(conflict).toEqual({
      date: '2026-12-08',
      message: 'The bays are held by Tuesday Night League and Seniors League.',
      leagues: ['Tuesday Night League', 'Seniors League'],
      bookings: 0,
      lessons: 0,
    });
  });

  it("counts members' bookings and lessons overlapping the night, not those before or after it", () => {
    const day = {
      date: '2026-12-08',
      occupancies: [
        booking(1, 1, '17:00:00', '18:00:00'),
        booking(2, 1, '19:00:00', '20:00:00'),
        booking(3, 2, '20:30:00', '21:30:00', 'staff'),
        { ...booking(4, 2, '18:00:00', '19:00:00'), kind: 'lesson' as const },
        booking(5, 2, '21:00:00', '22:00:00'),
      ],
      leagues: [league(7, 'Ours', false)],
    };
    const conflict = nightConflict(day, NIGHT, 'fallback');
    expect(conflict.message).toBe("The bays are held by 2 members' bookings and 1 lesson.");
    expect(conflict).toMatchObject({ leagues: [], bookings: 2, lessons: 1 });
  });

  it("the league's own reservations are not a conflict; nothing holding the bays gives the refusal's text", () => {
    const day = {
      date: '2026-12-08',
      occupancies: [{ ...booking(1, 2, '18:00:00', '21:00:00'), kind: 'league' as const, leagueId: 7 }],
      leagues: [league(7, 'Ours', true)],
    };
    expect(nightConflict(day, NIGHT, 'That time has already started.')).toMatchObject({
      message: 'That time has already started.',
      leagues: [],
      bookings: 0,
    });
    expect(nightConflict({ ...day, occupancies: [booking(9, 1, '18:30:00', '19:30:00')] }, NIGHT, 'x').message).toBe(
      "The bays are held by 1 member's booking.",
    );
  });
});
