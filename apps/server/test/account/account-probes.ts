// Who may call each route of a person's own account and the verification of their address and one request shaped to
// succeed for an allowed caller, merged into the role policy test's probes (http/role-policy.integration.test.ts;
// docs/decisions/320-wiring-per-feature.md). A new route of these groups of core's contract fails to compile until it
// has its line here.
import type { GroupProbes } from '../support/probes';

export const ACCOUNT_PROBES: GroupProbes<'account' | 'emailVerification'> = {
  'account.signOutOtherDevices': { access: 'account:manage', request: () => ({}) },
  'account.updateProfile': {
    access: 'account:manage',
    request: ({ self }) => ({ body: { username: self.username, email: self.email } }),
  },
  'account.performanceReport': { access: 'member:features', request: () => ({}) },
  'account.lessonReminders': { access: 'account:manage', request: () => ({}) },
  'account.setLessonReminders': { access: 'account:manage', request: () => ({ body: { lessonReminders: true } }) },
  'emailVerification.verify': { access: 'public', request: () => ({ body: { token: 'x' } }) },
  'emailVerification.resend': { access: 'account:manage', request: () => ({}) },
};
