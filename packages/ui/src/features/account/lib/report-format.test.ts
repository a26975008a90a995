import { clubSummaryFixture, performanceReportFixture } from '@longwood/core/testing';
import { describe, expect, it } from 'vitest';
import { performanceReportCsv } from './report-format';

const report = performanceReportFixture();

describe('performanceReportCsv', () => {
  it('writes the summary, usage, hours by day (date order) and recent bookings as padded sections', () => {
    const lines = performanceReportCsv(report).split('\r\n');
    expect(lines).toEqual([
      'Performance Report,,,',
      'Member,member@example.com,,',
      'Generated At,2026-11-21T10:00:00-05:00,,',
      'Total Bookings,4,,',
      'Total Hours,5,,',
      ',,,',
      'Simulator Usage,,,',
      'Simulator,Hours,,',
      'Bay 1,3.5,,',
      'Bay 2,1.5,,',
      ',,,',
      'Hours by Day (the past year and ahead),,,',
      'Date,Hours,,',
      '2026-11-10,2,,',
      '2026-11-12,2,,',
      '2026-11-25,1,,',
      ',,,',
      'Recent Bookings,,,',
      'Date,Simulator,Start Time,End Time',
      '2026-11-25,Bay 1,9:00 AM,10:00 AM',
      '2026-11-12,Bay 2,6:00 PM,7:30 PM',
      '2026-11-12,Bay 1,7:00 AM,7:30 AM',
      '2026-11-10,Bay 1,10:00 AM,12:00 PM',
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
      clubSummaryFixture({ carryYards: { mean: 152.3, median: 151, sd: 6.1 }, offlineYards: null }),
      clubSummaryFixture({ club: 'PW', modelled: ['carryYards', 'totalYards'] }),
    ]).split('\r\n');
    expect(lines.at(-5)).toBe('Shots by Club,,,,,,,,,,,');
    expect(lines.at(-3)).toBe('7i,2,152.3,151,6.1,160,161,110,17,6000,,');
    // A club whose carries the ball-flight model gave says so.
    expect(lines.at(-2)).toBe('PW,2,150,150,5,160,161,110,17,6000,0,"carry, total"');
    expect(lines[0]).toBe('Performance Report,,,,,,,,,,,');
  });
});
