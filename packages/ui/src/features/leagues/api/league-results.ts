// The league night's printouts, the live leaderboard and a player's results e-mail choice
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): fetchers, queryOptions factories and hooks.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type MyCardInput, type ResultsMailSetting } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useLeagueMutation } from './league-mutations';

/** How often an open leaderboard asks again: scores saved at the desk show on the phones within this. */
export const LEADERBOARD_REFRESH_MS = 10_000;

export const getNightSheet = (id: number, roundId: number) =>
  callApi(API.leagueResults.nightSheet, { params: { id, roundId } });
export const nightSheetQueryOptions = (id: number, roundId: number) =>
  queryOptions({ queryKey: queryKeys.league.nightSheet(id, roundId), queryFn: () => getNightSheet(id, roundId) });
export const useNightSheet = (id: number, roundId: number) =>
  useQuery({ ...nightSheetQueryOptions(id, roundId), enabled: id > 0 && roundId > 0 });

export const getLeaderboard = (id: number) => callApi(API.leagueResults.leaderboard, { params: { id } });
export const leaderboardQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.leaderboard(id), queryFn: () => getLeaderboard(id) });
export const useLeaderboard = (id: number) =>
  useQuery({ ...leaderboardQueryOptions(id), enabled: id > 0, refetchInterval: LEADERBOARD_REFRESH_MS });

export const getResultsMail = (id: number) => callApi(API.leagueResults.resultsMail, { params: { id } });
export const resultsMailQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.resultsMail(id), queryFn: () => getResultsMail(id) });
export const useResultsMail = (id: number) => useQuery({ ...resultsMailQueryOptions(id), enabled: id > 0 });

export const setResultsMail = (id: number, body: ResultsMailSetting) =>
  callApi(API.leagueResults.setResultsMail, { params: { id }, body });
export const useSetResultsMail = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultsMailSetting) => setResultsMail(id, body),
    onSuccess: (saved) => client.setQueryData(queryKeys.league.resultsMail(id), saved),
  });
};

/** The signed-in player's posted card of a round (docs/decisions/273-player-posted-cards.md). */
export const useMyCard = (id: number, roundId: number) =>
  useQuery({
    queryKey: queryKeys.league.myCard(id, roundId),
    queryFn: () => callApi(API.leagues.myCard, { params: { id, roundId } }),
    enabled: id > 0 && roundId > 0,
  });
/** Posts the card as it stands; the leaderboard and the organiser's sheet read it next. */
export const usePostMyCard = (id: number, roundId: number) =>
  useLeagueMutation((body: MyCardInput) => callApi(API.leagues.postMyCard, { params: { id, roundId }, body }));
/** Who has posted a card in the round, for the organiser's sheet: asked again as often as the leaderboard. */
export const usePostedCards = (id: number, roundId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.league.postedCards(id, roundId),
    queryFn: () => callApi(API.leagues.postedCards, { params: { id, roundId } }),
    enabled: enabled && id > 0 && roundId > 0,
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });
