// GET /api/desk/bookings/:id and PUT /api/desk/bookings/:id/no-show — the booking dialog's details (the member's
// phone, e-mail and recent visits, the shot files uploaded for it) and the no-show mark
// (docs/decisions/266-the-booking-dialog-and-no-shows.md). The desk's dialog and the admin's booking dialog read them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getBookingDetails(id: number) {
  return callApi(API.desk.bookingDetails, { params: { id } });
}

export const bookingDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.desk.booking(id), queryFn: () => getBookingDetails(id) });

export function useBookingDetails(id: number) {
  return useQuery(bookingDetailsQueryOptions(id));
}

export function setNoShow({ id, noShow }: { id: number; noShow: boolean }) {
  return callApi(API.desk.noShow, { params: { id }, body: { noShow } });
}

/** The answer is the details after: they replace the dialog's at once. */
export function useSetNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNoShow,
    onSuccess: (details) => queryClient.setQueryData(queryKeys.desk.booking(details.id), details),
  });
}
