// A fee charged to the member's card on file (docs/decisions/306-fee-charged-to-the-card-on-file.md), apart from
// fees.ts so that only the lazily loaded "Charge Card" brings it. The list of fees due is read again after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { feeKeys } from './fees';

export function useChargeFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => callApi(API.fees.charge, { params: { id: bookingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.due }),
  });
}
