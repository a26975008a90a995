// The coach's requests (coaches for themselves, admins for any coach): agenda, outcomes and notes, weekly hours
// and time off (docs/decisions/120-coaching-lessons.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type RouteBodyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function getCoachAgenda(coachId: number, from: string, to: string | null) {
  return callApi(API.lessons.coachAgenda, { params: { id: coachId }, query: { from, ...(to ? { to } : {}) } });
}
const coachAgendaQueryOptions = (coachId: number, from: string, to: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.lessons.agenda(coachId, from, to),
    queryFn: () => getCoachAgenda(coachId, from, to),
  });
export function useCoachAgenda(coachId: number, from: string, to: string | null = null) {
  return useQuery(coachAgendaQueryOptions(coachId, from, to));
}

function getCoachAvailability(coachId: number) {
  return callApi(API.lessons.coachAvailability, { params: { id: coachId } });
}
const coachAvailabilityQueryOptions = (coachId: number) =>
  queryOptions({
    queryKey: queryKeys.lessons.coachAvailability(coachId),
    queryFn: () => getCoachAvailability(coachId),
  });
export function useCoachAvailability(coachId: number) {
  return useQuery(coachAvailabilityQueryOptions(coachId));
}

function useInvalidateLessons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.lessons.all });
}

export function useRecordOutcome() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RouteBodyInput<typeof API.lessons.recordOutcome> }) =>
      callApi(API.lessons.recordOutcome, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useSetWeeklyHours(coachId: number) {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof API.lessons.setWeeklyHours>) =>
      callApi(API.lessons.setWeeklyHours, { params: { id: coachId }, body }),
    onSettled: invalidate,
  });
}

export function useAddTimeOff(coachId: number) {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof API.lessons.addTimeOff>) =>
      callApi(API.lessons.addTimeOff, { params: { id: coachId }, body }),
    onSettled: invalidate,
  });
}

export function useRemoveTimeOff(coachId: number) {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (timeOffId: number) => callApi(API.lessons.removeTimeOff, { params: { id: coachId, timeOffId } }),
    onSettled: invalidate,
  });
}
