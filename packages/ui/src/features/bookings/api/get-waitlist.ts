// GET /api/waitlist — the full slots the member asked to hear about (docs/decisions/134-full-slot-waitlist.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getWaitlist() {
  return callApi(API.waitlist.listMine, {});
}

export const waitlistQueryOptions = () => queryOptions({ queryKey: queryKeys.bookings.waitlist, queryFn: getWaitlist });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions());
}
