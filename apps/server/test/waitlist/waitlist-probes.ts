// Who may call each route of the full-slot waitlist and one request shaped to succeed for an allowed caller, merged
// into the role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md).
// A new route of these groups of core's contract fails to compile until it has its line here.
import { MISSING_ID, bookingAt, type GroupProbes } from '../support/probes';

export const WAITLIST_PROBES: GroupProbes<'waitlist'> = {
  // A free slot: an allowed caller is told 409 WAITLIST_SLOT_FREE, an answer about the request.
  'waitlist.join': {
    access: 'member:features',
    request: ({ slot }) => {
      const { simulatorId: _bay, ...time } = bookingAt(slot, 0);
      return { body: time };
    },
  },
  'waitlist.listMine': { access: 'account:manage', request: () => ({}) },
  'waitlist.leave': { access: 'account:manage', request: () => ({ path: `/api/waitlist/${MISSING_ID}` }) },
};
