// POST /api/user/reauthenticate {password, code}: granting admin access and changing the keypad code are allowed for
// the next 10 minutes (docs/decisions/287-admin-second-factor-and-re-authentication.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Reauthenticate } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const reauthenticate = (body: Reauthenticate) => callApi(API.secondFactor.reauthenticate, { body });
export function useReauthenticate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reauthenticate,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.secondFactor }),
  });
}
