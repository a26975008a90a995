// Leagues tab (docs/requirements.md#admin-dashboard): a summary of the leagues with the links to /admin/leagues
// and /admin/leagues/new, each league's name a link to its participants. League management has its own screens.
import { facilityToday } from '@longwood/core';
import { Link } from 'react-router-dom';
import { ScreenSection } from '../../../components/screen-heading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateShort } from '../../../lib/format';
import { useLeagues } from '../../leagues';

export function LeaguesTab() {
  const leagues = useLeagues();
  const today = facilityToday(new Date());
  return (
    <ScreenSection
      title="Leagues"
      description="Every league at a glance; manage them on the league screens."
      actions={
        <>
          <Link to="/admin/leagues/new" className={buttonClasses('primary', 'md')}>
            Create League
          </Link>
          <Link to="/admin/leagues" className={buttonClasses('outline', 'md')}>
            Manage Leagues
          </Link>
        </>
      }
    >
      {leagues.isPending ? (
        <Spinner label="Loading leagues..." className="text-emerald-700" />
      ) : leagues.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-800">{errorMessage(leagues.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void leagues.refetch()}>
            Retry
          </Button>
        </div>
      ) : leagues.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium text-slate-900">No leagues found</p>
          <p className="mt-1 text-sm text-slate-600">Create your first league to get started</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="leagues-summary">
            {leagues.data.length} {leagues.data.length === 1 ? 'league' : 'leagues'},{' '}
            {leagues.data.filter((l) => l.isActive && l.endDate >= today).length} active
          </p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {leagues.data.slice(0, 10).map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <Link
                  to={`/admin/leagues/${l.id}/participants`}
                  className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                >
                  {l.name}
                </Link>
                <span className="text-slate-600">
                  {formatDateShort(l.startDate)} – {formatDateShort(l.endDate)} · {l.isActive ? 'Active' : 'Inactive'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </ScreenSection>
  );
}
