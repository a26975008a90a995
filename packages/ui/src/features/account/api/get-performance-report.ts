// GET /api/user/performance-report (docs/requirements.md#performance-report shape). Generated on request ("Generate Performance Report"),
// so it is a mutation-like action rather than a cached query: each click reads the member's current bookings.
// The client validates the answer: a malformed one ends on 'Error Generating Report', not a half-drawn table.
import { useMutation } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export function generatePerformanceReport() {
  return callApi(API.account.performanceReport, {});
}

export function useGeneratePerformanceReport() {
  return useMutation({ mutationFn: generatePerformanceReport });
}
