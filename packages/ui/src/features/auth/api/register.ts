// POST /api/register — creates a regular (non-member) account and signs it in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, toRegisterPayload, type RegisterForm } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function register(form: RegisterForm) {
  // confirmPassword never leaves the browser; email is the username (docs/requirements.md#user).
  return callApi(API.signIn.register, { body: toRegisterPayload(form) });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
