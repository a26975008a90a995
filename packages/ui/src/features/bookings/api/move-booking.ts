// PATCH /api/bookings/{id} — a member moves their own future booking in one step (docs/decisions/021-booking-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CreateBookingInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function moveBooking({ id, ...body }: CreateBookingInput & { id: number }) {
  return callApi(API.bookings.moveOwn, { params: { id }, body });
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    // Both days' grids and My Bookings (all under the bookings prefix); on failure too (the day changed).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
