// The coach's requests (coaches for themselves, admins for any coach): agenda, outcomes and notes, weekly hours
// and time off (docs/decisions/120-coaching-lessons.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type RouteBodyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getCoachAgenda(coachId: number, from: string, to: string | null) {
  return callApi(API.coaching.coachAgenda, { params: { id: coachId }, query: { from, ...(to ? { to } : {}) } });
}
export const coachAgendaQueryOptions = (coachId: number, from: string, to: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.coaching.agenda(coachId, from, to),
    queryFn: () => getCoachAgenda(coachId, from, to),
  });
export function useCoachAgenda(coachId: number, from: string, to: string | null = null) {
  return useQuery(coachAgendaQueryOptions(coachId, from, to));
}

export function getCoachAvailability(coachId: number) {
  return callApi(API.coaching.coachAvailability, { params: { id: coachId } });
}
export const coachAvailabilityQueryOptions = (coachId: number) =>
  queryOptions({
    queryKey: queryKeys.coaching.coachAvailability(coachId),
    queryFn: () => getCoachAvailability(coachId),
  });
export function useCoachAvailability(coachId: number) {
  return useQuery(coachAvailabilityQueryOptions(coachId));
}

/** A coach's write: every lesson view is read again once it settles. */
function useLessonsWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.coaching.all }),
  });
}

type OutcomeInput = RouteBodyInput<typeof API.coaching.recordOutcome>;
export const recordOutcome = ({ id, body }: { id: number; body: OutcomeInput }) =>
  callApi(API.coaching.recordOutcome, { params: { id }, body });
export const useRecordOutcome = () => useLessonsWrite(recordOutcome);

type WeeklyHoursInput = RouteBodyInput<typeof API.coaching.setWeeklyHours>;
export const setWeeklyHours = ({ coachId, body }: { coachId: number; body: WeeklyHoursInput }) =>
  callApi(API.coaching.setWeeklyHours, { params: { id: coachId }, body });
export const useSetWeeklyHours = (coachId: number) =>
  useLessonsWrite((body: WeeklyHoursInput) => setWeeklyHours({ coachId, body }));

type TimeOffInput = RouteBodyInput<typeof API.coaching.addTimeOff>;
export const addTimeOff = ({ coachId, body }: { coachId: number; body: TimeOffInput }) =>
  callApi(API.coaching.addTimeOff, { params: { id: coachId }, body });
export const useAddTimeOff = (coachId: number) =>
  useLessonsWrite((body: TimeOffInput) => addTimeOff({ coachId, body }));

export const removeTimeOff = ({ coachId, timeOffId }: { coachId: number; timeOffId: number }) =>
  callApi(API.coaching.removeTimeOff, { params: { id: coachId, timeOffId } });
export const useRemoveTimeOff = (coachId: number) =>
  useLessonsWrite((timeOffId: number) => removeTimeOff({ coachId, timeOffId }));
