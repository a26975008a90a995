// The way back to a league's rounds (/admin/leagues/:id/rounds) from the screens of a round and of the night: a small
// link above the heading, or the button a screen that could not load offers; and from the night's screens to the leagues.
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { useCan } from '../../../lib/use-can';

export function BackToRounds({ leagueId, asButton = false }: { leagueId: string | number; asButton?: boolean }) {
  const to = `/admin/leagues/${leagueId}/rounds`;
  return asButton ? (
    <Link to={to} className={buttonClasses('outline', 'md', 'mt-4')}>
      Back to Rounds
    </Link>
  ) : (
    <Link to={to} className={buttonClasses('ghost', 'sm', 'mb-4')}>
      ← Back to Rounds
    </Link>
  );
}

/**
 * The way back from a league's night screens: to the leagues list for league managers, to the account page (where the
 * leagues one organises are listed) for a league's organiser (docs/decisions/272-league-organisers.md).
 */
export function BackToLeagues() {
  const manager = useCan('admin:leagues');
  return (
    <Link to={manager ? '/admin/leagues' : '/account'} className={buttonClasses('ghost', 'sm', 'mb-4')}>
      {manager ? '← Back to Leagues' : '← Leagues You Organise'}
    </Link>
  );
}
