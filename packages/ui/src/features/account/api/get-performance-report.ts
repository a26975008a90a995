// GET /api/user/performance-report (SPEC §3 shape). Generated on request ("Generate Performance Report"),
// so it is a mutation-like action rather than a cached query: each click reads the member's current bookings.
import { useMutation } from '@tanstack/react-query';
import { performanceReportSchema, type PerformanceReport } from '@longwood/core';
import { getQuery } from '../../../lib/api-client';

export async function getPerformanceReport(): Promise<PerformanceReport> {
  const data = await getQuery<unknown>('/api/user/performance-report');
  // A malformed answer must end on 'Error Generating Report', not on a half-drawn table.
  return performanceReportSchema.parse(data);
}

export function useGeneratePerformanceReport() {
  return useMutation({ mutationFn: getPerformanceReport });
}
