// The member's performance report (docs/requirements.md#performance-report): a pure summary of their bookings, plus its CSV download.
// It covers every booking the member holds (played and upcoming), the way the report has always read.
import { bookingDurationHours } from './rules/booking';
import { bayName } from './schemas/booking';
import type { PerformanceReport } from './schemas/report';
import { facilityToday } from './time';

export const RECENT_BOOKINGS_LIMIT = 10;

export type ReportBooking = { simulatorId: number; bookingDate: string; startTime: string; endTime: string };

const roundHours = (h: number): number => Math.round(h * 100) / 100;

export function buildPerformanceReport(args: {
  username: string;
  bookings: readonly ReportBooking[];
  simulators: readonly { id: number; name: string }[];
  now: Date;
}): PerformanceReport {
  const { username, bookings, simulators, now } = args;
  const nameOf = (id: number): string => simulators.find((s) => s.id === id)?.name ?? bayName(id);

  const bySimulator = new Map<number, number>();
  const byDay = new Map<string, number>();
  let totalHours = 0;
  for (const b of bookings) {
    const hours = bookingDurationHours(b);
    totalHours += hours;
    bySimulator.set(b.simulatorId, (bySimulator.get(b.simulatorId) ?? 0) + hours);
    byDay.set(b.bookingDate, (byDay.get(b.bookingDate) ?? 0) + hours);
  }

  const newestFirst = [...bookings].sort(
    (a, b) => b.bookingDate.localeCompare(a.bookingDate) || b.startTime.localeCompare(a.startTime),
  );

  return {
    username,
    generatedAt: now.toISOString(),
    totalBookings: bookings.length,
    totalHours: roundHours(totalHours),
    simulatorUsage: [...bySimulator.entries()]
      .sort(([a], [b]) => a - b)
      .map(([simulatorId, hours]) => ({ simulatorId, simulatorName: nameOf(simulatorId), hours: roundHours(hours) })),
    bookingsByDay: Object.fromEntries(
      [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, hours]) => [date, roundHours(hours)]),
    ),
    recentBookings: newestFirst.slice(0, RECENT_BOOKINGS_LIMIT).map((b) => ({
      bookingDate: b.bookingDate,
      simulatorName: nameOf(b.simulatorId),
      startTime: b.startTime,
      endTime: b.endTime,
    })),
  };
}

/** 'performance_report_2026-11-21.csv' (facility date). */
export function performanceReportFileName(now: Date): string {
  return `performance_report_${facilityToday(now)}.csv`;
}
