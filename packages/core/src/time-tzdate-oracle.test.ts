// Facility time against @date-fns/tz's TZDate, which core used until 2026-11-27 and which `facilityInstant` and
// `facilityWallClock` now replace with the facility clock's one Intl formatter (docs/decisions/001-facility-time-zone.md):
// every answer must be the one TZDate gave. @date-fns/tz stays a devDependency of core for this test only.
// The change days are found with TZDate itself, not with the US rule the code might share a mistake with.
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, facilityWallClock, minutesToTime } from './time';

const ZONE = 'America/New_York';
const FIRST_YEAR = 2020;
const LAST_YEAR = 2037;
/**
 * Years compared at every quarter hour of every day: one whole year (the change days of every year are compared above
 * and below, minute by minute where the clock changes). Three years took 4 s of the file's 5 in each of `npm test`'s
 * two zones, and an ordinary day's quarter hours add nothing a year of them does not.
 */
const WHOLE_YEARS = { first: 2027, last: 2027 };
const WHOLE_YEARS_TEXT =
  WHOLE_YEARS.first === WHOLE_YEARS.last ? `${WHOLE_YEARS.first}` : `${WHOLE_YEARS.first}-${WHOLE_YEARS.last}`;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** TZDate's instant for a wall-clock date and minutes since midnight (1440 is the next day's 00:00, as in the code). */
function tzDateInstant(date: string, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 0, ZONE).getTime();
}

/** TZDate's reading of an instant, in facilityWallClock's shape. */
function tzDateWallClock(time: number): { date: string; time: string; utcOffset: number } {
  const wall = new TZDate(time, ZONE);
  return {
    date: `${wall.getFullYear()}-${pad2(wall.getMonth() + 1)}-${pad2(wall.getDate())}`,
    time: `${pad2(wall.getHours())}:${pad2(wall.getMinutes())}:${pad2(wall.getSeconds())}`,
    utcOffset: -wall.getTimezoneOffset(),
  };
}

function* datesFrom(first: string, last: string): Generator<string> {
  for (let date = first; date <= last; date = addDaysToDateString(date, 1)) yield date;
}

/** The days whose noon has another offset than the day before's, by TZDate. */
function changeDays(): string[] {
  const days: string[] = [];
  let previous: number | null = null;
  for (const date of datesFrom(`${FIRST_YEAR}-01-01`, `${LAST_YEAR}-12-31`)) {
    const offset = new TZDate(tzDateInstant(date, 12 * 60), ZONE).getTimezoneOffset();
    if (previous !== null && offset !== previous) days.push(date);
    previous = offset;
  }
  return days;
}

/** Every (date, minutes) where facilityInstant and TZDate disagree, with both answers. */
function instantMismatches(
  dates: Iterable<string>,
  step: number,
  until = 1440,
): { compared: number; mismatches: string[] } {
  const mismatches: string[] = [];
  let compared = 0;
  for (const date of dates) {
    for (let minutes = 0; minutes <= until; minutes += step) {
      const time = minutes === 1440 ? '24:00' : minutesToTime(minutes).slice(0, 5);
      const ours = facilityInstant(date, time).getTime();
      const theirs = tzDateInstant(date, minutes);
      compared += 1;
      if (ours !== theirs) {
        mismatches.push(`${date} ${time}: ${new Date(ours).toISOString()} != ${new Date(theirs).toISOString()}`);
      }
    }
  }
  return { compared, mismatches };
}

function wallClockMismatches(from: number, to: number, step: number): { compared: number; mismatches: string[] } {
  const mismatches: string[] = [];
  let compared = 0;
  for (let time = from; time <= to; time += step) {
    const ours = facilityWallClock(new Date(time));
    const theirs = tzDateWallClock(time);
    compared += 1;
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
      mismatches.push(`${new Date(time).toISOString()}: ${JSON.stringify(ours)} != ${JSON.stringify(theirs)}`);
    }
  }
  return { compared, mismatches };
}

const DAY_MS = 86_400_000;
const CHANGE_DAYS = changeDays();

describe('facility time against TZDate', () => {
  it('finds two changes of the clock a year, 2020-2037, on the days the US rule names', () => {
    expect(CHANGE_DAYS).toHaveLength(2 * (LAST_YEAR - FIRST_YEAR + 1));
    // Spot checks of what TZDate found: the second Sunday of March, the first Sunday of November.
    expect(CHANGE_DAYS.slice(0, 2)).toEqual(['2020-03-08', '2020-11-01']);
    expect(CHANGE_DAYS.slice(-2)).toEqual(['2037-03-08', '2037-11-01']);
  });

  it('gives the same instant for every quarter hour of every change day 2020-2037 and the days beside them', () => {
    const days = CHANGE_DAYS.flatMap((day) => [addDaysToDateString(day, -1), day, addDaysToDateString(day, 1)]);
    const { compared, mismatches } = instantMismatches(days, 15);
    expect(mismatches).toEqual([]);
    expect(compared).toBe(CHANGE_DAYS.length * 3 * 97);
  });

  it('gives the same instant for every minute of 00:00-04:00 on every change day 2020-2037 (the gap and the overlap)', () => {
    const { compared, mismatches } = instantMismatches(CHANGE_DAYS, 1, 4 * 60);
    expect(mismatches).toEqual([]);
    expect(compared).toBe(CHANGE_DAYS.length * 241);
  });

  it(`gives the same instant for every quarter hour of ${WHOLE_YEARS_TEXT}`, () => {
    const dates = [...datesFrom(`${WHOLE_YEARS.first}-01-01`, `${WHOLE_YEARS.last}-12-31`)];
    const { compared, mismatches } = instantMismatches(dates, 15);
    expect(mismatches).toEqual([]);
    expect(compared).toBe(dates.length * 97);
  });

  it('reads the same wall clock and offset at every change of the clock 2020-2037, to the second', () => {
    let total = 0;
    for (const day of CHANGE_DAYS) {
      const midnightUtc = Date.parse(`${day}T00:00:00Z`);
      // Every 7 minutes and 13 seconds across the day before and the day itself, so seconds and odd minutes are seen.
      const { compared, mismatches } = wallClockMismatches(midnightUtc - DAY_MS, midnightUtc + DAY_MS, 433_000);
      expect(mismatches).toEqual([]);
      total += compared;
    }
    expect(total).toBeGreaterThan(CHANGE_DAYS.length * 390);
  });

  it(`reads the same wall clock and offset through ${WHOLE_YEARS_TEXT}`, () => {
    const from = Date.parse(`${WHOLE_YEARS.first}-01-01T00:00:00Z`);
    const to = Date.parse(`${WHOLE_YEARS.last + 1}-01-01T00:00:00Z`);
    // Every 45 minutes and 7 seconds, then instants before 1970 and past 2037.
    const { mismatches } = wallClockMismatches(from, to, 2_707_000);
    expect(mismatches).toEqual([]);
    for (const time of [Date.parse('1969-07-20T20:17:40Z'), Date.parse('2045-11-05T06:30:59Z'), 0, -1]) {
      expect(facilityWallClock(new Date(time))).toEqual(tzDateWallClock(time));
    }
  });
});
