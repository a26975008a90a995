// GET /api/desk/members?q= — members by name or e-mail for staff booking for a member (the desk's walk-in, the
// calendar's booking form; front-desk staff have no user administration: this answers ids, names, usernames and
// e-mails of members only); with who=accounts, any account (the till's dues: a person signed up in person is not a
// member until they pay).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Searching starts at two characters (the route's minimum). */
export const MEMBER_SEARCH_MIN = 2;

export type DeskSearchScope = 'members' | 'accounts';

export function getDeskMembers(q: string, who: DeskSearchScope = 'members') {
  return callApi(API.desk.members, { query: who === 'members' ? { q } : { q, who } });
}

export const deskMembersQueryOptions = (q: string, who: DeskSearchScope = 'members') =>
  queryOptions({
    queryKey: queryKeys.desk.members(q, who),
    queryFn: () => getDeskMembers(q, who),
    placeholderData: keepPreviousData,
  });

export function useDeskMembers(q: string, who: DeskSearchScope = 'members') {
  return useQuery({ ...deskMembersQueryOptions(q, who), enabled: q.length >= MEMBER_SEARCH_MIN });
}
