// The origin that links in e-mails point at. Never built from the request's Host header: that would let
// anyone point reset links at their own site.
import type { Env } from '../../env';

export function appUrlOf(env: Env): string {
  return (env.PUBLIC_APP_URL ?? env.APP_ORIGIN[0] ?? 'http://localhost:5173').replace(/\/+$/, '');
}
