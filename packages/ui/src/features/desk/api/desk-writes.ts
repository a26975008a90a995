// The desk's writes: POST /api/desk/walk-ins, PUT /api/desk/bookings/{id}/arrival and DELETE
// /api/admin/bookings/{id} (cancel a walk-in or a member's booking). Each refreshes the board and every other
// view of the bays (booking-page day grids, admin lists); the other desks hear it through the live events.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type WalkInInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function useRefreshBays() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.desk.board });
    await queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings });
  };
}

export function useBookWalkIn() {
  const refresh = useRefreshBays();
  return useMutation({
    mutationFn: (body: WalkInInput) => callApi(API.desk.walkIn, { body }),
    onSuccess: refresh,
  });
}

export function useSetArrival() {
  const refresh = useRefreshBays();
  return useMutation({
    mutationFn: ({ id, arrived }: { id: number; arrived: boolean }) =>
      callApi(API.desk.arrival, { params: { id }, body: { arrived } }),
    onSuccess: refresh,
  });
}

export function useCancelDeskBooking() {
  const refresh = useRefreshBays();
  return useMutation({
    mutationFn: (id: number) => callApi(API.bookings.staffDelete, { params: { id } }),
    onSuccess: refresh,
  });
}
