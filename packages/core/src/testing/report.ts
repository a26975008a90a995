// A member's performance report and the bookings it is made of, and a club's row of the shot summary, for the core,
// server and screen tests of the account page's report. Test support only (exported as '@longwood/core/testing').
import type { ReportBooking } from '../report';
import type { PerformanceReport } from '../schemas/report';
import type { ShotClubSummary } from '../shots/schemas';

/** One member's four bookings on Bays 1 and 2, the last ahead of 2026-11-21, not in date order. */
export const REPORT_BOOKINGS: readonly ReportBooking[] = [
  { simulatorId: 1, bookingDate: '2026-11-10', startTime: '10:00:00', endTime: '12:00:00' },
  { simulatorId: 2, bookingDate: '2026-11-12', startTime: '18:00:00', endTime: '19:30:00' },
  { simulatorId: 1, bookingDate: '2026-11-25', startTime: '09:00:00', endTime: '10:00:00' },
  { simulatorId: 1, bookingDate: '2026-11-12', startTime: '07:00:00', endTime: '07:30:00' },
];

/** The report of REPORT_BOOKINGS made at 10:00 AM on 2026-11-21, facility time; `changes` laid over it. */
export function performanceReportFixture(changes: Partial<PerformanceReport> = {}): PerformanceReport {
  return {
    username: 'member@example.com',
    generatedAt: '2026-11-21T15:00:00.000Z',
    totalBookings: 4,
    totalHours: 5,
    simulatorUsage: [
      { simulatorId: 1, simulatorName: 'Bay 1', hours: 3.5 },
      { simulatorId: 2, simulatorName: 'Bay 2', hours: 1.5 },
    ],
    // Not in date order: an equality ignores the keys' order, and the CSV must put the days in order.
    bookingsByDay: { '2026-11-25': 1, '2026-11-10': 2, '2026-11-12': 2 },
    recentBookings: [
      { bookingDate: '2026-11-25', simulatorName: 'Bay 1', startTime: '09:00:00', endTime: '10:00:00' },
      { bookingDate: '2026-11-12', simulatorName: 'Bay 2', startTime: '18:00:00', endTime: '19:30:00' },
      { bookingDate: '2026-11-12', simulatorName: 'Bay 1', startTime: '07:00:00', endTime: '07:30:00' },
      { bookingDate: '2026-11-10', simulatorName: 'Bay 1', startTime: '10:00:00', endTime: '12:00:00' },
    ],
    ...changes,
  };
}

/**
 * A club's row of the shot summary: two 7-iron shots, carry 150 yd (median 150, ± 5), total 160 (median 161, ± 5),
 * ball speed 110 mph (± 1), launch 17° (± 1), spin 6000 rpm (± 100), offline 0 yd (± 3), all measured; `changes` laid
 * over it.
 */
export function clubSummaryFixture(changes: Partial<ShotClubSummary> = {}): ShotClubSummary {
  return {
    club: '7i',
    shots: 2,
    carryYards: { mean: 150, median: 150, sd: 5 },
    totalYards: { mean: 160, median: 161, sd: 5 },
    ballSpeedMph: { mean: 110, median: 110, sd: 1 },
    launchDeg: { mean: 17, median: 17, sd: 1 },
    spinRpm: { mean: 6000, median: 6000, sd: 100 },
    offlineYards: { mean: 0, median: 0, sd: 3 },
    modelled: [],
    ...changes,
  };
}
