// Guest rentals (docs/decisions/304-guest-rentals-at-the-desk.md): the hourly rates the desk prices a guest's walk-in
// with, a guest's booking with its price and payment, and the admins' change of the rates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type RentalRatesInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useRentalRates() {
  return useQuery({
    queryKey: queryKeys.desk.rentalRates,
    queryFn: () => callApi(API.rentals.rates, {}),
  });
}

export function useGuestRental(bookingId: number) {
  return useQuery({
    queryKey: queryKeys.desk.rental(bookingId),
    queryFn: () => callApi(API.rentals.booking, { params: { id: bookingId } }),
  });
}

export function useSetRentalRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalRatesInput) => callApi(API.rentals.setRates, { body }),
    onSuccess: (rates) => queryClient.setQueryData(queryKeys.desk.rentalRates, rates),
  });
}
