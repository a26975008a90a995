// POST /api/reset-password/check-token {token} → {valid}: lets /reset-password/:token say 'Invalid Request'
// before the person types a new password. Read-only on the server (the token is not used up).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getResetTokenCheck(token: string): Promise<boolean> {
  return (await callApi(API.passwordReset.checkToken, { body: { token } })).valid;
}

export const resetTokenCheckQueryOptions = (token: string) =>
  // Never cached: the token expires and is used up; the answer is only good for this visit.
  queryOptions({ queryKey: queryKeys.resetToken(token), queryFn: () => getResetTokenCheck(token), gcTime: 0 });

export function useResetTokenCheck(token: string | undefined) {
  return useQuery({ ...resetTokenCheckQueryOptions(token ?? ''), enabled: Boolean(token) });
}
