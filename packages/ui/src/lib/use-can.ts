// The UI's one test of who may do what (docs/decisions/085-role-policy.md): core's role policy asked about the
// signed-in user. Route guards, menus and every gate inside a screen use it; a role flag is read only to show a
// fact (membership status), never to grant something. A capability also held for one league (its organiser,
// docs/decisions/272-league-organisers.md) asks the leagues the person organises, as the server's guard asks its store.
import { useQuery } from '@tanstack/react-query';
import { API, can, scopeOf, type Capability, type ScopedRole } from '@longwood/core';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { useUser } from './session';

/** May the signed-in user do what `capability` covers (for the league `leagueId`, when given)? False while signed out. */
export function useCan(capability: Capability, leagueId?: number): boolean {
  return useAccess(capability, leagueId) === 'allowed';
}

/**
 * `useCan`, with 'pending' while the leagues the person organises are being read (only asked for a capability held
 * that way, by someone whose own roles do not hold it).
 */
export function useAccess(capability: Capability, leagueId?: number): 'allowed' | 'denied' | 'pending' {
  const { data: user } = useUser();
  const own = can(user, capability);
  const scoped = !own && !!user && scopeOf(capability) === 'league' && leagueId !== undefined && leagueId > 0;
  const organised = useQuery({
    queryKey: queryKeys.league.organised,
    queryFn: () => callApi(API.leagueList.organised, {}),
    enabled: scoped,
    staleTime: 60_000,
  });
  if (own) return 'allowed';
  if (!scoped) return 'denied';
  if (organised.isPending) return 'pending';
  const held: ScopedRole[] = organised.data?.some((league) => league.id === leagueId) ? ['leagueOrganiser'] : [];
  return can(user, capability, undefined, held) ? 'allowed' : 'denied';
}
