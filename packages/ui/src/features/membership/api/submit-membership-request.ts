// POST /api/membership-request {name, phone, preferredContact, message, userId, email}: a signed-in
// non-member asks the front desk to contact them about a membership (sign-up itself happens in person).
import { useMutation } from '@tanstack/react-query';
import type { MembershipRequest } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';

/** Resolves to the server's confirmation text, when it sends one. */
export async function submitMembershipRequest(body: MembershipRequest): Promise<string | null> {
  const data = await apiJson<{ message?: unknown } | null>('POST', '/api/membership-request', body);
  return data && typeof data.message === 'string' && data.message.trim() ? data.message : null;
}

export function useSubmitMembershipRequest() {
  return useMutation({ mutationFn: submitMembershipRequest });
}
