// GET /api/desk/members?q= — members by name or e-mail for a member's walk-in (front-desk staff have no user
// administration: this answers ids, names, usernames and e-mails of members only).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Searching starts at two characters (the route's minimum). */
export const MEMBER_SEARCH_MIN = 2;

export function getDeskMembers(q: string) {
  return callApi(API.desk.members, { query: { q } });
}

export const deskMembersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.desk.members(q),
    queryFn: () => getDeskMembers(q),
    placeholderData: keepPreviousData,
  });

export function useDeskMembers(q: string) {
  return useQuery({ ...deskMembersQueryOptions(q), enabled: q.length >= MEMBER_SEARCH_MIN });
}
