// Who may call each route of the activity log and one request shaped to succeed for an allowed caller, merged into the
// role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import type { GroupProbes } from '../support/probes';

export const ACTIVITY_PROBES: GroupProbes<'activity'> = {
  'activity.list': { access: 'admin:screens', request: () => ({ path: '/api/admin/activity?action=user.admin' }) },
  'activity.export': { access: 'admin:screens', request: () => ({}) },
};
