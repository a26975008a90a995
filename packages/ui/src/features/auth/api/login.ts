// POST /api/login — signs in and stores the returned user as the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type LoginInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function login(input: LoginInput) {
  return callApi(API.session.login, { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
