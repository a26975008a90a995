// The leagues screens' writes. Every one refreshes the leagues cache prefix (lists, the league, its
// participants, rounds, scores, standings and matchups: docs/requirements.md#admin-calls: "cached standings, scores and matchups are
// refreshed") and, for schedule changes, the booking grids whose bays the league holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AbsenceInput,
  type CreateCourseInput,
  type CreateRoundInput,
  type UpdateRoundInput,
  type JoinLeagueInput,
  type LeagueForm,
  type PairingsInput,
  type RouteBodyInput,
  type ScoreSheetInput,
  type UpdateCourseInput,
} from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useLeagueMutation<V, R>(fn: (vars: V) => Promise<R>, options: { bookings?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.leagues });
      if (options.bookings) await client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}

export const createLeague = (body: RouteBodyInput<typeof API.leagues.create>) => callApi(API.leagues.create, { body });
export const useCreateLeague = () => useLeagueMutation(createLeague, { bookings: true });

export const updateLeague = ({ id, body }: { id: number; body: LeagueForm }) =>
  callApi(API.leagues.update, { params: { id }, body });
export const useUpdateLeague = (id: number) =>
  useLeagueMutation((body: LeagueForm) => updateLeague({ id, body }), { bookings: true });

export const deleteLeague = (id: number) => callApi(API.leagues.remove, { params: { id } });
export const useDeleteLeague = () => useLeagueMutation(deleteLeague, { bookings: true });

export const joinLeague = ({ id, body }: { id: number; body: JoinLeagueInput }) =>
  callApi(API.leagues.join, { params: { id }, body });
export const useJoinLeague = (id: number) => useLeagueMutation((body: JoinLeagueInput) => joinLeague({ id, body }));

/** The signed-in member leaves the league (409 LEAGUE_STARTED once it has started). */
export const leaveLeague = (id: number) => callApi(API.leagues.leave, { params: { id } });
export const useLeaveLeague = (id: number) => useLeagueMutation(() => leaveLeague(id));

/** The invited member joins the inviter's team (409 INVITATION_CLOSED once it ran out or was answered). */
export const acceptLeagueInvitation = (id: number) => callApi(API.leagues.acceptInvitation, { params: { id } });
export const useAcceptLeagueInvitation = () => useLeagueMutation(acceptLeagueInvitation);

/** The invited member says no; the inviter's held place is freed. */
export const declineLeagueInvitation = (id: number) => callApi(API.leagues.declineInvitation, { params: { id } });
export const useDeclineLeagueInvitation = () => useLeagueMutation(declineLeagueInvitation);

type ParticipantInput = RouteBodyInput<typeof API.leagues.addParticipant>;
export const addParticipant = ({ id, body }: { id: number; body: ParticipantInput }) =>
  callApi(API.leagues.addParticipant, { params: { id }, body });
export const useAddParticipant = (id: number) =>
  useLeagueMutation((body: ParticipantInput) => addParticipant({ id, body }));

export const removeParticipant = ({ id, participantId }: { id: number; participantId: number }) =>
  callApi(API.leagues.removeParticipant, { params: { id, participantId } });
export const useRemoveParticipant = (id: number) =>
  useLeagueMutation((participantId: number) => removeParticipant({ id, participantId }));

/** The player leaves the rounds to come; their history stands (decision 271). */
export const withdrawParticipant = ({ id, participantId }: { id: number; participantId: number }) =>
  callApi(API.leagues.withdrawParticipant, { params: { id, participantId } });
export const useWithdrawParticipant = (id: number) =>
  useLeagueMutation((participantId: number) => withdrawParticipant({ id, participantId }));

/** Gives the league's night to a member or front-desk user, or takes it back (decision 272). */
export const useGrantOrganiser = (id: number) =>
  useLeagueMutation((userId: number) => callApi(API.leagues.grantOrganiser, { params: { id, userId } }));
export const useRevokeOrganiser = (id: number) =>
  useLeagueMutation((userId: number) => callApi(API.leagues.revokeOrganiser, { params: { id, userId } }));

export const createRound = ({ id, body }: { id: number; body: CreateRoundInput }) =>
  callApi(API.leagues.createRound, { params: { id }, body });
export const useCreateRound = (id: number) => useLeagueMutation((body: CreateRoundInput) => createRound({ id, body }));
/** A round's date, course or name until it has cards; its bays move with its date (decision 110). */
export const useUpdateRound = (id: number) =>
  useLeagueMutation(
    ({ roundId, body }: { roundId: number; body: UpdateRoundInput }) =>
      callApi(API.leagues.updateRound, { params: { id, roundId }, body }),
    { bookings: true },
  );

export const deleteRound = ({ id, roundId }: { id: number; roundId: number }) =>
  callApi(API.leagues.deleteRound, { params: { id, roundId } });
export const useDeleteRound = (id: number) => useLeagueMutation((roundId: number) => deleteRound({ id, roundId }));

export const saveRoundScores = ({ id, roundId, body }: { id: number; roundId: number; body: ScoreSheetInput }) =>
  callApi(API.leagues.saveRoundScores, { params: { id, roundId }, body });
export const useSaveRoundScores = (id: number, roundId: number) =>
  useLeagueMutation((body: ScoreSheetInput) => saveRoundScores({ id, roundId, body }));

/** Replaces a match-play round's pairings (409 MATCH_PLAYED when a pairing with a result would change). */
export const saveRoundPairings = ({ id, roundId, body }: { id: number; roundId: number; body: PairingsInput }) =>
  callApi(API.leagues.savePairings, { params: { id, roundId }, body });
export const useSaveRoundPairings = (id: number, roundId: number) =>
  useLeagueMutation((body: PairingsInput) => saveRoundPairings({ id, roundId, body }));

/**
 * Generates the booking schedule of an existing league (POST /api/admin/leagues/:id/schedule); keepFreeNights: the
 * conflicting nights are left out (decision 110).
 */
export const createSchedule = ({ id, keepFreeNights }: { id: number; keepFreeNights: boolean }) =>
  callApi(API.leagues.createSchedule, { params: { id }, body: { keepFreeNights } });
export const useCreateSchedule = () => useLeagueMutation(createSchedule, { bookings: true });

export const createCourse = (body: CreateCourseInput) => callApi(API.courses.create, { body });
export const useCreateCourse = () => useLeagueMutation(createCourse);

export const updateCourse = ({ id, body }: { id: number; body: UpdateCourseInput }) =>
  callApi(API.courses.update, { params: { id }, body });
export const useUpdateCourse = () => useLeagueMutation(updateCourse);

/** A course a round is played on cannot be deleted (409 COURSE_IN_USE). */
export const deleteCourse = (id: number) => callApi(API.courses.remove, { params: { id } });
export const useDeleteCourse = () => useLeagueMutation(deleteCourse);

/**
 * Marks a player did not play a round, or takes the mark off (decision 270), with their substitute when given (274:
 * null takes it off); answers the round with its progress.
 */
export const setAbsence = ({
  id,
  roundId,
  participantId,
  ...body
}: {
  id: number;
  roundId: number;
  participantId: number;
} & AbsenceInput) => callApi(API.leagues.setAbsence, { params: { id, roundId, participantId }, body });
export const useSetAbsence = () => useLeagueMutation(setAbsence);
