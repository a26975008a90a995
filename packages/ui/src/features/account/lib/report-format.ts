// Display and CSV formatting of the performance report. Dates and times are facility wall-clock values
// ('yyyy-MM-dd', 'HH:mm:ss'), formatted as text without going through the machine's time zone.
import { FACILITY_TIME_ZONE, formatTime12h, type PerformanceReport } from '@longwood/core';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { toCsv, type CsvCell } from '../../../lib/csv';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'yyyy-MM-dd' → 'Nov 21, 2026' (pure string work: a calendar date has no time zone). */
export function formatReportDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}

/** Hours with at most two decimals and no trailing zeros: 2 → '2', 2.5 → '2.5'. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime12h(startTime)} - ${formatTime12h(endTime)}`;
}

/** ISO instant → facility wall clock, labelled EST as the product does everywhere (SPEC §9). */
export function formatGeneratedAt(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${format(new TZDate(instant.getTime(), FACILITY_TIME_ZONE), 'yyyy-MM-dd h:mm a')} EST`;
}

const WIDTH = 4;

/** Pads every row to the same number of fields (RFC 4180: each record has the same field count). */
function section(rows: CsvCell[][]): CsvCell[][] {
  return rows.map((row) => [...row, ...Array<CsvCell>(Math.max(0, WIDTH - row.length)).fill('')]);
}

/**
 * The "full report": summary, usage per simulator, hours per day and recent bookings, as titled sections
 * separated by blank records, so it reads naturally in a spreadsheet.
 */
export function performanceReportCsv(report: PerformanceReport): string {
  const byDay = Object.entries(report.bookingsByDay).sort(([a], [b]) => a.localeCompare(b));
  const rows: CsvCell[][] = [
    ['Performance Report'],
    ['Member', report.username],
    ['Generated At', formatGeneratedAt(report.generatedAt)],
    ['Total Bookings', report.totalBookings],
    ['Total Hours', report.totalHours],
    [],
    ['Simulator Usage'],
    ['Simulator', 'Hours'],
    ...report.simulatorUsage.map((u): CsvCell[] => [u.simulatorName, u.hours]),
    [],
    ['Hours by Day'],
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
  return toCsv(section(rows));
}
