// The performance report as a CSV file (the screen and the file share lib/format.ts's facility formatting).
import { csvText, formatTime12h, type CsvCell, type PerformanceReport, type ShotClubSummary } from '@longwood/core';
import { formatFacilityTimestamp } from '../../../lib/format';

/** Pads every row to the same number of fields (RFC 4180: each record has the same field count). */
function section(rows: CsvCell[][]): CsvCell[][] {
  const width = Math.max(4, ...rows.map((row) => row.length));
  return rows.map((row) => [...row, ...Array<CsvCell>(Math.max(0, width - row.length)).fill('')]);
}

/** How the last column names a club's figures that hold values the ball-flight model gave (decision 444). */
const MODELLED_NAMES = { carryYards: 'carry', totalYards: 'total', offlineYards: 'offline' } as const;

/**
 * The per-club table of the member's shots (yards and mph, as the summary route answers them); the last column names
 * the figures that hold modelled values, so they are never read as the device's.
 */
function clubRows(clubs: readonly ShotClubSummary[]): CsvCell[][] {
  if (clubs.length === 0) return [];
  return [
    [],
    ['Shots by Club'],
    [
      'Club',
      'Shots',
      'Carry Avg (yd)',
      'Carry Median (yd)',
      'Carry Spread (yd)',
      'Total Avg (yd)',
      'Total Median (yd)',
      'Ball Speed Avg (mph)',
      'Launch Avg (deg)',
      'Spin Avg (rpm)',
      'Offline Avg (yd)',
      'Modelled',
    ],
    ...clubs.map((c): CsvCell[] => [
      c.club,
      c.shots,
      c.carryYards?.mean,
      c.carryYards?.median,
      c.carryYards?.sd,
      c.totalYards?.mean,
      c.totalYards?.median,
      c.ballSpeedMph?.mean,
      c.launchDeg?.mean,
      c.spinRpm?.mean,
      c.offlineYards?.mean,
      c.modelled.map((figure) => MODELLED_NAMES[figure]).join(', '),
    ]),
  ];
}

/**
 * The "full report": summary, usage per simulator, hours per day (a year back and ahead: the report bounds them,
 * decision 021), recent bookings and, when the member has shots, the per-club table of them, as titled sections
 * separated by blank records, so it reads naturally in a spreadsheet.
 */
export function performanceReportCsv(report: PerformanceReport, clubs: readonly ShotClubSummary[] = []): string {
  const byDay = Object.entries(report.bookingsByDay).sort(([a], [b]) => a.localeCompare(b));
  const rows: CsvCell[][] = [
    ['Performance Report'],
    ['Member', report.username],
    ['Generated At', formatFacilityTimestamp(report.generatedAt)],
    ['Total Bookings', report.totalBookings],
    ['Total Hours', report.totalHours],
    [],
    ['Simulator Usage'],
    ['Simulator', 'Hours'],
    ...report.simulatorUsage.map((u): CsvCell[] => [u.simulatorName, u.hours]),
    [],
    ['Hours by Day (the past year and ahead)'],
    ['Date', 'Hours'],
    ...byDay.map(([date, hours]): CsvCell[] => [date, hours]),
    [],
    ['Recent Bookings'],
    ['Date', 'Simulator', 'Start Time', 'End Time'],
    ...report.recentBookings.map((b): CsvCell[] => [
      b.bookingDate,
      b.simulatorName,
      formatTime12h(b.startTime),
      formatTime12h(b.endTime),
    ]),
    ...clubRows(clubs),
  ];
  return csvText(section(rows));
}
