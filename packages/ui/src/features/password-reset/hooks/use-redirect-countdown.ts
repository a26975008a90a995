// After a successful reset the person is sent to /auth after 3 seconds (docs/requirements.md#ui-timings); the remaining seconds are
// shown so the jump does not come as a surprise.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const RESET_REDIRECT_SECONDS = 3;

/** Counts down once `active` turns true, then navigates to `to`. Returns the seconds left. */
export function useRedirectCountdown(active: boolean, to: string, seconds = RESET_REDIRECT_SECONDS): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (!active) return;
    setLeft(seconds);
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
    }, 250);
    const done = setTimeout(() => void navigate(to, { replace: true }), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [active, to, seconds, navigate]);

  return left;
}
