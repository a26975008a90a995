// The leagues screens' reads (GET /api/leagues/:id and the league's play), each a fetcher, a queryOptions factory
// and a hook. Keys come from lib/query-keys.ts. The leagues list is in league-list.ts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADDABLE_PLAYERS_MIN, API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getLeague = (id: number) => callApi(API.leagues.get, { params: { id } });
export const leagueQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.detail(id), queryFn: () => getLeague(id) });
export const useLeague = (id: number) => useQuery({ ...leagueQueryOptions(id), enabled: id > 0 });

export const getParticipants = (id: number) => callApi(API.leagues.participants, { params: { id } });
export const participantsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.participants(id), queryFn: () => getParticipants(id) });
export const useParticipants = (id: number) => useQuery({ ...participantsQueryOptions(id), enabled: id > 0 });

/** Members not in league `id` whose name or e-mail contains `q` (the organiser's 'Add Participant' search). */
export const useAddablePlayers = (q: string, id: number) =>
  useQuery({
    queryKey: queryKeys.league.addablePlayers(id, q),
    queryFn: () => callApi(API.leagues.addablePlayers, { params: { id }, query: { q } }),
    enabled: id > 0 && q.length >= ADDABLE_PLAYERS_MIN,
    placeholderData: keepPreviousData,
  });

export const getRounds = (id: number) => callApi(API.leagues.rounds, { params: { id } });
export const roundsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.rounds(id), queryFn: () => getRounds(id) });
export const useRounds = (id: number) => useQuery({ ...roundsQueryOptions(id), enabled: id > 0 });

export const getRoundScores = (id: number, roundId: number) =>
  callApi(API.leagues.roundScores, { params: { id, roundId } });
export const roundScoresQueryOptions = (id: number, roundId: number) =>
  queryOptions({ queryKey: queryKeys.league.roundScores(id, roundId), queryFn: () => getRoundScores(id, roundId) });
export const useRoundScores = (id: number, roundId: number) =>
  useQuery({ ...roundScoresQueryOptions(id, roundId), enabled: id > 0 && roundId > 0 });

export const getMatchups = (id: number, roundId: number) => callApi(API.leagues.matchups, { params: { id, roundId } });
export const matchupsQueryOptions = (id: number, roundId: number) =>
  queryOptions({ queryKey: queryKeys.league.matchups(id, roundId), queryFn: () => getMatchups(id, roundId) });
export const useMatchups = (id: number, roundId: number, enabled = true) =>
  useQuery({ ...matchupsQueryOptions(id, roundId), enabled: enabled && id > 0 && roundId > 0 });

export const getStandings = (id: number) => callApi(API.leagues.standings, { params: { id } });
export const standingsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.standings(id), queryFn: () => getStandings(id) });
export const useStandings = (id: number, enabled = true) =>
  useQuery({ ...standingsQueryOptions(id), enabled: enabled && id > 0 });

export const getMyLeagues = () => callApi(API.leagues.mine, {});
export const myLeaguesQueryOptions = () => queryOptions({ queryKey: queryKeys.league.mine, queryFn: getMyLeagues });
export const useMyLeagues = () => useQuery(myLeaguesQueryOptions());

/** The scramble partner invitations waiting for the member's answer. */
export const getLeagueInvitations = () => callApi(API.leagues.invitations, {});
export const leagueInvitationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.league.invitations, queryFn: getLeagueInvitations });
export const useLeagueInvitations = () => useQuery(leagueInvitationsQueryOptions());

export const getCourses = () => callApi(API.courses.list, {});
export const coursesQueryOptions = () => queryOptions({ queryKey: queryKeys.league.courses, queryFn: getCourses });
export const useCourses = () => useQuery(coursesQueryOptions());

/** The people an admin gave the league to organise (docs/decisions/272-league-organisers.md). */
export const getOrganisers = (id: number) => callApi(API.leagues.organisers, { params: { id } });
export const useOrganisers = (id: number) =>
  useQuery({ queryKey: queryKeys.league.organisers(id), queryFn: () => getOrganisers(id), enabled: id > 0 });
