// Requests started by the web entry before the app's code has arrived (docs/decisions/158-booking-page-budget-and-layout-shift.md):
// on a cold load of /booking the session, the day's bookings and the lists the page shows are fetched in parallel
// with the JavaScript instead of after it. The entry (apps/web/src/main.tsx) calls startEarlyRequests; the API
// client's sendRequest takes a matching answer once, so react-query's usual query functions (and their contract
// checks) consume it. The answers describe the page as it was first loaded: the first write the app sends (signing
// in, above all) drops those not taken yet, or a visitor sent from /booking to /auth who signs in quickly would be
// handed the 401s of before and sent back to /auth. Of @longwood/core only its facility clock
// ('@longwood/core/facility-clock', which imports nothing): this module is in the entry chunk, which the landing page
// shares (docs/decisions/140-prerendered-landing-and-light-shell.md), and the clock's one time-zone formatter, made here for today's
// date, is the one the app uses after it (decision 255).
import { facilityToday } from '@longwood/core/facility-clock';

/** How long an early answer may wait to be taken: after that it is stale and a fresh request is made. */
const EARLY_TTL_MS = 15_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

const early = new Map<string, EarlyRequest>();

/** The GETs a page needs first, by path; only /booking is worth it today (the most used signed-in page). */
export function earlyPathsFor(pathname: string, now: Date): string[] {
  if (pathname !== '/booking' && pathname !== '/booking/') return [];
  return [
    '/api/user',
    `/api/bookings?date=${facilityToday(now)}`,
    '/api/leagues',
    '/api/user/bookings',
    '/api/user/lessons',
  ];
}

/** Starts the page's first GETs (same origin, with the session cookie); errors are left for whoever takes them. */
export function startEarlyRequests(pathname: string, now = new Date()): void {
  for (const path of earlyPathsFor(pathname, now)) {
    const response = fetch(path, { method: 'GET', credentials: 'include' });
    response.catch(() => undefined); // taken later or never: an unhandled rejection either way is noise
    early.set(path, { response, startedAt: Date.now() });
  }
}

/** Forgets every early answer not taken yet (the app is about to change what they would say). */
export function dropEarlyResponses(): void {
  early.clear();
}

/** The early answer for a GET of `path`, once; undefined when none was started or it is stale. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const found = early.get(path);
  if (!found) return undefined;
  early.delete(path);
  return Date.now() - found.startedAt <= EARLY_TTL_MS ? found.response : undefined;
}
