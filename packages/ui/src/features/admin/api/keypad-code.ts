// GET /api/admin/keypad-code and POST /api/admin/keypad-code {code} — the door keypad code (Facility Access) —
// and GET /api/admin/keypad-code/history, its masked change history (the prefix keeps it fresh after a change).
// After a change the members' cached code (queryKeys.memberKeypadCode, read by the keypad feature) is dropped
// so the Entrance Code dialog re-reads it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type KeypadCodeUpdate } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getAdminKeypadCode() {
  return callApi(API.keypad.adminCurrent, {});
}

export const adminKeypadCodeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.keypadCode, queryFn: getAdminKeypadCode });

export function useAdminKeypadCode() {
  return useQuery(adminKeypadCodeQueryOptions());
}

export function getKeypadHistory() {
  return callApi(API.keypad.adminHistory, {});
}

export const keypadHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.keypadHistory, queryFn: getKeypadHistory });

/** GET /api/admin/keypad-code/history — who changed the code and when, codes masked. */
export function useKeypadHistory() {
  return useQuery(keypadHistoryQueryOptions());
}

export function updateKeypadCode(body: KeypadCodeUpdate) {
  return callApi(API.keypad.adminUpdate, { body });
}

export function useUpdateKeypadCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKeypadCode,
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKeys.admin.keypadCode, { keypadCode: response.keypadCode });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.keypadCode }),
        queryClient.invalidateQueries({ queryKey: queryKeys.memberKeypadCode }),
      ]);
    },
  });
}
