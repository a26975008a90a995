// POST /api/logout — ends the session; every cached read is dropped with it, and so is the door pass kept on the
// device for the offline page (docs/decisions/204-installable-app-offline-door.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { clearDoorPass } from '../../../lib/door-pass';
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
    // Cleared as soon as the person asks (even if the request then fails, the code is off the device), and again
    // once signed out, in case a request that was under way saved it meanwhile.
    onMutate: clearDoorPass,
    onSuccess: () => {
      clearDoorPass();
      // Another person may sign in next on the same browser (front desk): forget everything but the session
      // entry itself, which becomes "signed out".
      queryClient.removeQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
      queryClient.setQueryData(queryKeys.session, null);
    },
  });
}
