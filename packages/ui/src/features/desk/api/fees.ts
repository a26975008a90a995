// No-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md): the policy admins set, the fees
// due the desk takes at the till or waives. A payment at the till reads the fees again (till.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type FeePolicyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

/** Kept here rather than in lib/query-keys.ts, which /booking downloads: under the desk's, cleared at sign-out. */
export const feeKeys = {
  policy: ['desk', 'fee-policy'] as const,
  due: ['desk', 'fees'] as const,
};

export function useFeePolicy() {
  return useQuery({ queryKey: feeKeys.policy, queryFn: () => callApi(API.fees.policy, {}) });
}

export function useSetFeePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeePolicyInput) => callApi(API.fees.setPolicy, { body }),
    onSuccess: (policy) => queryClient.setQueryData(feeKeys.policy, policy),
  });
}

/** While a fee's card charge waits for Stripe's event, the list is read again every 2 s. */
const CHARGING_POLL_MS = 2000;

export function useFeesDue() {
  return useQuery({
    queryKey: feeKeys.due,
    queryFn: () => callApi(API.fees.due, {}),
    refetchInterval: (query) => (query.state.data?.fees.some((fee) => fee.charging) ? CHARGING_POLL_MS : false),
  });
}

export function useWaiveFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: number; reason: string }) =>
      callApi(API.fees.waive, { params: { id: bookingId }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.due }),
  });
}
