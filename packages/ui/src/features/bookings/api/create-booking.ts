// POST /api/bookings — books a bay; the server re-checks every rule and may assign the other bay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CreateBookingInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createBooking(input: CreateBookingInput) {
  return callApi(API.bookings.create, { body: input });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // On failure too: a 409 means our picture of the day was out of date. Refreshes every day's grid and
    // My Bookings (all under the bookings prefix).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
