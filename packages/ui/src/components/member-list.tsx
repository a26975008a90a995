// A member's own list (My Bookings, My Lessons) in its card: loading, a read that failed with its reason and a
// retry, nothing yet, or its titled sections (Upcoming, Past); under the rows, the button that asks for earlier
// ones (lib/use-earlier-pages.ts) with its failure said beside it.
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Spinner } from './ui/spinner';

export function MemberListCard({
  what,
  isPending,
  isError,
  error,
  onRetry,
  isEmpty,
  children,
}: {
  /** 'bookings', 'lessons': 'Loading your bookings...', 'Failed to fetch bookings', 'You have no bookings yet.' */
  what: string;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="mt-4 p-4 sm:p-6">
      {isPending ? (
        <div className="flex justify-center py-6 text-emerald-700">
          <Spinner label={`Loading your ${what}...`} />
        </div>
      ) : isError ? (
        <div className="py-4 text-center" role="alert">
          <p className="text-red-700">{`Failed to fetch ${what}`}</p>
          <p className="mt-1 text-sm text-slate-500">{errorMessage(error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : isEmpty ? (
        <p className="py-6 text-center text-slate-600">{`You have no ${what} yet.`}</p>
      ) : (
        <div className="space-y-6">{children}</div>
      )}
    </Card>
  );
}

/** One titled part of the list ('Upcoming'): its rows (<li>s) as a labelled list, or `empty` when there are none. */
export function MemberListSection({
  title,
  label,
  empty,
  rows,
  after,
}: {
  title: string;
  /** The list's accessible name ('Upcoming bookings'). */
  label: string;
  /** Said instead of the list when there are no rows ('No upcoming bookings.'). */
  empty?: string;
  rows: ReactNode[];
  /** Under the rows (or `empty`): a policy line, the button for earlier rows. */
  after?: ReactNode;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {rows.length === 0 && empty ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={label}>
          {rows}
        </ul>
      )}
      {after}
    </div>
  );
}

export function ShowEarlierButton({
  what,
  loading,
  failed,
  onClick,
}: {
  /** 'bookings': 'Show earlier bookings', 'Earlier bookings could not be loaded. Please try again.' */
  what: string;
  loading: boolean;
  failed: boolean;
  onClick: () => void;
}) {
  return (
    <div className="mt-2">
      <Button variant="outline" size="sm" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : `Show earlier ${what}`}
      </Button>
      {failed ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {`Earlier ${what} could not be loaded. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
