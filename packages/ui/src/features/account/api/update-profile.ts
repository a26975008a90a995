// PATCH /api/user/profile {username, email, phone}. The session user is re-read afterwards so the header's
// "Signed in as" and every screen using the user see the new values.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@longwood/core';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';

export async function updateProfile(body: ProfileUpdate): Promise<void> {
  await apiRequest('PATCH', '/api/user/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
