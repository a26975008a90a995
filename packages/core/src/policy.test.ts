import { describe, expect, it } from 'vitest';
import { PERSONA_NAMES, PERSONAS, type PersonaName } from './testing/personas';
import { authorize, can, CAPABILITIES, rolesOf, type Capability } from './policy';

// Admins hold every capability, whether or not they are members (decision 085), written out by hand.
const EVERY_CAPABILITY: readonly Capability[] = [
  'account:manage',
  'member:features',
  'coach:screens',
  'desk:bookings',
  'desk:demo-requests',
  'admin:screens',
  'admin:users',
  'admin:keypad',
  'admin:leagues',
];

// The intended policy, written out by hand: the table the code must match (decision 085).
const EXPECTED: Record<PersonaName, readonly Capability[]> = {
  visitor: [],
  regular: ['account:manage'],
  member: ['account:manage', 'member:features'],
  coach: ['account:manage', 'coach:screens'],
  frontDesk: ['account:manage', 'desk:bookings', 'desk:demo-requests'],
  admin: EVERY_CAPABILITY,
  adminNonMember: EVERY_CAPABILITY,
};

describe('role policy', () => {
  it.each(PERSONA_NAMES)('%s has exactly the capabilities of the policy table', (name) => {
    const granted = CAPABILITIES.filter((capability) => can(PERSONAS[name], capability));
    expect(granted).toEqual(EXPECTED[name]);
  });

  it('admins may use member features whether or not they are members', () => {
    expect(can(PERSONAS.adminNonMember, 'member:features')).toBe(true);
    expect(can({ ...PERSONAS.regular, isAdmin: true }, 'member:features')).toBe(true);
  });

  it('front desk staff get no user administration and no keypad change', () => {
    for (const capability of ['admin:users', 'admin:keypad', 'admin:screens', 'member:features'] as const) {
      expect(can(PERSONAS.frontDesk, capability)).toBe(false);
    }
  });

  it('roles add up: a coach who is a member has both', () => {
    const coachMember = { ...PERSONAS.member, isCoach: true };
    expect(rolesOf(coachMember)).toEqual(['user', 'member', 'coach']);
    expect(can(coachMember, 'coach:screens') && can(coachMember, 'member:features')).toBe(true);
    expect(rolesOf(null)).toEqual([]);
  });

  it('authorize says why not: 401 code for visitors, the capability code for signed-in people', () => {
    expect(authorize(null, 'member:features')).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    expect(authorize(PERSONAS.regular, 'member:features')).toEqual({ allowed: false, code: 'MEMBERS_ONLY' });
    expect(authorize(PERSONAS.member, 'admin:users')).toEqual({ allowed: false, code: 'ADMINS_ONLY' });
    expect(authorize(PERSONAS.member, 'desk:bookings')).toEqual({ allowed: false, code: 'STAFF_ONLY' });
    expect(authorize(PERSONAS.regular, 'coach:screens')).toEqual({ allowed: false, code: 'COACHES_ONLY' });
    expect(authorize(PERSONAS.member, 'member:features')).toEqual({ allowed: true });
  });
});
