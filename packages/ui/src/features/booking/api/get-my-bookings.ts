// GET /api/user/bookings — the signed-in member's own bookings (past and future), each with its bay's name and
// whether it is still ahead (the server's clock decides, core's isFutureBooking).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function getMyBookings() {
  return callApi(API.bookings.listMine, {});
}

const myBookingsQueryOptions = () => queryOptions({ queryKey: queryKeys.bookings.mine, queryFn: getMyBookings });

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
