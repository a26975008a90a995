// POST /api/reset-password/verify {email, verificationCode} → {success}. Only the success flag is read (docs/requirements.md#api-conventions).
import { useMutation } from '@tanstack/react-query';
import { API, type VerifyResetInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export async function verifyResetCode(body: VerifyResetInput): Promise<boolean> {
  return (await callApi(API.passwordReset.verify, { body })).success;
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
