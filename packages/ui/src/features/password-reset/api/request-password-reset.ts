// POST /api/reset-password/request {email} → {next: 'verify' | 'contact_admin', message}. The server e-mails
// a 6-digit code and a reset link to addresses at the facility's domain; any other address gets an answer
// telling the person to contact an administrator (SPEC §9). The message is meant for the person: shown as-is.
import { useMutation } from '@tanstack/react-query';
import type { ResetRequestBody } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';

export interface ResetRequestAnswer {
  next: 'verify' | 'contact_admin';
  message: string;
}

const DEFAULT_ANSWER = 'If an account uses that email address, we have sent it a 6-digit verification code.';

export async function requestPasswordReset(body: ResetRequestBody): Promise<ResetRequestAnswer> {
  const data = await apiJson<{ next?: unknown; message?: unknown } | null>('POST', '/api/reset-password/request', body);
  const message = data && typeof data.message === 'string' && data.message.trim() ? data.message : DEFAULT_ANSWER;
  return { next: data?.next === 'contact_admin' ? 'contact_admin' : 'verify', message };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
