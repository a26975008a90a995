// GET /api/leagues — league sessions block bays on their weekday, so the slot list needs them.
// The key ['leagues'] is the same one the leagues feature uses for this request: one cache entry, refreshed by
// either side's invalidation (features do not import each other, the key is the contract).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '@longwood/core';
import { getQuery } from '../../../lib/api-client';

export function getLeagues(): Promise<League[]> {
  return getQuery<League[]>('/api/leagues');
}

export const leaguesQueryOptions = () => queryOptions({ queryKey: ['leagues'] as const, queryFn: getLeagues });

export function useLeagues() {
  return useQuery(leaguesQueryOptions());
}
