import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from './time';
import { buildPerformanceReport, performanceReportFileName, REPORT_DAYS_BACK } from './report';
import { performanceReportSchema } from './schemas/report';
import { performanceReportFixture, REPORT_BOOKINGS } from './testing/report';

const simulators = [
  { id: 1, name: 'Bay 1' },
  { id: 2, name: 'Bay 2' },
];
const now = new Date('2026-11-22T03:30:00Z'); // 2026-11-21 22:30 in New York

describe('buildPerformanceReport', () => {
  it('summarises hours per simulator and per day, recent bookings newest first', () => {
    const report = buildPerformanceReport({ username: 'ann@example.com', bookings: REPORT_BOOKINGS, simulators, now });
    expect(report).toEqual(
      performanceReportFixture({ username: 'ann@example.com', generatedAt: '2026-11-22T03:30:00.000Z' }),
    );
    expect(performanceReportSchema.safeParse(report).success).toBe(true);
  });

  it('keeps at most 10 recent bookings and handles a member with none', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      simulatorId: 1,
      bookingDate: `2026-10-${String(i + 1).padStart(2, '0')}`,
      startTime: '10:00:00',
      endTime: '11:00:00',
    }));
    const report = buildPerformanceReport({ username: 'ann', bookings: many, simulators, now });
    expect(report.recentBookings).toHaveLength(10);
    expect(report.recentBookings[0]?.bookingDate).toBe('2026-10-12');
    expect(report.recentBookings.at(-1)?.bookingDate).toBe('2026-10-03');
    expect(report.totalHours).toBe(12);

    const empty = buildPerformanceReport({ username: 'ann', bookings: [], simulators, now });
    expect(empty).toMatchObject({
      totalBookings: 0,
      totalHours: 0,
      simulatorUsage: [],
      bookingsByDay: {},
      recentBookings: [],
    });
  });
});

describe('hours by day are bounded (decision 021)', () => {
  it('covers a year back to the end of the booking window, while the totals cover the whole history', () => {
    // Facility date of `now` is 2026-11-21. Twenty years of one hour a day, plus the booking window ahead.
    const today = '2026-11-21';
    const bookings = Array.from({ length: 20 * 365 + 31 }, (_, i) => ({
      simulatorId: 1,
      bookingDate: addDaysToDateString(today, 31 - i),
      startTime: '10:00:00',
      endTime: '11:00:00',
    }));
    const report = buildPerformanceReport({ username: 'ann', bookings, simulators, now });
    const days = Object.keys(report.bookingsByDay).sort();
    expect(days).toHaveLength(REPORT_DAYS_BACK + 1 + 31);
    expect(days[0]).toBe(addDaysToDateString(today, -REPORT_DAYS_BACK));
    expect(days.at(-1)).toBe(addDaysToDateString(today, 31));
    expect(report.totalBookings).toBe(bookings.length);
    expect(report.totalHours).toBe(bookings.length);
    expect(report.simulatorUsage).toEqual([{ simulatorId: 1, simulatorName: 'Bay 1', hours: bookings.length }]);
    expect(JSON.stringify(report).length).toBeLessThan(16_000);
  });
});

describe('performanceReportFileName', () => {
  it('uses the facility date, not the machine date (late evening in Florida is already tomorrow in UTC)', () => {
    // 2026-11-22T03:30Z is 10:30 PM on Nov 21 in Longwood.
    expect(performanceReportFileName(new Date('2026-11-22T03:30:00Z'))).toBe('performance_report_2026-11-21.csv');
    expect(performanceReportFileName(new Date('2026-11-22T05:30:00Z'))).toBe('performance_report_2026-11-22.csv');
  });
});
