// GET /api/user/calendar-feed (the private feed's address, made on the first read) and POST
// /api/user/calendar-feed/reset (a new address; the old one stops at once), docs/decisions/203-calendar-feed.md.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getCalendarFeed() {
  return callApi(API.calendarFeed.current, {});
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.calendarFeed, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

export function resetCalendarFeed() {
  return callApi(API.calendarFeed.reset, {});
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    // The answer is the new address: shown at once, without reading it again.
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed, feed),
  });
}
