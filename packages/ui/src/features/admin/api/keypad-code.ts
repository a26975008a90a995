// GET /api/admin/keypad-code and POST /api/admin/keypad-code {code} — the door keypad code (Facility Access).
// After a change the members' cached code (query key ['member', 'keypad-code'], owned by the keypad
// feature; the key is a shared contract, not an import) is dropped so the Entrance Code dialog re-reads it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeypadCodeResponse, KeypadCodeUpdate } from '@longwood/core';
import { apiJson, getQuery } from '../../../lib/api-client';

const MEMBER_KEYPAD_CODE_KEY = ['member', 'keypad-code'] as const;

export function getAdminKeypadCode(): Promise<KeypadCodeResponse> {
  return getQuery<KeypadCodeResponse>('/api/admin/keypad-code');
}

export const adminKeypadCodeQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'keypad-code'] as const, queryFn: getAdminKeypadCode });

export function useAdminKeypadCode() {
  return useQuery(adminKeypadCodeQueryOptions());
}

export function updateKeypadCode(body: KeypadCodeUpdate): Promise<KeypadCodeResponse> {
  return apiJson<KeypadCodeResponse>('POST', '/api/admin/keypad-code', body);
}

export function useUpdateKeypadCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKeypadCode,
    onSuccess: async (response, variables) => {
      queryClient.setQueryData(adminKeypadCodeQueryOptions().queryKey, {
        keypadCode: response?.keypadCode ?? variables.code,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeypadCodeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: MEMBER_KEYPAD_CODE_KEY }),
      ]);
    },
  });
}
