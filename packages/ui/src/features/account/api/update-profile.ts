// PATCH /api/user/profile {username, name, email, phone}. The session user is re-read afterwards so the header's
// "Signed in as" and every screen using the user see the new values.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ProfileUpdate } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateProfile(body: ProfileUpdate) {
  return callApi(API.account.updateProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true }),
  });
}
