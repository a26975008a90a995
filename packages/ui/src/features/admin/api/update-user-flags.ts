// PATCH /api/admin/users/{id}/membership {isMember}, PATCH /api/admin/users/{id}/admin {isAdmin},
// PATCH /api/admin/users/{id}/front-desk {isFrontDesk} (docs/decisions/085-role-policy.md) and
// PATCH /api/admin/users/{id}/name {name} (docs/decisions/200-a-persons-display-name.md).
// Each answers with the updated user, which replaces that row in the users list at once; the list is then
// re-read so another admin's concurrent changes show up too. When an admin changes their own account the
// session user is re-read as well (the header's menu depends on the flags, and shows the name).
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

export interface NameChange {
  userId: number;
  /** '' removes the name. */
  name: string;
}

export function setUserFrontDesk({ userId, isFrontDesk }: FrontDeskChange): Promise<User> {
  return callApi(API.members.setFrontDesk, { params: { id: userId }, body: { isFrontDesk } });
}

export function setUserMembership({ userId, isMember }: MembershipChange): Promise<User> {
  return callApi(API.members.setMembership, { params: { id: userId }, body: { isMember } });
}

export function setUserAdmin({ userId, isAdmin }: AdminChange): Promise<User> {
  return callApi(API.members.setAdmin, { params: { id: userId }, body: { isAdmin } });
}

export function setUserName({ userId, name }: NameChange): Promise<User> {
  return callApi(API.members.setName, { params: { id: userId }, body: { name } });
}

async function applyUpdatedUser(queryClient: QueryClient, updated: User): Promise<void> {
  queryClient.setQueriesData<Page<User>>({ queryKey: queryKeys.admin.users }, (page) =>
    page ? { ...page, items: page.items.map((u) => (u.id === updated.id ? updated : u)) } : page,
  );
  const me = queryClient.getQueryData<User | null>(queryKeys.session);
  if (me && me.id === updated.id) await queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true });
  await queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
}

/** A change to one account whose answer (the updated user) replaces its row. */
function useUserChange<Change>(change: (variables: Change) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (updated) => applyUpdatedUser(queryClient, updated),
  });
}

export const useSetUserMembership = () => useUserChange(setUserMembership);
export const useSetUserAdmin = () => useUserChange(setUserAdmin);
export const useSetUserFrontDesk = () => useUserChange(setUserFrontDesk);
export const useSetUserName = () => useUserChange(setUserName);
