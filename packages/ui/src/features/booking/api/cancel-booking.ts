// DELETE /api/bookings/{id} — members cancel their own future bookings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dayBookingsKeyPrefix } from './get-day-bookings';
import { myBookingsQueryOptions } from './get-my-bookings';

export async function cancelBooking(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/bookings/${id}`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dayBookingsKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: myBookingsQueryOptions().queryKey }),
      ]);
    },
  });
}
