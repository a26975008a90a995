// Who may call each route of the owner's insights and one request shaped to succeed for an allowed caller, merged into
// the role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import { TODAY, TOMORROW, type GroupProbes } from '../support/probes';

export const INSIGHTS_PROBES: GroupProbes<'insights'> = {
  'insights.get': {
    access: 'admin:screens',
    request: () => ({ path: `/api/admin/insights?from=${TODAY}&to=${TOMORROW}` }),
  },
  'insights.list': {
    access: 'admin:screens',
    request: () => ({ path: `/api/admin/insights/list?figure=no-shows&from=${TODAY}&to=${TOMORROW}` }),
  },
};
