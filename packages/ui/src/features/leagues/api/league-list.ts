// GET /api/leagues, which the booking page, the admin's calendar and daily chart and the league screens read (league
// nights hold bays): a module of its own, so the booking page loads it without the league screens' reads
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md). Other features read it through this feature's index.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getLeagues = () => callApi(API.leagueList.list, {});
export const leaguesQueryOptions = () => queryOptions({ queryKey: queryKeys.leagues, queryFn: getLeagues });
export const useLeagues = () => useQuery(leaguesQueryOptions());
