// POST /api/login — signs in and stores the returned user as the session; and the second step of an admin's sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type LoginInput, type SecondFactorCode } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function login(input: LoginInput) {
  return callApi(API.signIn.login, { body: input });
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

/**
 * POST /api/login/second-factor — the sign-in's second step for an account with an authenticator, after the login
 * answered 401 SECOND_FACTOR_REQUIRED (docs/decisions/287-admin-second-factor-and-re-authentication.md).
 */
export function signInWithCode(input: SecondFactorCode) {
  return callApi(API.secondFactor.signIn, { body: input });
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
