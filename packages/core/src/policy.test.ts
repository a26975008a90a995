import { describe, expect, it } from 'vitest';
import { PERSONA_NAMES, PERSONAS, type PersonaName } from './testing/personas';
import {
  authorize,
  can,
  CAPABILITIES,
  isLimitedToStaffedHours,
  isStaff,
  mayOrganiseLeagues,
  rolesOf,
  scopeOf,
  type Capability,
} from './policy';
import { facilityInstant } from './time';

// Admins hold every capability, whether or not they are members (decision 085), written out by hand.
const EVERY_CAPABILITY: readonly Capability[] = [
  'account:manage',
  'member:features',
  'coach:screens',
  'desk:bookings',
  'bookings:over-cap',
  'desk:demo-requests',
  'admin:screens',
  'admin:users',
  'admin:keypad',
  'account:second-factor',
  'admin:facility',
  'admin:leagues',
  'league:night',
  'league:read',
  'calendar:feed',
  'shots:import',
  'shots:read',
  'payments:desk',
];

// The intended policy, written out by hand: the table the code must match (decision 085).
const EXPECTED: Record<PersonaName, readonly Capability[]> = {
  visitor: [],
  regular: ['account:manage'],
  member: ['account:manage', 'member:features', 'league:read', 'calendar:feed', 'shots:import', 'shots:read'],
  coach: ['account:manage', 'coach:screens', 'calendar:feed', 'shots:import', 'shots:read'],
  frontDesk: ['account:manage', 'desk:bookings', 'desk:demo-requests', 'shots:import', 'payments:desk'],
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
    // A calendar feed is for members and coaches alike; a non-member who is neither has none.
    expect(can(PERSONAS.coach, 'calendar:feed') && can(PERSONAS.member, 'calendar:feed')).toBe(true);
    expect(authorize(PERSONAS.regular, 'calendar:feed')).toEqual({ allowed: false, code: 'MEMBERS_ONLY' });
    expect(authorize(PERSONAS.frontDesk, 'calendar:feed')).toEqual({ allowed: false, code: 'MEMBERS_ONLY' });
    expect(rolesOf(null)).toEqual([]);
  });

  it('staff are coaches, the front desk and admins, whatever else they are (their sessions are shorter)', () => {
    expect([PERSONAS.coach, PERSONAS.frontDesk, PERSONAS.admin].map(isStaff)).toEqual([true, true, true]);
    expect([PERSONAS.regular, PERSONAS.member, null].map(isStaff)).toEqual([false, false, false]);
    expect(isStaff({ ...PERSONAS.member, isCoach: true })).toBe(true);
  });

  it('authorize says why not: 401 code for visitors, the capability code for signed-in people', () => {
    expect(authorize(null, 'member:features')).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    expect(authorize(PERSONAS.regular, 'member:features')).toEqual({ allowed: false, code: 'MEMBERS_ONLY' });
    expect(authorize(PERSONAS.member, 'admin:users')).toEqual({ allowed: false, code: 'ADMINS_ONLY' });
    expect(authorize(PERSONAS.member, 'desk:bookings')).toEqual({ allowed: false, code: 'STAFF_ONLY' });
    expect(authorize(PERSONAS.regular, 'coach:screens')).toEqual({ allowed: false, code: 'COACHES_ONLY' });
    expect(authorize(PERSONAS.member, 'member:features')).toEqual({ allowed: true });
  });

  describe('staffed hours (8am-8pm facility time) for the front desk', () => {
    const open = facilityInstant('2026-11-23', '10:00');
    const closed = facilityInstant('2026-11-23', '20:30');

    it('front-desk staff hold the desk capabilities only while the desk is staffed', () => {
      for (const capability of ['desk:bookings', 'desk:demo-requests'] as const) {
        expect(authorize(PERSONAS.frontDesk, capability, open)).toEqual({ allowed: true });
        expect(authorize(PERSONAS.frontDesk, capability, closed)).toEqual({
          allowed: false,
          code: 'FRONT_DESK_CLOSED',
        });
        expect(isLimitedToStaffedHours(PERSONAS.frontDesk, capability)).toBe(true);
      }
      // Their own account is theirs at any hour.
      expect(can(PERSONAS.frontDesk, 'account:manage', closed)).toBe(true);
    });

    it('admins, also admins who work the desk, are not limited; without an instant the hour is not asked', () => {
      for (const admin of [PERSONAS.admin, { ...PERSONAS.frontDesk, isAdmin: true }]) {
        expect(can(admin, 'desk:bookings', closed)).toBe(true);
        expect(isLimitedToStaffedHours(admin, 'desk:bookings')).toBe(false);
      }
      expect(can(PERSONAS.frontDesk, 'desk:bookings')).toBe(true);
      // Outside hours, people without the role are still told it is not theirs.
      expect(authorize(PERSONAS.member, 'desk:bookings', closed)).toEqual({ allowed: false, code: 'STAFF_ONLY' });
      expect(authorize(null, 'desk:bookings', closed)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    });
  });

  describe("a league's organiser (a role held for one league, decision 272)", () => {
    it("holds that league's night and reads, whatever their own roles, and nothing else", () => {
      for (const person of [PERSONAS.member, PERSONAS.frontDesk]) {
        expect(authorize(person, 'league:night')).toEqual({ allowed: false, code: 'LEAGUE_ORGANISERS_ONLY' });
        expect(can(person, 'league:night', undefined, ['leagueOrganiser'])).toBe(true);
        expect(can(person, 'league:read', undefined, ['leagueOrganiser'])).toBe(true);
        // The role is for the league's night: never league management, admin screens or user administration.
        for (const capability of ['admin:leagues', 'admin:screens', 'admin:users'] as const) {
          expect(can(person, capability, undefined, ['leagueOrganiser'])).toBe(false);
        }
      }
      // A front-desk organiser outside staffed hours still runs the night (the role is not the desk's).
      expect(can(PERSONAS.frontDesk, 'league:night', facilityInstant('2026-11-23', '21:30'), ['leagueOrganiser'])).toBe(
        true,
      );
      expect(authorize(null, 'league:night', undefined, undefined, ['leagueOrganiser'])).toEqual({
        allowed: false,
        code: 'NOT_SIGNED_IN',
      });
      expect(scopeOf('league:night')).toBe('league');
      expect(scopeOf('admin:leagues')).toBeUndefined();
    });

    it('is given to members and front-desk staff only', () => {
      expect(mayOrganiseLeagues(PERSONAS.member)).toBe(true);
      expect(mayOrganiseLeagues(PERSONAS.frontDesk)).toBe(true);
      expect(mayOrganiseLeagues(PERSONAS.regular)).toBe(false);
      expect(mayOrganiseLeagues(PERSONAS.coach)).toBe(false);
    });
  });
});
