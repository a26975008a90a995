// Who may call each route of calendar feeds and one request shaped to succeed for an allowed caller, merged into the
// role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import type { GroupProbes } from '../support/probes';

export const CALENDAR_FEED_PROBES: GroupProbes<'calendarFeed'> = {
  'calendarFeed.current': { access: 'calendar:feed', request: () => ({}) },
  'calendarFeed.reset': { access: 'calendar:feed', request: () => ({}) },
  'calendarFeed.feed': { access: 'public', request: () => ({}) },
};
