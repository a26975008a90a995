// The member's performance report (docs/requirements.md#performance-report): a pure summary of their bookings, plus its CSV download.
// Its totals cover every booking the member holds (played and upcoming), the way the report has always read; its
// lists are bounded whatever the history (docs/decisions/021-booking-api.md).
import { bookingDurationHours } from './rules/booking';
import { bayName, MAX_BOOKING_RANGE_DAYS } from './schemas/booking';
import type { PerformanceReport } from './schemas/report';
import { addDaysToDateString, facilityToday } from './time';

export const RECENT_BOOKINGS_LIMIT = 10;

/**
 * bookingsByDay covers the days from a year before today (facility date) to the end of the booking window: at most
 * 365 + 1 + 31 dates, so a member with twenty years of bookings gets an answer of the same size as one with two.
 */
export const REPORT_DAYS_BACK = 365;

/** The first and last dates bookingsByDay covers on the facility date of `now`. */
export function reportByDayRange(now: Date): { from: string; to: string } {
  const today = facilityToday(now);
  return {
    from: addDaysToDateString(today, -REPORT_DAYS_BACK),
    to: addDaysToDateString(today, MAX_BOOKING_RANGE_DAYS),
  };
}

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
  const { from, to } = reportByDayRange(now);

  const bySimulator = new Map<number, number>();
  const byDay = new Map<string, number>();
  let totalHours = 0;
  for (const b of bookings) {
    const hours = bookingDurationHours(b);
    totalHours += hours;
    bySimulator.set(b.simulatorId, (bySimulator.get(b.simulatorId) ?? 0) + hours);
    if (b.bookingDate >= from && b.bookingDate <= to) {
      byDay.set(b.bookingDate, (byDay.get(b.bookingDate) ?? 0) + hours);
    }
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
