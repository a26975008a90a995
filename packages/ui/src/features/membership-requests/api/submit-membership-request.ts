// POST /api/membership-request {name, phone, preferredContact, message, userId, email}: a signed-in
// non-member asks the front desk to contact them about a membership (sign-up itself happens in person).
import { useMutation } from '@tanstack/react-query';
import { API, type MembershipRequest } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

/** Resolves to the server's confirmation text. */
export async function submitMembershipRequest(body: MembershipRequest): Promise<string> {
  return (await callApi(API.membership.request, { body })).message;
}

export function useSubmitMembershipRequest() {
  return useMutation({ mutationFn: submitMembershipRequest });
}
