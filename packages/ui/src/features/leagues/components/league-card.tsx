// What the admin's league list and the members' sign-up list share: the list's loading, failure and empty states,
// and a league's card (name with its badge, dates, type and scoring, then the page's own rows, the description and
// the page's actions).
import type { League } from '@longwood/core';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { dateRange, leagueTypeLabel, scoringLabel } from '../lib/league-text';

export function LeagueList({
  query,
  leagues,
  empty,
  renderCard,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** The leagues to show once loaded (the members' page shows only the open ones). */
  leagues: League[];
  empty: { title: string; text: string };
  renderCard: (league: League) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label="Loading leagues..." />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(query.error, 'Failed to load leagues.')}
      </p>
    );
  if (leagues.length === 0)
    return (
      <Card className="p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{empty.title}</h2>
        <p className="mt-1 text-slate-600">{empty.text}</p>
      </Card>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {leagues.map((league) => (
        <li key={league.id}>{renderCard(league)}</li>
      ))}
    </ul>
  );
}

/** A league's card: `rows` are <dt>/<dd> pairs after Type and Scoring; `actions` sit at the card's foot. */
export function LeagueCard({
  league,
  headingId,
  badge,
  rows,
  actions,
}: {
  league: League;
  headingId: string;
  badge: ReactNode;
  rows: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {league.name}
          </h2>
          {badge}
        </div>
        <p className="text-sm text-slate-600">{dateRange(league)}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Type</dt>
          <dd>{leagueTypeLabel(league)}</dd>
          <dt className="text-slate-500">Scoring</dt>
          <dd>{scoringLabel(league)}</dd>
          {rows}
        </dl>
        {league.description ? <p className="mt-3 text-sm text-slate-700">{league.description}</p> : null}
        {actions}
      </article>
    </Card>
  );
}
