// The roles a person holds and what a capability of the role policy is, apart from the policy itself so that a domain
// module can declare its own capabilities (leagues/capabilities.ts, shots/capabilities.ts) for policy.ts to merge
// (docs/decisions/085-role-policy.md, 232-leagues-as-one-domain-module.md).
import type { ErrorCode } from './errors';
import type { User } from './schemas/user';

/** `user` is every signed-in account; the others come from the account's flags (one person may hold several). */
export const ROLES = ['user', 'member', 'coach', 'frontDesk', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type RoleFlags = Pick<User, 'isMember' | 'isCoach' | 'isFrontDesk' | 'isAdmin'>;

/**
 * Roles a person holds for one thing rather than from their flags: the organiser of one league, given by an admin to
 * a member or a front-desk user (docs/decisions/272-league-organisers.md). Who holds one for what is stored; the
 * server asks its store and the UI its list, then the policy decides with them.
 */
export const SCOPED_ROLES = ['leagueOrganiser'] as const;
export type ScopedRole = (typeof SCOPED_ROLES)[number];
/** What a scoped role is held for; a route names the thing by its `:id`. */
export type RoleScope = 'league';

/**
 * Who may use member features. Admins may too (decision 085): they run the facility, test the booking page,
 * read the door code and join leagues whether or not they pay a membership themselves.
 */
export const MEMBER_FEATURE_ROLES = ['member', 'admin'] as const satisfies readonly Role[];
/** Front-desk work (least privilege: no user administration, no keypad change). Admins supervise it. */
export const DESK_ROLES = ['frontDesk', 'admin'] as const satisfies readonly Role[];

/**
 * Staff: the roles that see other people's records (lessons, the desk, administration). Their sessions are kept
 * shorter (docs/decisions/010-session-store.md).
 */
export const STAFF_ROLES = ['coach', 'frontDesk', 'admin'] as const satisfies readonly Role[];

export interface CapabilityRule {
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
  /**
   * Also held through a role for one thing (the organiser of the league a route names by `:id`), besides `roles`:
   * refused with `denied` to someone who holds neither.
   */
  scoped?: { scope: RoleScope; roles: readonly ScopedRole[] };
}
