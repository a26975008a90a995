// Guest rentals (docs/decisions/304-guest-rentals-at-the-desk.md): the hourly rates the desk prices a guest's walk-in
// with, a guest's booking with its price and payment, and the admins' change of the rates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type RentalRatesInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

/**
 * Their keys, kept here rather than in lib/query-keys.ts, which /booking downloads (its budget has no room): under
 * the desk's, so a sign-out's clearing of ['desk'] takes them too.
 */
const rentalKeys = {
  rates: ['desk', 'rental-rates'] as const,
  booking: (bookingId: number) => ['desk', 'rental', bookingId] as const,
};

export function useRentalRates() {
  return useQuery({
    queryKey: rentalKeys.rates,
    queryFn: () => callApi(API.rentals.rates, {}),
  });
}

export function useGuestRental(bookingId: number) {
  return useQuery({
    queryKey: rentalKeys.booking(bookingId),
    queryFn: () => callApi(API.rentals.booking, { params: { id: bookingId } }),
  });
}

export function useSetRentalRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalRatesInput) => callApi(API.rentals.setRates, { body }),
    onSuccess: (rates) => queryClient.setQueryData(rentalKeys.rates, rates),
  });
}
