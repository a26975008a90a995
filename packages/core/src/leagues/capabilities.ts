// The leagues' capabilities, merged into the one role policy by policy.ts
// (docs/decisions/232-leagues-as-one-domain-module.md). Members list and join leagues through 'member:features'.
import type { CapabilityRule } from '../roles';

export const LEAGUE_CAPABILITIES = {
  'admin:leagues': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers:
      'league management (create, edit, delete, participants, rounds, scores, the course list) and inactive or past leagues',
  },
} as const satisfies Record<string, CapabilityRule>;
