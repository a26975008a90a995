// GET /api/member/keypad-code — member features only, fetched only while the entrance code dialog is open.
// A failure stays a failure (the query's error, so a 401 still signs the person out): the dialog shows
// 'Code not available' with 'Failed to fetch keypad code' (docs/requirements.md#member-calls) and a retry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const KEYPAD_FETCH_FAILED = 'Failed to fetch keypad code';

export function getKeypadCode() {
  return callApi(API.keypad.current, {});
}

export const keypadCodeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.memberKeypadCode, queryFn: getKeypadCode });

export function useKeypadCode({ enabled }: { enabled: boolean }) {
  // The code changes periodically: always re-read when the dialog opens rather than trusting the cache.
  return useQuery({ ...keypadCodeQueryOptions(), enabled, staleTime: 0 });
}
