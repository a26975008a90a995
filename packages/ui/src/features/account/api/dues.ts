// The signed-in person's dues (docs/decisions/301-membership-dues.md) and Stripe's customer portal. Back from Checkout,
// the dues are read again every 2 s until Stripe's event has made the payment true (the page shows "processing").
import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PROCESSING_POLL_MS = 2_000;

export function useMyDues(backFromCheckout: boolean) {
  return useQuery({
    queryKey: queryKeys.dues.mine,
    queryFn: () => callApi(API.dues.mine, {}),
    refetchInterval: (query) =>
      backFromCheckout && query.state.data?.status === 'link_sent' ? PROCESSING_POLL_MS : false,
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => callApi(API.dues.portal, {}),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
