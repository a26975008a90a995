// Shown after a successful reset: the message, a visible countdown, and a link for those who do not wait.
import { Link } from 'react-router-dom';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { FormMessage, linkClass } from './reset-layout';

export function ResetSuccess() {
  const secondsLeft = useRedirectCountdown(true, '/auth');
  return (
    <div className="space-y-3">
      <FormMessage kind="success">Your password has been reset. You can now log in with your new password.</FormMessage>
      <p className="text-sm text-slate-600">
        Redirecting to login in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}...
      </p>
      <p className="text-sm">
        <Link to="/auth" replace className={linkClass}>
          Go to login now
        </Link>
      </p>
    </div>
  );
}
