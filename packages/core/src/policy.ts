// The ONE role policy: who may do what (bulletproof-react POLICIES, epic-stack userHasPermission). The server's
// route guards (each contract route names its capability) and every UI gate (screens, header links, account
// menu items, the keypad dialog's fetch) call `can`/`authorize` with the same capability names, so they
// cannot disagree: "may this person use member features?" was once answered five ways, and an admin who was not a
// member was refused by the booking page while the server would have booked (docs/decisions/085-role-policy.md).
// A person's roles come from their flags; a capability lists the roles that have it. A domain module declares its own
// capabilities (leagues/capabilities.ts, shots/capabilities.ts, payments/capabilities.ts), merged here (roles and the rule's shape: roles.ts).
import type { ErrorCode } from './errors';
import { LEAGUE_CAPABILITIES } from './leagues/capabilities';
import {
  DESK_ROLES,
  MEMBER_FEATURE_ROLES,
  STAFF_ROLES,
  type CapabilityRule,
  type Role,
  type RoleFlags,
  type RoleScope,
  type ScopedRole,
} from './roles';
import { isStaffedHours, type StaffedHours } from './rules/staffed-hours';
import { SHOT_CAPABILITIES } from './shots/capabilities';
import { PAYMENT_CAPABILITIES } from './payments/capabilities';

export { ROLES, SCOPED_ROLES, type Role, type RoleFlags, type RoleScope, type ScopedRole } from './roles';

export const POLICY = {
  'account:manage': {
    roles: ['user'],
    denied: 'FORBIDDEN',
    covers:
      "own account details and profile, own bookings (list, cancel), membership and cancellation requests, the upgrade page, and the e-mails one gets: a league's results e-mails can be turned off by a player whose membership lapsed (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md)",
  },
  'member:features': {
    roles: MEMBER_FEATURE_ROLES,
    denied: 'MEMBERS_ONLY',
    covers:
      'book bays (day grid, simulators), the entrance keypad code, list and join leagues, lessons, the performance report',
  },
  'coach:screens': {
    roles: ['coach', 'admin'],
    denied: 'COACHES_ONLY',
    covers: 'the coach dashboard (admins supervise coaches)',
  },
  'desk:bookings': {
    roles: DESK_ROLES,
    denied: 'STAFF_ONLY',
    staffedHoursOnly: ['frontDesk'],
    covers: "bookings for members and walk-ins (create, move, cancel any), every booking, today's board and calendar",
  },
  'bookings:over-cap': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers:
      "a staff booking or move past the member's daily cap, with a reason the activity log keeps (docs/decisions/466-the-desk-moves-bookings.md)",
  },
  'desk:demo-requests': {
    roles: DESK_ROLES,
    denied: 'STAFF_ONLY',
    staffedHoursOnly: ['frontDesk'],
    covers: 'demo requests (list, complete, became-member) and the completed requests page',
  },
  'admin:screens': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers: 'the admin dashboard and home, coach management, the database view and exports',
  },
  'admin:users': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers: 'user accounts: list, membership/admin/front-desk switches, add and delete members',
  },
  'admin:keypad': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers: 'read and change the entrance keypad code from the admin side',
  },
  'account:second-factor': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers:
      "an admin's own second factor (an authenticator app and recovery codes) and re-authentication, asked for before granting admin access or changing the keypad code (docs/decisions/287-admin-second-factor-and-re-authentication.md)",
  },
  'admin:facility': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers: "the facility's settings: its business facts (docs/decisions/228-facility-settings-in-the-database.md)",
  },
  ...LEAGUE_CAPABILITIES,
  'calendar:feed': {
    roles: [...MEMBER_FEATURE_ROLES, 'coach'],
    denied: 'MEMBERS_ONLY',
    covers:
      'a private calendar feed of their bookings, lessons (taken and taught) and league nights (docs/decisions/203-calendar-feed.md)',
  },
  ...SHOT_CAPABILITIES,
  ...PAYMENT_CAPABILITIES,
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof POLICY;
export const CAPABILITIES = Object.keys(POLICY) as Capability[];

