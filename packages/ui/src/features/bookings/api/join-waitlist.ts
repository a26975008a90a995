// POST /api/waitlist — "Notify me" for a full slot: an e-mail once if a bay frees up, never a booking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type JoinWaitlistInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function joinWaitlist(input: JoinWaitlistInput) {
  return callApi(API.waitlist.join, { body: input });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.waitlist }),
  });
}
