// The calendar feed's slice of the API contract: a member's feed address and the feed itself.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { defineRoute, OK } from '../route';
import { calendarFeedSchema } from '../schemas/calendar-feed';

export const calendarFeed = {
  /** The feed's address; the first call makes it. */
  current: defineRoute({
    method: 'GET',
    path: '/api/user/calendar-feed',
    access: 'calendar:feed',
    response: calendarFeedSchema,
    status: OK,
  }),
  /** A new address; the old one answers 404 from this moment. */
  reset: defineRoute({
    method: 'POST',
    path: '/api/user/calendar-feed/reset',
    access: 'calendar:feed',
    response: calendarFeedSchema,
    status: OK,
  }),
  /** The feed itself, for calendar programs (no session): found by its secret alone, an unknown one 404. */
  feed: defineRoute({
    method: 'GET',
    path: '/api/calendar/:secret.ics',
    access: 'public',
    textParams: ['secret'],
    response: null,
    status: OK,
    produces: 'text/calendar',
  }),
} as const;
