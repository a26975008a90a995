// POST /api/email-verification (the link's page) and POST /api/user/email-verification (a new link)
// (docs/decisions/207-email-verification-and-identities.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export function verifyEmail(token: string) {
  return callApi(API.emailVerification.verify, { body: { token } });
}

/** Refreshes every read afterwards: the signed-in user (if any) is now verified. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => client.invalidateQueries() });
}

export function resendVerificationEmail() {
  return callApi(API.emailVerification.resend, {});
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
