// A bay's device keys (docs/decisions/240-bay-agent-and-device-keys.md): GET, POST (the key is in that answer only)
// and DELETE /api/admin/bays/:bayId/device-keys; the activity log shows each issue and revocation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, MAX_PAGE_SIZE, type BayDeviceKeyIssue } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useBayKeys(bayId: number) {
  return useQuery({
    queryKey: queryKeys.admin.bayKeys(bayId),
    // The open keys come first and a bay has at most BAY_KEYS_PER_BAY (≤ 100) of them: the first page holds them all
    // (docs/decisions/504-bay-keys-capped-and-paged.md).
    queryFn: () => callApi(API.bay.deviceKeys, { params: { bayId }, query: { page: 1, pageSize: MAX_PAGE_SIZE } }),
  });
}

function useKeyChange<V, R>(bayId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.bayKeys(bayId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity });
    },
  });
}

export const useIssueBayKey = (bayId: number) =>
  useKeyChange(bayId, (body: BayDeviceKeyIssue) => callApi(API.bay.issueDeviceKey, { params: { bayId }, body }));

export const useRevokeBayKey = (bayId: number) =>
  useKeyChange(bayId, (id: number) => callApi(API.bay.revokeDeviceKey, { params: { bayId, id } }));
