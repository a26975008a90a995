// POST /api/logout — ends the session; every cached member/admin read is dropped with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Another person may sign in next on the same browser (front desk): forget everything first.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryOptions().queryKey[0] });
      queryClient.setQueryData(userQueryOptions().queryKey, null);
    },
  });
}
