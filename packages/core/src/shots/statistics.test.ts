import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { summariseClubRuns, summariseShots, SUMMARY_MEASURES, type ClubRun, type SummaryMeasure } from './summary';
import { convertSpread, spreadOf, spreadOfSortedParts } from './statistics';
import type { ModelledFigure } from './modelled';
import { syntheticShots } from './synthetic';
import { metresToYards, mpsToKmh, mpsToMph, readUnit, shownDistance, toStoredUnit } from './units';

describe('spreadOf', () => {
  it('gives mean, median and sample standard deviation', () => {
    expect(spreadOf([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, median: 4.5, sd: Math.sqrt(32 / 7) });
    expect(spreadOf([3, 1, 2])).toMatchObject({ median: 2 });
    expect(spreadOf([7])).toEqual({ mean: 7, median: 7, sd: 0 });
    expect(spreadOf([])).toBeNull();
  });

  it('converts each figure and rounds to a tenth', () => {
    expect(convertSpread({ mean: 100, median: 90, sd: 9.144 }, metresToYards)).toEqual({
      mean: 109.4,
      median: 98.4,
      sd: 10,
    });
  });
});

describe('units', () => {
  it('converts device units to stored units and back', () => {
    expect(toStoredUnit(100, 'yd')).toBeCloseTo(91.44, 6);
    expect(toStoredUnit(100, 'mph')).toBeCloseTo(44.704, 6);
    expect(toStoredUnit(36, 'kmh')).toBeCloseTo(10, 6);
    expect(toStoredUnit(10, 'ft')).toBeCloseTo(3.048, 6);
    expect(metresToYards(91.44)).toBeCloseTo(100, 6);
    expect(mpsToMph(44.704)).toBeCloseTo(100, 6);
    expect(mpsToKmh(10)).toBeCloseTo(36, 6);
    expect(shownDistance(100, 'metric')).toBe(100);
  });

  it('reads the units rows devices write', () => {
    expect(['[mph]', '[yds]', '[m]', '[km/h]', '[deg]', '[rpm]', '(m/s)', '°'].map(readUnit)).toEqual([
      'mph',
      'yd',
      'm',
      'kmh',
      'deg',
      'rpm',
      'mps',
      'deg',
    ]);
    expect(readUnit('Carry')).toBeNull();
  });
});

describe('summariseShots', () => {
  it('summarises each club in yards and mph, ignoring missing readings', () => {
    const clubs = summariseShots([
      { club: '7i', carryM: 137.16, ballSpeedMps: 53.6448, spinRpm: null },
      { club: '7i', carryM: 146.304, ballSpeedMps: null, spinRpm: 6000 },
      { club: 'Driver', carryM: 228.6 },
    ]);
    expect(clubs.map((c) => c.club)).toEqual(['Driver', '7i']);
    const iron = clubs[1]!;
    expect(iron.shots).toBe(2);
    expect(iron.carryYards).toEqual({ mean: 155, median: 155, sd: 7.1 });
    expect(iron.ballSpeedMph).toEqual({ mean: 120, median: 120, sd: 0 });
    expect(iron.spinRpm).toEqual({ mean: 6000, median: 6000, sd: 0 });
    expect(iron.offlineYards).toBeNull();
  });
});

describe('spreadOfSortedParts', () => {
  it('gives the spread of all the runs together, the median selected across them', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.integer({ min: -5000, max: 30000 }).map((v) => v / 100),
            { maxLength: 30 },
          ),
          {
            maxLength: 8,
          },
        ),
        (runs) => {
          const parts = runs.map((run) => Float64Array.from(run).sort());
          const all = runs.flat();
          const expected = spreadOf(all);
          const got = spreadOfSortedParts(parts);
          if (expected === null) {
            expect(got).toBeNull();
            return;
          }
          expect(got!.median).toBe(expected.median);
          expect(got!.mean).toBeCloseTo(expected.mean, 9);
          expect(got!.sd).toBeCloseTo(expected.sd, 9);
        },
      ),
    );
  });

  it('summarises runs as summariseShots does the shots', () => {
    const shots = syntheticShots(7, 700);
    const runs = [shots.slice(0, 250), shots.slice(250, 251), shots.slice(251)].flatMap((session) =>
      [...new Set(session.map((s) => s.club))].map((club) => {
        const mine = session.filter((s) => s.club === club);
        const sorted = (measure: SummaryMeasure) =>
          Float64Array.from(mine.flatMap((s) => (s[measure] === null ? [] : [s[measure]]))).sort();
        return {
          club,
          shots: mine.length,
          values: Object.fromEntries(SUMMARY_MEASURES.map((m) => [m, sorted(m)])) as unknown as ClubRun['values'],
        };
      }),
    );
    expect(summariseClubRuns(runs)).toEqual(summariseShots(shots));
  });
});

