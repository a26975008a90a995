// POST /api/reset-password/check-token {token} → {valid}: lets /reset-password/:token say 'Invalid Request'
// before the person types a new password. Read-only on the server (the token is not used up).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function checkResetToken(token: string): Promise<boolean> {
  return (await callApi(API.passwordReset.checkToken, { body: { token } })).valid;
}

const resetTokenQueryOptions = (token: string) =>
  // Never cached: the token expires and is used up; the answer is only good for this visit.
  queryOptions({ queryKey: queryKeys.resetToken(token), queryFn: () => checkResetToken(token), gcTime: 0 });

export function useResetTokenCheck(token: string | undefined) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
