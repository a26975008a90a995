// POST /api/reset-password/reset: {token, newPassword} (link from the e-mail) or
// {email, verificationCode, newPassword} (code typed on /verify-reset).
import { useMutation } from '@tanstack/react-query';
import { API, type ResetPasswordBody } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await callApi(API.passwordReset.reset, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
