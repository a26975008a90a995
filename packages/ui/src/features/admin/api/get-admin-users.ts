// GET /api/admin/users?page&pageSize&q&sort&dir — one page of accounts (admins only), never the whole table
// (decision 100). The member
// lists and every picker of people (booking for a member, adding a coach or a league participant) read it here.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, MAX_PAGE_SIZE, type RouteQueryInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminUsersQueryInput = RouteQueryInput<typeof API.members.list>;

/** A picker's list: one page of the largest size, by username; a picker never reads every account. */
export const USER_PICKER_QUERY = { pageSize: MAX_PAGE_SIZE, sort: 'username' } as const;

export function getAdminUsers(query: AdminUsersQueryInput) {
  return callApi(API.members.list, { query });
}

export const adminUsersQueryOptions = (query: AdminUsersQueryInput) =>
  queryOptions({
    queryKey: queryKeys.admin.usersPage(query),
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUsersQueryInput) {
  return useQuery(adminUsersQueryOptions(query));
}
