// GET /api/user — the session, shared by every feature (cross-cutting, so it lives in lib/, not in a feature).
// docs/requirements.md#api-conventions: 401 or any failure yields null ("signed out"), never an error screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type User } from '@longwood/core';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

async function getUser(): Promise<User | null> {
  try {
    return await callApi(API.session.current, {}, { on401: 'null' });
  } catch {
    // docs/requirements.md#api-conventions "any failure yields null": a session read that fails leaves the person signed out, and every
    // screen that needs a session sends them to /auth, where signing in reports what is wrong.
    return null;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: queryKeys.session, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
