// The shots' capabilities, merged into the one role policy by policy.ts
// (docs/decisions/232-leagues-as-one-domain-module.md).
import { MEMBER_FEATURE_ROLES, type CapabilityRule } from '../roles';

export const SHOT_CAPABILITIES = {
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
