// POST /api/reset-password/check-token {token} → {valid}: lets /reset-password/:token say 'Invalid Request'
// before the person types a new password. Read-only on the server (the token is not used up).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export async function checkResetToken(token: string): Promise<boolean> {
  const data = await apiJson<{ valid?: unknown } | null>('POST', '/api/reset-password/check-token', { token });
  return data?.valid === true;
}

export const resetTokenQueryOptions = (token: string) =>
  // Never cached: the token expires and is used up; the answer is only good for this visit.
  queryOptions({ queryKey: ['reset-password', 'token', token] as const, queryFn: () => checkResetToken(token), gcTime: 0 });

export function useResetTokenCheck(token: string | undefined) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
