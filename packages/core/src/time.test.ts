import { describe, expect, it } from 'vitest';
import {
  addDaysToDateString,
  addMonthsToDateString,
  daysBetweenDateStrings,
  facilityInstant,
  facilityNow,
  facilityToday,
  facilityWallClock,
  formatTime12h,
  isValidDateString,
  minutesToTime,
  normalizeTime,
  timeToMinutes,
  weekdayName,
} from './time';

describe('facility clock', () => {
  it('reads instants on the New York wall clock, whatever the machine zone', () => {
    expect(facilityNow(new Date('2026-11-22T03:30:00Z'))).toEqual({ date: '2026-11-21', minutes: 22 * 60 + 30 });
    expect(facilityToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
    expect(facilityToday(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03'); // EDT, UTC-4
    expect(facilityToday(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });

  it('maps wall-clock times back to instants across DST', () => {
    expect(facilityInstant('2026-11-21', '22:30:00').toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(facilityInstant('2026-07-04', '09:00').toISOString()).toBe('2026-07-04T13:00:00.000Z');
    expect(facilityInstant('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(facilityInstant('2026-11-01', '03:00').toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('moves a time of the spring-forward gap on an hour, and takes the first of the repeated fall-back hour', () => {
    expect(facilityInstant('2026-03-08', '01:59').toISOString()).toBe('2026-03-08T06:59:00.000Z'); // 1:59 EST
    expect(facilityInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 3:30 EDT
    expect(facilityInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 1:30 EDT, the first
    expect(facilityInstant('2026-11-01', '02:00').toISOString()).toBe('2026-11-01T07:00:00.000Z'); // 2:00 EST
    expect(facilityInstant('2026-10-31', '24:00').toISOString()).toBe('2026-11-01T04:00:00.000Z'); // midnight, EDT
  });

  it('reads the wall clock to the second, with its offset from UTC', () => {
    const first = { date: '2026-11-01', time: '01:30:09', utcOffset: -240 };
    expect(facilityWallClock(new Date('2026-11-01T05:30:09.500Z'))).toEqual(first);
    expect(facilityWallClock(new Date('2026-11-01T06:30:09Z'))).toEqual({ ...first, utcOffset: -300 });
    expect(facilityWallClock(new Date('2026-03-08T07:00:00Z'))).toEqual({
      date: '2026-03-08',
      time: '03:00:00',
      utcOffset: -240,
    });
  });
});

describe('calendar dates', () => {
  it('validates real calendar dates', () => {
    expect(isValidDateString('2028-02-29')).toBe(true);
    expect(isValidDateString('2026-02-29')).toBe(false);
    expect(isValidDateString('2026-13-01')).toBe(false);
    expect(isValidDateString('2026-1-01')).toBe(false);
    expect(isValidDateString('2026-04-31')).toBe(false);
  });

  it('adds days and months as calendar arithmetic (no DST drift)', () => {
    expect(addDaysToDateString('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysToDateString('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDaysToDateString('2026-11-21', 30)).toBe('2026-12-21');
    expect(addDaysToDateString('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonthsToDateString('2026-11-21', 3)).toBe('2027-02-21');
    expect(addMonthsToDateString('2026-11-30', 3)).toBe('2027-02-28');
    expect(daysBetweenDateStrings('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('names weekdays', () => {
    expect(weekdayName('2026-11-21')).toBe('Saturday');
    expect(weekdayName('2026-11-23')).toBe('Monday');
  });
});

describe('clock times', () => {
  it('converts between HH:mm[:ss] and minutes', () => {
    expect(timeToMinutes('23:30')).toBe(1410);
    expect(timeToMinutes('09:05:00')).toBe(545);
    expect(minutesToTime(1410)).toBe('23:30:00');
    expect(normalizeTime('07:00')).toBe('07:00:00');
    expect(() => timeToMinutes('25:00')).toThrow(RangeError);
  });

  it('formats 12-hour times', () => {
    expect(formatTime12h('00:00:00')).toBe('12:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('13:30:00')).toBe('1:30 PM');
    expect(formatTime12h('23:30')).toBe('11:30 PM');
  });
});