/** The roles a person holds; none when signed out. */
export function rolesOf(user: RoleFlags | null | undefined): Role[] {
  if (!user) return [];
  const roles: Role[] = ['user'];
  if (user.isMember) roles.push('member');
  if (user.isCoach) roles.push('coach');
  if (user.isFrontDesk) roles.push('frontDesk');
  if (user.isAdmin) roles.push('admin');
  return roles;
}

/** Whether `user` holds a staff role (coach, front desk, admin): their sessions are kept shorter (decision 010). */
export function isStaff(user: RoleFlags | null | undefined): boolean {
  return rolesOf(user).some((role) => (STAFF_ROLES as readonly Role[]).includes(role));
}

/**
 * May `user` (null = signed out) do what `capability` covers? Without `at`, whatever the hour (the UI's gates:
 * a screen opens and tells its own story when the desk is closed); with `at`, also at that instant (the server).
 */
export function can(
  user: RoleFlags | null | undefined,
  capability: Capability,
  at?: Date,
  /** The scoped roles the person holds for the thing asked about (the organiser of this league). */
  held: readonly ScopedRole[] = [],
): boolean {
  return authorize(user, capability, at, undefined, held).allowed;
}

export type Authorization = { allowed: true } | { allowed: false; code: ErrorCode };

/**
 * `can`, plus why not: NOT_SIGNED_IN (401) for visitors, the capability's own code (403) for the rest, and
 * FRONT_DESK_CLOSED (403) for someone who holds it only through a staffed-hours role, outside staffed hours.
 */
export function authorize(
  user: RoleFlags | null | undefined,
  capability: Capability,
  at?: Date,
  /** The facility's configured staffed hours (the specification's 8am-8pm by default). */
  hours?: StaffedHours,
  /** The scoped roles the person holds for the thing asked about (docs/decisions/272-league-organisers.md). */
  held: readonly ScopedRole[] = [],
): Authorization {
  const rule: CapabilityRule = POLICY[capability];
  if (!rolesOf(user).some((role) => rule.roles.includes(role))) {
    if (user && held.some((role) => rule.scoped?.roles.includes(role))) return { allowed: true };
    return { allowed: false, code: user ? rule.denied : 'NOT_SIGNED_IN' };
  }
  // The role check first: the staffed-hours clock (a time-zone conversion) is read only for the desk's own staff.
  if (at !== undefined && isLimitedToStaffedHours(user, capability) && !isStaffedHours(at, hours)) {
    return { allowed: false, code: 'FRONT_DESK_CLOSED' };
  }
  return { allowed: true };
}

/** Is this person limited to staffed hours for `capability` (front-desk staff who are not admins)? */
export function isLimitedToStaffedHours(user: RoleFlags | null | undefined, capability: Capability): boolean {
  const rule: CapabilityRule = POLICY[capability];
  const holding = rolesOf(user).filter((role) => rule.roles.includes(role));
  return holding.length > 0 && holding.every((role) => (rule.staffedHoursOnly ?? []).includes(role));
}

/** What a capability may also be held for through a scoped role (the league a route names), if anything. */
export function scopeOf(capability: Capability): RoleScope | undefined {
  const rule: CapabilityRule = POLICY[capability];
  return rule.scoped?.scope;
}

/**
 * May this person be given a league to organise? Members and front-desk staff (admins hold every league already),
 * and they keep it only while they are one of those (docs/decisions/272-league-organisers.md).
 */
export function mayOrganiseLeagues(user: Pick<RoleFlags, 'isMember' | 'isFrontDesk'>): boolean {
  return user.isMember || user.isFrontDesk;
}

/** Who may call a route or open a screen: anyone, or holders of a capability. */
export type Access = 'public' | Capability;
