// GET /api/bookings?date= — every booking on one day (others' without user details), for slot availability.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDayBookings(date: string) {
  return callApi(API.bookings.listDay, { query: { date } });
}

export const dayBookingsQueryOptions = (date: string) =>
  queryOptions({ queryKey: queryKeys.bookings.day(date), queryFn: () => getDayBookings(date) });

export function useDayBookings(date: string) {
  return useQuery(dayBookingsQueryOptions(date));
}
