// A member's dues as staff see them and the two staff actions (docs/decisions/301-membership-dues.md): send a payment
// link, record a cancellation. Each write refreshes the member's dues and the users list (membership may change).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useMemberDues(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.dues.of(userId),
    queryFn: () => callApi(API.dues.get, { params: { id: userId } }),
    enabled,
  });
}

function useDuesAction(route: typeof API.dues.sendLink | typeof API.dues.cancel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(route, { params: { id: userId } }),
    onSuccess: (answer, userId) => queryClient.setQueryData(queryKeys.dues.of(userId), answer.dues),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}

export const useSendDuesLink = () => useDuesAction(API.dues.sendLink);
export const useRecordDuesCancellation = () => useDuesAction(API.dues.cancel);
