// GET /api/user — the session, shared by every feature (cross-cutting, so it lives in lib/, not in a feature).
// 401 (or any failure) means "signed out" (SPEC §7), never an error screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser } from './session-read';

export { getUser };

export const userQueryOptions = () => queryOptions({ queryKey: ['user'] as const, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
