// POST /api/bookings — books a bay; the server re-checks every rule and may assign the other bay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingInput } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';
import { dayBookingsKeyPrefix } from './get-day-bookings';
import { myBookingsQueryOptions } from './get-my-bookings';

export function createBooking(input: CreateBookingInput): Promise<Booking> {
  return apiJson<Booking>('POST', '/api/bookings', input);
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // On failure too: a 409 means our picture of the day was out of date.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dayBookingsKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: myBookingsQueryOptions().queryKey }),
      ]);
    },
  });
}
