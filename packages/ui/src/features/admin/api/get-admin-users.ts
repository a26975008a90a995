// GET /api/admin/users — every account, for the Member Management tab (admins only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function getAdminUsers() {
  return callApi(API.adminUsers.list, {});
}

const adminUsersQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.users, queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
