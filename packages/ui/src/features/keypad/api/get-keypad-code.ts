// GET /api/member/keypad-code — members only, fetched only while the entrance code dialog is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeypadCodeResponse } from '@longwood/core';
import { getQuery } from '../../../lib/api-client';

export async function getKeypadCode(): Promise<KeypadCodeResponse> {
  try {
    return await getQuery<KeypadCodeResponse>('/api/member/keypad-code');
  } catch {
    throw new Error('Failed to fetch keypad code');
  }
}

export const keypadCodeQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'keypad-code'] as const, queryFn: getKeypadCode });

export function useKeypadCode({ enabled }: { enabled: boolean }) {
  // The code changes periodically: always re-read when the dialog opens rather than trusting the cache.
  return useQuery({ ...keypadCodeQueryOptions(), enabled, staleTime: 0 });
}
