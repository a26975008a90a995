// The leagues' capabilities, merged into the one role policy by policy.ts
// (docs/decisions/232-leagues-as-one-domain-module.md). Members list and join leagues through 'member:features'; a
// league's organisers hold its night and its reads through a scoped role (docs/decisions/272-league-organisers.md).
import { MEMBER_FEATURE_ROLES, type CapabilityRule } from '../roles';

export const LEAGUE_CAPABILITIES = {
  'admin:leagues': {
    roles: ['admin'],
    denied: 'ADMINS_ONLY',
    covers:
      'league management (create, edit, delete, settings, participants deleted, rounds edited and deleted, handicaps, the course list, organisers) and inactive or past leagues',
  },
  'league:night': {
    roles: ['admin'],
    scoped: { scope: 'league', roles: ['leagueOrganiser'] },
    denied: 'LEAGUE_ORGANISERS_ONLY',
    covers:
      "one league's night, for admins and that league's organisers: the participants list, players added (with their confirmation e-mail), rounds added (a make-up night), score sheets and cards, pairings, did-not-play marks, withdrawals and the printed night sheet",
  },
  'league:read': {
    roles: MEMBER_FEATURE_ROLES,
    scoped: { scope: 'league', roles: ['leagueOrganiser'] },
    denied: 'MEMBERS_ONLY',
    covers:
      "a league's play (the league, its rounds, scores, standings, matchups, handicaps, skins and leaderboard): admins, the league's players, and its organisers",
  },
} as const satisfies Record<string, CapabilityRule>;
