// GET /api/admin/utilisation?from&to — booked minutes and share of both bays per day (the daily chart).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getUtilisation(from: string, to: string) {
  return callApi(API.staffBookings.utilisation, { query: { from, to } });
}

export const utilisationQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: queryKeys.admin.utilisation(from, to), queryFn: () => getUtilisation(from, to) });

export function useUtilisation(from: string, to: string) {
  return useQuery(utilisationQueryOptions(from, to));
}
