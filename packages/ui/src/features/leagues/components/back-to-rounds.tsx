// The way back to a league's rounds (/admin/leagues/:id/rounds) from the screens of a round and of the night: a small
// link above the heading, or the button a screen that could not load offers.
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';

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
