// GET /api/user/bookings — the signed-in member's own bookings (past and future).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@longwood/core';
import { getQuery } from '../../../lib/api-client';

export function getMyBookings(): Promise<Booking[]> {
  return getQuery<Booking[]>('/api/user/bookings');
}

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'bookings'] as const, queryFn: getMyBookings });

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
