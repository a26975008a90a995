// PATCH /api/admin/users/{id}/membership {isMember} and PATCH /api/admin/users/{id}/admin {isAdmin}.
// Both answer with the updated user, which replaces that row in the users list at once; the list is then
// re-read so another admin's concurrent changes show up too. When an admin changes their own account the
// session user is re-read as well (the header's menu depends on the flags).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';
import { adminUsersQueryOptions } from './get-admin-users';

export interface MembershipChange {
  userId: number;
  isMember: boolean;
}

export interface AdminChange {
  userId: number;
  isAdmin: boolean;
}

export function setUserMembership({ userId, isMember }: MembershipChange): Promise<User> {
  return apiJson<User>('PATCH', `/api/admin/users/${userId}/membership`, { isMember });
}

export function setUserAdmin({ userId, isAdmin }: AdminChange): Promise<User> {
  return apiJson<User>('PATCH', `/api/admin/users/${userId}/admin`, { isAdmin });
}

async function applyUpdatedUser(queryClient: QueryClient, updated: User | null): Promise<void> {
  const usersKey = adminUsersQueryOptions().queryKey;
  if (updated) {
    queryClient.setQueryData(usersKey, (users) => users?.map((u) => (u.id === updated.id ? updated : u)));
    const me = queryClient.getQueryData(userQueryOptions().queryKey);
    if (me && me.id === updated.id) await queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
  }
  await queryClient.invalidateQueries({ queryKey: usersKey });
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
