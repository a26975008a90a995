// Who may call each route of password reset and one request shaped to succeed for an allowed caller, merged into the
// role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import type { GroupProbes } from '../support/probes';

export const PASSWORD_RESET_PROBES: GroupProbes<'passwordReset'> = {
  'passwordReset.request': { access: 'public', request: () => ({}) },
  'passwordReset.verify': { access: 'public', request: () => ({}) },
  'passwordReset.reset': { access: 'public', request: () => ({}) },
  'passwordReset.checkToken': { access: 'public', request: () => ({}) },
};