describe('the summary of modelled figures (decision 444)', () => {
  // A GSPro bay's 7 iron (carry and total modelled) beside a launch monitor's (measured), and a driver all measured;
  // the bag's order puts the driver first.
  const yards = (y: number) => y / 1.0936133;
  const shot = (club: string, carry: number, total: number, offlineM: number, modelled: ModelledFigure[] = []) => ({
    club,
    carryM: yards(carry),
    totalM: yards(total),
    offlineM,
    modelled,
  });
  const shots = [
    shot('7i', 170, 180, 2, ['carryM', 'totalM', 'apexM']),
    shot('7i', 150, 158, -2, ['apexM']),
    shot('7i', 152, 162, 4, ['totalM', 'apexM']),
    shot('Driver', 250, 270, 0),
  ];

  it("marks a club's figure holding any modelled value, and never a club measured alone", () => {
    const [driver, iron] = summariseShots(shots);
    expect(driver).toMatchObject({ club: 'Driver', modelled: [] });
    expect(iron).toMatchObject({ club: '7i', modelled: ['carryYards', 'totalYards'] });
    expect(iron!.carryYards!.mean).toBeCloseTo(157.3, 1);
  });

  it("works every figure out from the device's values alone when asked for measured figures only", () => {
    const [driver, iron] = summariseShots(shots, { measuredOnly: true });
    expect(iron).toMatchObject({ club: '7i', shots: 3, modelled: [] });
    expect(iron!.carryYards).toEqual({ mean: 151, median: 151, sd: 1.4 });
    expect(iron!.totalYards).toEqual({ mean: 158, median: 158, sd: 0 });
    // Offline was measured on every shot: all three count (4/3 m).
    expect(iron!.offlineYards!.mean).toBe(1.5);
    expect(driver).toEqual(summariseShots(shots)[0]);
  });

  it('gives the same from runs that keep the measured values beside every value', () => {
    const runs: ClubRun[] = ['7i', 'Driver'].map((club) => {
      const mine = shots.filter((s) => s.club === club);
      const sorted = (list: typeof mine, measure: SummaryMeasure) =>
        Float64Array.from(list.flatMap((s) => (measure in s ? [s[measure as 'carryM']] : [])));
      const values = Object.fromEntries(
        SUMMARY_MEASURES.map((m) => [m, sorted(mine, m).sort()]),
      ) as unknown as ClubRun['values'];
      const measured = Object.fromEntries(
        (['carryM', 'totalM', 'offlineM'] as const).flatMap((m) => {
          const own = mine.filter((s) => !s.modelled.includes(m));
          return own.length < mine.length ? [[m, sorted(own, m).sort()]] : [];
        }),
      );
      return { club, shots: mine.length, values, measured };
    });
    expect(summariseClubRuns(runs)).toEqual(summariseShots(shots));
    expect(summariseClubRuns(runs, { measuredOnly: true })).toEqual(summariseShots(shots, { measuredOnly: true }));
  });
});
