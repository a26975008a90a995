// DELETE /api/bookings/{id} — members cancel their own future bookings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function cancelBooking(id: number): Promise<void> {
  return callApi(API.bookings.cancelOwn, { params: { id } });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // Every day's grid and My Bookings (all under the bookings prefix).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
