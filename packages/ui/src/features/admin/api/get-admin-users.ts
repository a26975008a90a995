// GET /api/admin/users?page&pageSize&q&sort&dir — one page of accounts (admins only; decision 100).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type RouteQueryInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminUsersQueryInput = RouteQueryInput<typeof API.adminUsers.list>;

function getAdminUsers(query: AdminUsersQueryInput) {
  return callApi(API.adminUsers.list, { query });
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
