// POST /api/register — creates a regular (non-member) account and signs it in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toRegisterPayload, type RegisterForm, type User } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';

export function register(form: RegisterForm): Promise<User> {
  // confirmPassword never leaves the browser; email is the username (SPEC §3).
  return apiJson<User>('POST', '/api/register', toRegisterPayload(form));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
    },
  });
}
