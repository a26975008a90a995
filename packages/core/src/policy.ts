// The ONE role policy: who may do what (bulletproof-react POLICIES, epic-stack userHasPermission). The server's
// route guards (each contract route names its capability) and every UI gate (screens, header links, account
// menu items, the keypad dialog's fetch) call `can`/`authorize` with the same capability names, so they
// cannot disagree: "may this person use member features?" was once answered five ways, and an admin who was not a
// member was refused by the booking page while the server would have booked (docs/decisions/085-role-policy.md).
// A person's roles come from their flags; a capability lists the roles that have it.
import type { ErrorCode } from './errors';
import { isStaffedHours, type StaffedHours } from './rules/front-desk';
import type { User } from './schemas/user';

/** `user` is every signed-in account; the others come from the account's flags (one person may hold several). */
export const ROLES = ['user', 'member', 'coach', 'frontDesk', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type RoleFlags = Pick<User, 'isMember' | 'isCoach' | 'isFrontDesk' | 'isAdmin'>;

/**
 * Who may use member features. Admins may too (decision 085): they run the facility, test the booking page,
 * read the door code and join leagues whether or not they pay a membership themselves.
 */
const MEMBER_FEATURE_ROLES = ['member', 'admin'] as const satisfies readonly Role[];
/** Front-desk work (least privilege: no user administration, no keypad change). Admins supervise it. */
const DESK_ROLES = ['frontDesk', 'admin'] as const satisfies readonly Role[];

interface CapabilityRule {
  /** Roles that have the capability. */
  roles: readonly Role[];
  /** The error code a signed-in person without it gets (403; signed-out people get NOT_SIGNED_IN, 401). */
  denied: ErrorCode;
  /** What it covers, for people reading the policy. */
  covers: string;
  /**
   * Roles that hold the capability only during staffed hours, 8am-8pm facility time (rules/front-desk.ts). A person
   * who has it through another role as well (an admin) is not limited. Refused with FRONT_DESK_CLOSED.
   */
  staffedHoursOnly?: readonly Role[];
}

export const POLICY = {
  'account:manage': {
    roles: ['user'],
    denied: 'FORBIDDEN',
    covers:
      'own account details and profile, own bookings (list, cancel), membership and cancellation requests, the upgrade page',
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
  'admin:facility': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers: "the facility's settings: its business facts (docs/decisions/228-facility-settings-in-the-database.md)",
  },
  'admin:leagues': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers:
      'league management (create, edit, delete, participants, rounds, scores, the course list) and inactive or past leagues',
  },
  'calendar:feed': {
    roles: [...MEMBER_FEATURE_ROLES, 'coach'],
    denied: 'MEMBERS_ONLY',
    covers:
      'a private calendar feed of their bookings, lessons (taken and taught) and league nights (docs/decisions/203-calendar-feed.md)',
  },
  'shots:import': {
    roles: [...MEMBER_FEATURE_ROLES, 'coach', 'frontDesk'],
    denied: 'MEMBERS_ONLY',
    staffedHoursOnly: ['frontDesk'],
    covers:
      "import simulator session files: members their own, a coach for a lesson's member, desk staff and admins for a member's booking (docs/decisions/221-who-reads-a-members-shots.md)",
  },
  'shots:read': {
    roles: [...MEMBER_FEATURE_ROLES, 'coach'],
    denied: 'MEMBERS_ONLY',
    covers:
      "shot sessions and the per-club summary: members their own, a coach those of a member who booked a lesson with them, admins anyone's",
  },
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

/**
 * May `user` (null = signed out) do what `capability` covers? Without `at`, whatever the hour (the UI's gates:
 * a screen opens and tells its own story when the desk is closed); with `at`, also at that instant (the server).
 */
export function can(user: RoleFlags | null | undefined, capability: Capability, at?: Date): boolean {
  return authorize(user, capability, at).allowed;
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
): Authorization {
  const rule: CapabilityRule = POLICY[capability];
  if (!rolesOf(user).some((role) => rule.roles.includes(role))) {
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

/** Who may call a route or open a screen: anyone, or holders of a capability. */
export type Access = 'public' | Capability;
