// GET /api/bookings?from=&to= — every booking of the booking window at once (public rows, isMine), so the calendar
// can grey out the days without a bookable start (docs/decisions/130-booking-page-shows-the-day.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getBookingRange(from: string, to: string) {
  return callApi(API.bookings.listDay, { query: { from, to } });
}

export const bookingRangeQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: queryKeys.bookings.range(from, to), queryFn: () => getBookingRange(from, to) });

export function useBookingRange(from: string, to: string) {
  return useQuery(bookingRangeQueryOptions(from, to));
}
