// The league night's reads and writes (docs/decisions/211-league-handicaps-and-scorecards.md): its settings
// (PUT /api/leagues/:id/night), every team's handicap with its history, a player's starting handicap and the
// organiser's override, and a round's skins. Writes refresh the leagues prefix, as every league write does.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  type FlightsSave,
  type LeagueNightUpdate,
  type ParticipantHandicapInput,
  type SideGamesSave,
  type SidesSave,
  type StartingHandicapsSave,
} from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useLeagueMutation } from './league-mutations';
import { LEADERBOARD_REFRESH_MS } from './league-results';

export const getHandicaps = (id: number) => callApi(API.leagueNight.handicaps, { params: { id } });
export const handicapsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.league.handicaps(id), queryFn: () => getHandicaps(id) });
export const useHandicaps = (id: number, enabled = true) =>
  useQuery({ ...handicapsQueryOptions(id), enabled: enabled && id > 0 });

export const getSkins = (id: number, roundId: number) => callApi(API.leagueNight.skins, { params: { id, roundId } });
export const skinsQueryOptions = (id: number, roundId: number) =>
  queryOptions({ queryKey: queryKeys.league.skins(id, roundId), queryFn: () => getSkins(id, roundId) });
/** A round's skins and side games; `live` (beside the live leaderboard) asks again as often as the leaderboard. */
export const useSkins = (id: number, roundId: number, enabled = true, live = false) =>
  useQuery({
    ...skinsQueryOptions(id, roundId),
    enabled: enabled && id > 0 && roundId > 0,
    refetchInterval: live ? LEADERBOARD_REFRESH_MS : false,
  });

export const saveSideGames = ({ id, roundId, body }: { id: number; roundId: number; body: SideGamesSave }) =>
  callApi(API.leagueNight.saveSideGames, { params: { id, roundId }, body });
export const useSaveSideGames = (id: number, roundId: number) =>
  useLeagueMutation((body: SideGamesSave) => saveSideGames({ id, roundId, body }));

/** The league's flights (docs/decisions/288-league-flights.md): read and changed by its admins and organisers. */
export const useFlights = (id: number) =>
  useQuery({
    queryKey: queryKeys.league.flights(id),
    queryFn: () => callApi(API.leagueNight.flights, { params: { id } }),
    enabled: id > 0,
  });
export const useSaveFlights = (id: number) =>
  useLeagueMutation((body: FlightsSave) => callApi(API.leagueNight.saveFlights, { params: { id }, body }));

/** A best-ball or A/B league's sides (docs/decisions/497-best-ball-and-a-b-teams.md): read by its players too. */
export const useSides = (id: number) =>
  useQuery({
    queryKey: queryKeys.league.sides(id),
    queryFn: () => callApi(API.leagueNight.sides, { params: { id } }),
    enabled: id > 0,
  });
export const useSaveSides = (id: number) =>
  useLeagueMutation((body: SidesSave) => callApi(API.leagueNight.saveSides, { params: { id }, body }));

export const updateNight = ({ id, body }: { id: number; body: LeagueNightUpdate }) =>
  callApi(API.leagueNight.update, { params: { id }, body });
export const useUpdateNight = (id: number) => useLeagueMutation((body: LeagueNightUpdate) => updateNight({ id, body }));

export const setHandicap = ({
  id,
  participantId,
  body,
}: {
  id: number;
  participantId: number;
  body: ParticipantHandicapInput;
}) => callApi(API.leagueNight.setHandicap, { params: { id, participantId }, body });
export const useSetHandicap = (id: number) =>
  useLeagueMutation((vars: { participantId: number; body: ParticipantHandicapInput }) => setHandicap({ id, ...vars }));

export const saveStartingHandicaps = ({ id, body }: { id: number; body: StartingHandicapsSave }) =>
  callApi(API.leagueNight.saveStartingHandicaps, { params: { id }, body });
export const useSaveStartingHandicaps = (id: number) =>
  useLeagueMutation((body: StartingHandicapsSave) => saveStartingHandicaps({ id, body }));
