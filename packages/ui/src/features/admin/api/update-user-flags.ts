// PATCH /api/admin/users/{id}/membership {isMember}, PATCH /api/admin/users/{id}/admin {isAdmin} and
// PATCH /api/admin/users/{id}/front-desk {isFrontDesk} (docs/decisions/085-role-policy.md).
// Both answer with the updated user, which replaces that row in the users list at once; the list is then
// re-read so another admin's concurrent changes show up too. When an admin changes their own account the
// session user is re-read as well (the header's menu depends on the flags).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API, type Page, type User } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface MembershipChange {
  userId: number;
  isMember: boolean;
}

export interface AdminChange {
  userId: number;
  isAdmin: boolean;
}

export interface FrontDeskChange {
  userId: number;
  isFrontDesk: boolean;
}

function setUserFrontDesk({ userId, isFrontDesk }: FrontDeskChange): Promise<User> {
  return callApi(API.adminUsers.setFrontDesk, { params: { id: userId }, body: { isFrontDesk } });
}

function setUserMembership({ userId, isMember }: MembershipChange): Promise<User> {
  return callApi(API.adminUsers.setMembership, { params: { id: userId }, body: { isMember } });
}

function setUserAdmin({ userId, isAdmin }: AdminChange): Promise<User> {
  return callApi(API.adminUsers.setAdmin, { params: { id: userId }, body: { isAdmin } });
}

async function applyUpdatedUser(queryClient: QueryClient, updated: User): Promise<void> {
  queryClient.setQueriesData<Page<User>>({ queryKey: queryKeys.admin.users }, (page) =>
    page ? { ...page, items: page.items.map((u) => (u.id === updated.id ? updated : u)) } : page,
  );
  const me = queryClient.getQueryData<User | null>(queryKeys.session);
  if (me && me.id === updated.id) await queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true });
  await queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
}

export function useSetUserMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserMembership,
    onSuccess: (updated) => applyUpdatedUser(queryClient, updated),
  });
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSuccess: (updated) => applyUpdatedUser(queryClient, updated),
  });
}

export function useSetUserFrontDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserFrontDesk,
    onSuccess: (updated) => applyUpdatedUser(queryClient, updated),
  });
}
