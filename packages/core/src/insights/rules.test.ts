import { describe, expect, it } from 'vitest';
import { computeInsights, type InsightsFiguresInput } from './rules';

const compared = (from: string, to: string) => ({
  from,
  to,
  bayUse: [],
  leagueBlockers: [],
  noShowsBeforeToday: 0,
  noShowCandidatesToday: [],
  cancellations: [],
  revenue: [],
  bookingsMade: [],
});

// The figures from what the database counted: the bookable minutes of each weekday over a range that is not whole
// weeks, across both changes of daylight saving time, and grouped rows weighed by their count.
const input = (from: string, to: string, extra: Partial<InsightsFiguresInput> = {}): InsightsFiguresInput => ({
  from,
  to,
  now: new Date('2027-12-01T12:00:00.000Z'),
  bays: [
    { id: 1, name: 'Family Bay', open: true },
    { id: 2, name: 'Retired Bay', open: false },
  ],
  bayUse: [],
  leagueBlockers: [],
  leagues: [],
  leagueRowNights: [],
  lessons: [],
  members: [],
  demoRequests: [],
  membershipRequests: [],
  monthMinutes: 0,
  memberUse: [],
  recentUserIds: [],
  noShowsBeforeToday: 0,
  noShowCandidatesToday: [],
  cancellations: [],
  revenue: [],
  bookingsMade: [],
  memberNoShows: [],
  membershipChanges: [],
  previousPeriod: compared(from, to),
  previousYear: compared(from, to),
  ...extra,
});

const cell = (figures: ReturnType<typeof computeInsights>, simulatorId: number, weekday: number, hour: number) =>
  figures.heatMap.find((c) => c.simulatorId === simulatorId && c.weekday === weekday && c.hour === hour);

describe('computeInsights over counted rows', () => {
  it('offers each weekday as often as the range holds it, less the hour the spring change skips', () => {
    // Monday 8 to Wednesday 17 March 2027: Mondays to Wednesdays twice, the rest once; Sunday the 14th has no 2 AM.
    const figures = computeInsights(input('2027-03-08', '2027-03-17'));
    expect(cell(figures, 1, 1, 10)?.availableMinutes).toBe(120);
    expect(cell(figures, 1, 4, 10)?.availableMinutes).toBe(60);
    expect(cell(figures, 1, 0, 2)).toBeUndefined();
    expect(cell(figures, 1, 0, 3)?.availableMinutes).toBe(60);
    expect(cell(figures, 1, 2, 23)?.availableMinutes).toBe(60);
    expect(figures.occupancy.all.availableMinutes).toBe(10 * 1410 - 60);
    expect(figures.heatMap.some((c) => c.simulatorId === 2)).toBe(false);
  });

  it('keeps every hour of the autumn change and a year of weekdays', () => {
    // 2027: March 14 skips 2 AM, November 7 repeats 1 AM (still 23 wall-clock hours of one bay's day offered).
    const figures = computeInsights(input('2027-01-01', '2027-12-31'));
    expect(figures.occupancy.all.availableMinutes).toBe(365 * 1410 - 60);
    // 2027 starts on a Friday: 53 Fridays, 52 of every other weekday; one Sunday without 2 AM.
    expect(cell(figures, 1, 5, 9)?.availableMinutes).toBe(53 * 60);
    expect(cell(figures, 1, 4, 9)?.availableMinutes).toBe(52 * 60);
    expect(cell(figures, 1, 0, 2)?.availableMinutes).toBe(51 * 60);
  });

  it('weighs a group of rows by its count, splitting it across the hours it meets', () => {
    const figures = computeInsights(
      input('2027-03-08', '2027-03-17', {
        bayUse: [
          { simulatorId: 1, weekday: 1, startTime: '18:30:00', endTime: '20:00:00', kind: 'booking', count: 2 },
          { simulatorId: 2, weekday: 1, startTime: '18:00:00', endTime: '19:00:00', kind: 'booking', count: 5 },
          { simulatorId: 9, weekday: 1, startTime: '18:00:00', endTime: '19:00:00', kind: 'lesson', count: 5 },
        ],
      }),
    );
    expect(cell(figures, 1, 1, 18)).toMatchObject({ usedMinutes: 60, availableMinutes: 120, percent: 50 });
    expect(cell(figures, 1, 1, 19)).toMatchObject({ usedMinutes: 120, percent: 100 });
    // A retired bay offers nothing but shows what it held; a bay the settings do not have holds nothing.
    expect(cell(figures, 2, 1, 18)).toMatchObject({ usedMinutes: 300, availableMinutes: 0 });
    expect(figures.useByKind).toEqual({ booking: 480, league: 0, lesson: 0 });
  });
});
