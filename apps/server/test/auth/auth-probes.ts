// Who may call each route of signing in, sessions and an admin's second factor and one request shaped to succeed for an
// allowed caller, merged into the role policy test's probes (http/role-policy.integration.test.ts;
// docs/decisions/320-wiring-per-feature.md). A new route of these groups of core's contract fails to compile until it
// has its line here.
import type { GroupProbes } from '../support/probes';

export const AUTH_PROBES: GroupProbes<'session' | 'signIn' | 'secondFactor'> = {
  'session.current': { access: 'account:manage', request: () => ({}) },
  'session.logout': { access: 'public', request: () => ({}) },
  'signIn.login': { access: 'public', request: () => ({}) },
  'signIn.register': { access: 'public', request: () => ({}) },
  'secondFactor.signIn': { access: 'public', request: () => ({}) },
  'secondFactor.status': { access: 'account:second-factor', request: () => ({}) },
  'secondFactor.startEnrolment': { access: 'account:second-factor', request: () => ({ body: { password: 'not-it' } }) },
  'secondFactor.confirmEnrolment': { access: 'account:second-factor', request: () => ({ body: { code: '123456' } }) },
  'secondFactor.disable': {
    access: 'account:second-factor',
    request: () => ({ body: { password: 'not-it', code: '123456' } }),
  },
  'secondFactor.regenerateRecoveryCodes': {
    access: 'account:second-factor',
    request: () => ({ body: { password: 'not-it', code: '123456' } }),
  },
  'secondFactor.reauthenticate': {
    access: 'account:second-factor',
    request: () => ({ body: { password: 'not-it', code: '123456' } }),
  },
};
