// Who may call each route of the admins' user management, the keypad code and the list of bays and one request shaped
// to succeed for an allowed caller, merged into the role policy test's probes (http/role-policy.integration.test.ts;
// docs/decisions/320-wiring-per-feature.md). A new route of these groups of core's contract fails to compile until it
// has its line here.
import { MISSING_ID, type GroupProbes } from '../support/probes';

export const MEMBER_PROBES: GroupProbes<'members' | 'keypad' | 'bays'> = {
  'members.list': { access: 'admin:users', request: () => ({}) },
  'members.setMembership': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/membership`, body: { isMember: true } }),
  },
  'members.setAdmin': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/admin`, body: { isAdmin: false } }),
  },
  'members.setFrontDesk': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/front-desk`, body: { isFrontDesk: false } }),
  },
  'members.setName': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/name`, body: { name: 'Probe Name' } }),
  },
  'members.setCoach': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/coach`, body: { isCoach: false } }),
  },
  'members.addMember': {
    access: 'admin:users',
    request: ({ slot }) => ({ body: { email: `added-${slot}@longwoodgolf.example`, phone: '4075550199' } }),
  },
  'members.remove': { access: 'admin:users', request: () => ({ path: `/api/admin/users/${MISSING_ID}` }) },
  'keypad.current': { access: 'member:features', request: () => ({}) },
  'keypad.adminCurrent': { access: 'admin:keypad', request: () => ({}) },
  'keypad.adminUpdate': { access: 'admin:keypad', request: () => ({ body: { code: '246810' } }) },
  'keypad.adminHistory': { access: 'admin:keypad', request: () => ({}) },
  'bays.list': { access: 'member:features', request: () => ({}) },
};
