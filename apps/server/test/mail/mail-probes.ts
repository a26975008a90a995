// Who may call each route of the e-mails' one-click unsubscribe and one request shaped to succeed for an allowed
// caller, merged into the role policy test's probes (http/role-policy.integration.test.ts;
// docs/decisions/320-wiring-per-feature.md). A new route of these groups of core's contract fails to compile until it
// has its line here.
import type { GroupProbes } from '../support/probes';

export const MAIL_PROBES: GroupProbes<'mail'> = {
  'mail.unsubscribe': { access: 'public', request: () => ({}) },
  'mail.unsubscribeTopic': { access: 'public', request: () => ({}) },
};
