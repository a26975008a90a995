// GET /api/admin/activity — one page of the activity log, newest first, filtered (admins only); and
// GET /api/admin/export/activity — the filtered log as a streamed CSV file, with progress like the other exports.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ActivityFilters, type RouteQueryInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { downloadCsv } from './export-table';

export type ActivityQueryInput = RouteQueryInput<typeof API.activity.list>;

export function getActivity(query: ActivityQueryInput) {
  return callApi(API.activity.list, { query });
}

export const activityQueryOptions = (query: ActivityQueryInput) =>
  queryOptions({
    queryKey: queryKeys.admin.activityPage(query),
    queryFn: () => getActivity(query),
    placeholderData: keepPreviousData,
  });

export function useActivity(query: ActivityQueryInput) {
  return useQuery(activityQueryOptions(query));
}

/** Downloads the log with the screen's filters; resolves to the saved file's name. */
export function exportActivity(filters: ActivityFilters, onProgress: (bytes: number) => void): Promise<string> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  const search = query.toString();
  return downloadCsv(`${API.activity.export.path}${search ? `?${search}` : ''}`, 'activity_log.csv', onProgress);
}
