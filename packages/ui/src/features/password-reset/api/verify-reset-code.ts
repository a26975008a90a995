// POST /api/reset-password/verify {email, verificationCode} → {success}. Only the success flag is read (SPEC §7).
import { useMutation } from '@tanstack/react-query';
import type { ResetVerifyBody } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';

export async function verifyResetCode(body: ResetVerifyBody): Promise<boolean> {
  const data = await apiJson<{ success?: unknown } | null>('POST', '/api/reset-password/verify', body);
  return data?.success === true;
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
