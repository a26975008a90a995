// POST /api/logout — ends the session; every cached read is dropped with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function logout(): Promise<void> {
  await callApi(API.session.logout, {});
}

const isSessionKey = (key: readonly unknown[]) =>
  key.length === queryKeys.session.length && key[0] === queryKeys.session[0];

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Another person may sign in next on the same browser (front desk): forget everything but the session
      // entry itself, which becomes "signed out".
      queryClient.removeQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
      queryClient.setQueryData(queryKeys.session, null);
    },
  });
}
