// GET /api/admin/users — every account, for the Member Management tab (admins only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@longwood/core';
import { getQuery } from '../../../lib/api-client';

export function getAdminUsers(): Promise<User[]> {
  return getQuery<User[]>('/api/admin/users');
}

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'users'] as const, queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
