// The light landing entry's session check (app/landing-app.tsx): is someone signed in? It reads only the status
// of GET /api/user, never the body (the full app, which takes over when the answer is yes, reads and validates
// the user through lib/session.ts). Values from @longwood/core are kept out of this file on purpose: they would
// pull every schema into the landing page's JavaScript budget (docs/decisions/140-prerendered-landing-and-light-shell.md).
import { sendRequest } from './api-client';

/** The path of core's API.session.current (checked by session-read.test.ts). */
export const SESSION_PATH = '/api/user';

/** True when the session cookie names a user. Any failure counts as signed out (docs/requirements.md#api-conventions). */
export async function hasSignedInSession(): Promise<boolean> {
  try {
    return (await sendRequest('GET', SESSION_PATH)).ok;
  } catch {
    return false;
  }
}
