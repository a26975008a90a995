// GET /api/leagues — league sessions block bays on their weekday, so the slot list needs them. The key is
// lib/query-keys.ts's, shared with the leagues screens: one cache entry, refreshed by either side.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function getLeagues() {
  return callApi(API.leagues.list, {});
}

const leaguesQueryOptions = () => queryOptions({ queryKey: queryKeys.leagues, queryFn: getLeagues });

export function useLeagues() {
  return useQuery(leaguesQueryOptions());
}
