// POST /api/login — signs in and stores the returned user as the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';

export function login(input: LoginInput): Promise<User> {
  return apiJson<User>('POST', '/api/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
    },
  });
}
