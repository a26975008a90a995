// Booking management (docs/requirements.md#admin-calls): GET /api/admin/all-bookings (paged, by date range,
// member and bay), POST /api/admin/bookings, PATCH /api/admin/bookings/{id}, DELETE /api/admin/bookings/{id}.
// A change refreshes the admin lists and every booking-page day grid.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type AdminBookingInput, type RouteQueryInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminBookingsQueryInput = RouteQueryInput<typeof API.bookings.listAll>;

function getAdminBookings(query: AdminBookingsQueryInput) {
  return callApi(API.bookings.listAll, { query });
}

export const adminBookingsQueryOptions = (query: AdminBookingsQueryInput) =>
  queryOptions({
    queryKey: queryKeys.admin.bookingsPage(query),
    queryFn: () => getAdminBookings(query),
    placeholderData: keepPreviousData,
  });

export function useAdminBookings(query: AdminBookingsQueryInput, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...adminBookingsQueryOptions(query), ...options });
}

function useRefreshBookings() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings });
    await queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
  };
}

export function useCreateAdminBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: AdminBookingInput) => callApi(API.bookings.staffCreate, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateAdminBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminBookingInput }) =>
      callApi(API.bookings.staffUpdate, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAdminBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: number) => callApi(API.bookings.staffDelete, { params: { id } }),
    onSuccess: refresh,
  });
}
