// POST /api/reset-password/request {email} → {next: 'verify' | 'contact_admin', message}. The server e-mails
// a 6-digit code and a reset link to addresses at the facility's domain; any other address gets an answer
// telling the person to contact an administrator (docs/requirements.md#reset-e-mail-domain). The message is meant for the person: shown as-is.
import { useMutation } from '@tanstack/react-query';
import { API, type ForgotPasswordInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPasswordInput) {
  return callApi(API.passwordReset.request, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
