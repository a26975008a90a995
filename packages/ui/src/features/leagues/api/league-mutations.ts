// The leagues screens' writes. Every one refreshes the leagues cache prefix (lists, the league, its
// participants, rounds, scores, standings and matchups: docs/requirements.md#admin-calls: "cached standings, scores and matchups are
// refreshed") and, for schedule changes, the booking grids whose bays the league holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type CreateLeaguePayload,
  type CreateRoundInput,
  type JoinLeagueInput,
  type LeagueForm,
  type RouteBodyInput,
  type ScoreSheetInput,
} from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function useLeagueMutation<V, R>(fn: (vars: V) => Promise<R>, options: { bookings?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.leagues });
      if (options.bookings) await client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}

export const useCreateLeague = () =>
  useLeagueMutation((body: CreateLeaguePayload) => callApi(API.leagues.create, { body }), { bookings: true });

export const useUpdateLeague = (id: number) =>
  useLeagueMutation((body: LeagueForm) => callApi(API.leagues.update, { params: { id }, body }), { bookings: true });

export const useDeleteLeague = () =>
  useLeagueMutation((id: number) => callApi(API.leagues.remove, { params: { id } }), { bookings: true });

export const useJoinLeague = (id: number) =>
  useLeagueMutation((body: JoinLeagueInput) => callApi(API.leagues.join, { params: { id }, body }));

export const useAddParticipant = (id: number) =>
  useLeagueMutation((body: RouteBodyInput<typeof API.leagues.addParticipant>) =>
    callApi(API.leagues.addParticipant, { params: { id }, body }),
  );

export const useRemoveParticipant = (id: number) =>
  useLeagueMutation((participantId: number) =>
    callApi(API.leagues.removeParticipant, { params: { id, participantId } }),
  );

export const useCreateRound = (id: number) =>
  useLeagueMutation((body: CreateRoundInput) => callApi(API.leagues.createRound, { params: { id }, body }));

export const useDeleteRound = (id: number) =>
  useLeagueMutation((roundId: number) => callApi(API.leagues.deleteRound, { params: { id, roundId } }));

export const useSaveRoundScores = (id: number, roundId: number) =>
  useLeagueMutation((body: ScoreSheetInput) => callApi(API.leagues.saveRoundScores, { params: { id, roundId }, body }));

/** Generates the booking schedule of an existing league (POST /api/admin/leagues/:id/schedule). */
export const useCreateSchedule = () =>
  useLeagueMutation((id: number) => callApi(API.leagues.createSchedule, { params: { id } }), { bookings: true });
