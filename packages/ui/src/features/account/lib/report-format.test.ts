import type { PerformanceReport } from '@longwood/core';
import { describe, expect, it } from 'vitest';
import { performanceReportCsv } from './report-format';

const report: PerformanceReport = {
  username: 'member@example.com',
  generatedAt: '2026-11-21T18:30:00.000Z',
  totalBookings: 3,
  totalHours: 4.5,
  simulatorUsage: [
    { simulatorId: 1, simulatorName: 'Bay 1', hours: 3 },
    { simulatorId: 2, simulatorName: 'Bay 2', hours: 1.5 },
  ],
  bookingsByDay: { '2026-11-22': 1.5, '2026-11-20': 3 },
  recentBookings: [
    { bookingDate: '2026-11-22', simulatorName: 'Bay 2', startTime: '13:30:00', endTime: '15:00:00' },
    { bookingDate: '2026-11-20', simulatorName: 'Bay 1', startTime: '09:00:00', endTime: '12:00:00' },
  ],
};

describe('performanceReportCsv', () => {
  it('writes the summary, usage, hours by day (date order) and recent bookings as padded sections', () => {
    const lines = performanceReportCsv(report).split('\r\n');
    expect(lines).toEqual([
      'Performance Report,,,',
      'Member,member@example.com,,',
      'Generated At,2026-11-21T13:30:00-05:00,,',
      'Total Bookings,3,,',
      'Total Hours,4.5,,',
      ',,,',
      'Simulator Usage,,,',
      'Simulator,Hours,,',
      'Bay 1,3,,',
      'Bay 2,1.5,,',
      ',,,',
      'Hours by Day (the past year and ahead),,,',
      'Date,Hours,,',
      '2026-11-20,3,,',
      '2026-11-22,1.5,,',
      ',,,',
      'Recent Bookings,,,',
      'Date,Simulator,Start Time,End Time',
      '2026-11-22,Bay 2,1:30 PM,3:00 PM',
      '2026-11-20,Bay 1,9:00 AM,12:00 PM',
      '',
    ]);
  });

  it('neutralises a username that looks like a spreadsheet formula', () => {
    const text = performanceReportCsv({ ...report, username: '=HYPERLINK("http://x","click")' });
    expect(text).toContain('Member,"\'=HYPERLINK(""http://x"",""click"")",,');
  });
});

describe('performanceReportCsv with shots', () => {
  it('adds the per-club table, every record as wide as its widest', () => {
    const lines = performanceReportCsv(report, [
      {
        club: '7i',
        shots: 12,
        carryYards: { mean: 152.3, median: 151, sd: 6.1 },
        totalYards: { mean: 160, median: 161.2, sd: 6 },
        ballSpeedMph: { mean: 112.4, median: 112, sd: 2 },
        launchDeg: { mean: 17.5, median: 17, sd: 1 },
        spinRpm: { mean: 6100, median: 6050, sd: 300 },
        offlineYards: null,
      },
    ]).split('\r\n');
    expect(lines.at(-4)).toBe('Shots by Club,,,,,,,,,,');
    expect(lines.at(-2)).toBe('7i,12,152.3,151,6.1,160,161.2,112.4,17.5,6100,');
    expect(lines[0]).toBe('Performance Report,,,,,,,,,,');
  });
});
