// GET /api/user/bookings — the signed-in member's own bookings from today on, plus the latest page of earlier ones,
// each with its bay's name and whether it is still ahead (the server's clock decides, core's isFutureBooking).
// Earlier pages come with a cursor, so the answer stays small whatever a member's history (decision 021):
// getEarlierBookings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, myBookingsCursor, type MyBooking } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getMyBookings() {
  return callApi(API.bookings.listMine, { query: {} });
}

/** The page of past bookings before `oldest` (the oldest one the member already sees). */
export function getEarlierBookings(oldest: MyBooking): Promise<MyBooking[]> {
  return callApi(API.bookings.listMine, { query: { cursor: myBookingsCursor(oldest) } });
}

export const myBookingsQueryOptions = () => queryOptions({ queryKey: queryKeys.bookings.mine, queryFn: getMyBookings });

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
