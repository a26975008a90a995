// The leagues screens' reads (GET /api/leagues, /api/leagues/:id and the league's play), each a fetcher, a
// queryOptions factory and a hook. Keys come from lib/query-keys.ts (the leagues list is shared with the
// booking page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, MAX_PAGE_SIZE } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const leaguesQuery = () => queryOptions({ queryKey: queryKeys.leagues, queryFn: () => callApi(API.leagues.list, {}) });
export const useLeaguesList = () => useQuery(leaguesQuery());

const leagueQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.league.detail(id),
    queryFn: () => callApi(API.leagues.get, { params: { id } }),
  });
export const useLeague = (id: number) => useQuery({ ...leagueQuery(id), enabled: id > 0 });

const participantsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.league.participants(id),
    queryFn: () => callApi(API.leagues.participants, { params: { id } }),
  });
export const useParticipants = (id: number) => useQuery({ ...participantsQuery(id), enabled: id > 0 });

const roundsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.league.rounds(id),
    queryFn: () => callApi(API.leagues.rounds, { params: { id } }),
  });
export const useRounds = (id: number) => useQuery({ ...roundsQuery(id), enabled: id > 0 });

const leagueScoresQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.league.scores(id),
    queryFn: () => callApi(API.leagues.scores, { params: { id } }),
  });
export const useLeagueScores = (id: number) => useQuery({ ...leagueScoresQuery(id), enabled: id > 0 });

const roundScoresQuery = (id: number, roundId: number) =>
  queryOptions({
    queryKey: queryKeys.league.roundScores(id, roundId),
    queryFn: () => callApi(API.leagues.roundScores, { params: { id, roundId } }),
  });
export const useRoundScores = (id: number, roundId: number) =>
  useQuery({ ...roundScoresQuery(id, roundId), enabled: id > 0 && roundId > 0 });

const matchupsQuery = (id: number, roundId: number) =>
  queryOptions({
    queryKey: queryKeys.league.matchups(id, roundId),
    queryFn: () => callApi(API.leagues.matchups, { params: { id, roundId } }),
  });
export const useMatchups = (id: number, roundId: number, enabled = true) =>
  useQuery({ ...matchupsQuery(id, roundId), enabled: enabled && id > 0 && roundId > 0 });

const standingsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.league.standings(id),
    queryFn: () => callApi(API.leagues.standings, { params: { id } }),
  });
export const useStandings = (id: number) => useQuery({ ...standingsQuery(id), enabled: id > 0 });

const myLeaguesQuery = () =>
  queryOptions({ queryKey: queryKeys.league.mine, queryFn: () => callApi(API.leagues.mine, {}) });
export const useMyLeagues = () => useQuery(myLeaguesQuery());

/**
 * The user selector of 'Add Participant' (GET /api/admin/users, one page of the largest size, by username; a key
 * under the admin's user lists so their changes refresh it; docs/decisions/100-admin-lists-paging-and-exports.md).
 */
const SELECTOR_QUERY = { pageSize: MAX_PAGE_SIZE, sort: 'username' } as const;
export const useUsersForSelector = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.usersPage(SELECTOR_QUERY),
    queryFn: () => callApi(API.adminUsers.list, { query: SELECTOR_QUERY }),
    enabled,
  });
