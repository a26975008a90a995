// Who may call each route of membership requests and one request shaped to succeed for an allowed caller, merged into
// the role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import type { GroupProbes } from '../support/probes';

export const MEMBERSHIP_PROBES: GroupProbes<'membership'> = {
  'membership.request': {
    access: 'account:manage',
    request: ({ self }) => ({
      body: { name: 'Pat Golfer', phone: '4075550100', preferredContact: 'email', userId: self.id, email: self.email },
    }),
  },
  'membership.cancel': { access: 'account:manage', request: () => ({ body: {} }) },
};
