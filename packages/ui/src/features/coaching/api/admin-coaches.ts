// Admin requests for coaches: the overview, the coach switch, and booking or cancelling a lesson for a member.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type RouteBodyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getAdminCoaches() {
  return callApi(API.coaching.adminCoaches, {});
}
export const adminCoachesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.coaching.adminCoaches, queryFn: getAdminCoaches });
export function useAdminCoaches() {
  return useQuery(adminCoachesQueryOptions());
}

/** An admin's coaching write: lessons, the bay grids and the accounts list are read again once it settles. */
function useCoachingWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.coaching.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
      ]),
  });
}

export const setCoach = ({ userId, isCoach }: { userId: number; isCoach: boolean }) =>
  callApi(API.members.setCoach, { params: { id: userId }, body: { isCoach } });
export const useSetCoach = () => useCoachingWrite(setCoach);

export const adminBookLesson = (body: RouteBodyInput<typeof API.coaching.adminBook>) =>
  callApi(API.coaching.adminBook, { body });
export const useAdminBookLesson = () => useCoachingWrite(adminBookLesson);

export const adminCancelLesson = (id: number) => callApi(API.coaching.adminCancel, { params: { id } });
export const useAdminCancelLesson = () => useCoachingWrite(adminCancelLesson);

/** An admin sets a coach's lesson price (docs/decisions/303-lesson-prices-and-payment.md). */
export const setLessonPrice = ({ coachId, lessonPriceCents }: { coachId: number; lessonPriceCents: number | null }) =>
  callApi(API.coaching.setLessonPrice, { params: { id: coachId }, body: { lessonPriceCents } });
export const useSetLessonPrice = () => useCoachingWrite(setLessonPrice);
