// "Leagues You Organise" on /account (docs/decisions/272-league-organisers.md): a member or front-desk user an admin
// gave a league to organise finds each league's night here (its rounds, score sheets and printouts). Shown only to
// someone who organises a league.
import { useQuery } from '@tanstack/react-query';
import { API, mayOrganiseLeagues, type User } from '@longwood/core';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CardSection } from '../../../components/ui/titled-section';

export function OrganisedLeaguesCard({ user }: { user: User }) {
  // The same read the screens' gates ask (lib/use-can.ts).
  const organised = useQuery({
    queryKey: queryKeys.league.organised,
    queryFn: () => callApi(API.leagueList.organised, {}),
    enabled: mayOrganiseLeagues(user) && !user.isAdmin,
    staleTime: 60_000,
  });
  const leagues = organised.data ?? [];
  if (leagues.length === 0) return null;
  return (
    <CardSection cardClassName="p-6" id="organised-leagues" title="Leagues You Organise" titleSize="xl">
      <ul className="mt-3 divide-y divide-slate-100">
        {leagues.map((league) => (
          <li key={league.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="font-medium">{league.name}</span>
            <span className="flex flex-wrap gap-2">
              <Link
                to={`/admin/leagues/${league.id}/rounds`}
                aria-label={`Run the nights of ${league.name}`}
                className={buttonClasses('primary', 'sm')}
              >
                Rounds and Scores
              </Link>
              <Link
                to={`/admin/leagues/${league.id}/participants`}
                aria-label={`Players of ${league.name}`}
                className={buttonClasses('outline', 'sm')}
              >
                Players
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
