// Who may call each route of the facility's settings and one request shaped to succeed for an allowed caller, merged
// into the role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md).
// A new route of these groups of core's contract fails to compile until it has its line here.
import type { GroupProbes } from '../support/probes';

export const FACILITY_PROBES: GroupProbes<'facility'> = {
  'facility.current': { access: 'public', request: () => ({}) },
  'facility.adminSettings': { access: 'admin:facility', request: () => ({}) },
  'facility.adminUpdate': { access: 'admin:facility', request: () => ({ body: { phone: '(407) 555-0199' } }) },
  // Without a file the upload is a 400 about the request for everyone the guard lets through.
  'facility.uploadMedia': {
    access: 'admin:facility',
    request: () => ({ path: '/api/admin/facility-media/heroPoster' }),
  },
  'facility.resetMedia': {
    access: 'admin:facility',
    request: () => ({ path: '/api/admin/facility-media/heroPoster' }),
  },
};
