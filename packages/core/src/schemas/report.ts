// The member's performance report (docs/requirements.md#performance-report), built by report.ts at the package root.
import { z } from '../zod';
import { idSchema, timestampSchema } from './common';

export const performanceReportSchema = z.object({
  username: z.string(),
  generatedAt: timestampSchema,
  totalBookings: z.number().check(z.int(), z.nonnegative()),
  totalHours: z.number().check(z.nonnegative()),
  simulatorUsage: z.array(z.object({ simulatorId: idSchema, simulatorName: z.string(), hours: z.number() })),
  /** Facility date 'yyyy-MM-dd' → hours booked that day. */
  bookingsByDay: z.record(z.string(), z.number()),
  /** Newest first, at most 10. */
  recentBookings: z.array(
    z.object({ bookingDate: z.string(), simulatorName: z.string(), startTime: z.string(), endTime: z.string() }),
  ),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
