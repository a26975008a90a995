// The way back to a league's rounds (/admin/leagues/:id/rounds) from the screens of a round and of the night: a small
// link above the heading, or the button a screen that could not load offers; and from the night's screens to the leagues.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { useCan } from '../../../lib/use-can';

/** The small link above a league screen's heading back to where it was reached from: '← Back to Leagues'. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm', 'mb-4')}>
      ← {children}
    </Link>
  );
}

export function BackToRounds({ leagueId, asButton = false }: { leagueId: string | number; asButton?: boolean }) {
  const to = `/admin/leagues/${leagueId}/rounds`;
  return asButton ? (
    <Link to={to} className={buttonClasses('outline', 'md', 'mt-4')}>
      Back to Rounds
    </Link>
  ) : (
    <BackLink to={to}>Back to Rounds</BackLink>
  );
}

/**
 * The way back from a league's night screens: to the leagues list for league managers, to the account page (where the
 * leagues one organises are listed) for a league's organiser (docs/decisions/272-league-organisers.md).
 */
export function BackToLeagues() {
  const manager = useCan('admin:leagues');
  return (
    <BackLink to={manager ? '/admin/leagues' : '/account'}>
      {manager ? 'Back to Leagues' : 'Leagues You Organise'}
    </BackLink>
  );
}
