// GET /api/leagues for the Leagues tab's summary (admins see every league). Same cache entry as the member
// screens' list (queryKeys.leagues).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const leaguesSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.leagues, queryFn: () => callApi(API.leagues.list, {}) });

export function useLeaguesSummary() {
  return useQuery(leaguesSummaryQueryOptions());
}
