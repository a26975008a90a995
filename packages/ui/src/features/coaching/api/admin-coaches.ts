// Admin requests for coaches: the overview, the coach switch, and booking or cancelling a lesson for a member.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, MAX_PAGE_SIZE, type RouteBodyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function getAdminCoaches() {
  return callApi(API.lessons.adminCoaches, {});
}
const adminCoachesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.lessons.adminCoaches, queryFn: getAdminCoaches });
export function useAdminCoaches() {
  return useQuery(adminCoachesQueryOptions());
}

/**
 * The member list to pick from (GET /api/admin/users: one page of the largest size, by username; a key under the
 * admin's user lists so their changes refresh it; docs/decisions/100-admin-lists-paging-and-exports.md).
 */
const PICKER_QUERY = { pageSize: MAX_PAGE_SIZE, sort: 'username' } as const;
export function useAdminUsersForLessons() {
  return useQuery({
    queryKey: queryKeys.admin.usersPage(PICKER_QUERY),
    queryFn: () => callApi(API.adminUsers.list, { query: PICKER_QUERY }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.lessons.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
    ]);
}

export function useSetCoach() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, isCoach }: { userId: number; isCoach: boolean }) =>
      callApi(API.adminUsers.setCoach, { params: { id: userId }, body: { isCoach } }),
    onSettled: invalidate,
  });
}

export function useAdminBookLesson() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof API.lessons.adminBook>) => callApi(API.lessons.adminBook, { body }),
    onSettled: invalidate,
  });
}

export function useAdminCancelLesson() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callApi(API.lessons.adminCancel, { params: { id } }),
    onSettled: invalidate,
  });
}
