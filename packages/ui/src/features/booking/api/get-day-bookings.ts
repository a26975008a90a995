// GET /api/bookings?date= — every booking on one day (others' without user details), for slot availability.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayBooking } from '@longwood/core';
import { getQuery } from '../../../lib/api-client';

export function getDayBookings(date: string): Promise<DayBooking[]> {
  return getQuery<DayBooking[]>(`/api/bookings?date=${encodeURIComponent(date)}`);
}

export const dayBookingsQueryOptions = (date: string) =>
  queryOptions({ queryKey: ['bookings', 'day', date] as const, queryFn: () => getDayBookings(date) });

/** Prefix shared by every day's key, to refresh all days after a change. */
export const dayBookingsKeyPrefix = ['bookings', 'day'] as const;

export function useDayBookings(date: string) {
  return useQuery(dayBookingsQueryOptions(date));
}
