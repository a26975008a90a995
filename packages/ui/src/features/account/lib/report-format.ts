// The performance report as a CSV file (the screen and the file share lib/format.ts's facility formatting).
import { csvText, formatTime12h, type CsvCell, type PerformanceReport } from '@longwood/core';
import { formatFacilityDateTime } from '../../../lib/format';

const WIDTH = 4;

/** Pads every row to the same number of fields (RFC 4180: each record has the same field count). */
function section(rows: CsvCell[][]): CsvCell[][] {
  return rows.map((row) => [...row, ...Array<CsvCell>(Math.max(0, WIDTH - row.length)).fill('')]);
}

/**
 * The "full report": summary, usage per simulator, hours per day (a year back and ahead: the report bounds them,
 * decision 180) and recent bookings, as titled sections
 * separated by blank records, so it reads naturally in a spreadsheet.
 */
export function performanceReportCsv(report: PerformanceReport): string {
  const byDay = Object.entries(report.bookingsByDay).sort(([a], [b]) => a.localeCompare(b));
  const rows: CsvCell[][] = [
    ['Performance Report'],
    ['Member', report.username],
    ['Generated At', formatFacilityDateTime(report.generatedAt)],
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
  ];
  return csvText(section(rows));
}
