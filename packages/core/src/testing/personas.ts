// The people the role tests sign in as (docs/decisions/085-role-policy.md): one per role, plus an admin who is
// not a member (the case the booking page used to get wrong). Shared by the policy unit test, the server's
// role-policy integration test and the UI's gate test, so all three walk the same list. Test support only:
// exported as '@longwood/core/testing', never imported by product code.
import type { RoleFlags } from '../policy';

export const PERSONAS = {
  visitor: null,
  regular: { isMember: false, isCoach: false, isFrontDesk: false, isAdmin: false },
  member: { isMember: true, isCoach: false, isFrontDesk: false, isAdmin: false },
  coach: { isMember: false, isCoach: true, isFrontDesk: false, isAdmin: false },
  frontDesk: { isMember: false, isCoach: false, isFrontDesk: true, isAdmin: false },
  admin: { isMember: true, isCoach: false, isFrontDesk: false, isAdmin: true },
  adminNonMember: { isMember: false, isCoach: false, isFrontDesk: false, isAdmin: true },
} as const satisfies Record<string, RoleFlags | null>;

export type PersonaName = keyof typeof PERSONAS;
export const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];
