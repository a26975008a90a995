// Staff bookings (docs/requirements.md#admin-calls): GET /api/admin/all-bookings (paged, by date range, member and
// bay), POST /api/admin/bookings, PATCH /api/admin/bookings/{id}, DELETE /api/admin/bookings/{id} (the admin's
// booking management and calendar, the desk's cancel). A change refreshes every view of the bays: the staff
// lists, every booking-page day grid and the desk's board.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { API, type AdminBookingInput, type RouteQueryInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type StaffBookingsQueryInput = RouteQueryInput<typeof API.staffBookings.listAll>;

export function getStaffBookings(query: StaffBookingsQueryInput) {
  return callApi(API.staffBookings.listAll, { query });
}

export const staffBookingsQueryOptions = (query: StaffBookingsQueryInput) =>
  queryOptions({
    queryKey: queryKeys.admin.bookingsPage(query),
    queryFn: () => getStaffBookings(query),
    placeholderData: keepPreviousData,
  });

export function useStaffBookings(query: StaffBookingsQueryInput, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...staffBookingsQueryOptions(query), ...options });
}

/**
 * Every view of the bays: the staff lists, the booking page's days and My Bookings, the desk's board; a check-in
 * takes back a no-show mark, so the booking dialog's details too. A first read still on its way is started again
 * (lib/query-client.ts: the app's invalidateQueries cancels it first).
 */
async function refreshBayViews(queryClient: QueryClient): Promise<void> {
  for (const queryKey of [
    queryKeys.admin.bookings,
    queryKeys.bookings.all,
    queryKeys.desk.board,
    queryKeys.desk.bookings,
  ]) {
    await queryClient.invalidateQueries({ queryKey });
  }
}

export function useBayWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshBayViews(queryClient) });
}

export function createStaffBooking(body: AdminBookingInput) {
  return callApi(API.staffBookings.staffCreate, { body });
}

export const useCreateStaffBooking = () => useBayWrite(createStaffBooking);

export function updateStaffBooking({ id, body }: { id: number; body: AdminBookingInput }) {
  return callApi(API.staffBookings.staffUpdate, { params: { id }, body });
}

export const useUpdateStaffBooking = () => useBayWrite(updateStaffBooking);

export function deleteStaffBooking(id: number) {
  return callApi(API.staffBookings.staffDelete, { params: { id } });
}

export const useDeleteStaffBooking = () => useBayWrite(deleteStaffBooking);
