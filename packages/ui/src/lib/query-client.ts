import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { userQueryOptions } from './session';

/**
 * docs/requirements.md#api-conventions client defaults: no automatic retry, no refetch on focus or interval, cached data never stale.
 * Freshness comes from explicit invalidation after mutations instead.
 *
 * A 401 from any request means the session ended (expired, signed out in another tab, account removed):
 * the session is set to signed out, so guarded screens send the person to /auth instead of showing errors. Except a
 * wrong second-factor code (401 SECOND_FACTOR_INVALID): the session is still there, and the form says the code was
 * wrong (docs/decisions/287-admin-second-factor-and-re-authentication.md).
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && error.code !== 'SECOND_FACTOR_INVALID') {
      client.setQueryData(userQueryOptions().queryKey, null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
