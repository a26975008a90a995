import {
  MutationCache,
  QueryCache,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { userQueryOptions } from './session';

/**
 * The one way the UI refreshes what a write changed: `invalidateQueries`, which here first cancels a matching first read
 * still on its way (one with no answer yet). TanStack Query cancels and restarts a read that already has an answer
 * (`cancelRefetch`), but joins a first read instead of starting another; a first read that left before the write
 * would then be kept as the answer for good (staleTime Infinity below): Booking Management listed a deleted booking
 * so. Cancelled, the read goes back to having none, and invalidating starts it again for the screens that show it.
 */
class FreshAfterWritesQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

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
  const client: QueryClient = new FreshAfterWritesQueryClient({
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
