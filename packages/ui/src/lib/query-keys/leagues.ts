// The league screens' query keys, merged into the one list of lib/query-keys.ts
// (docs/decisions/232-leagues-as-one-domain-module.md): every key of a league's play is under ['leagues', id], so
// invalidating queryKeys.leagues refreshes them all.
export const LEAGUE_QUERY_KEYS = {
  /** GET /api/leagues */
  leagues: ['leagues'] as const,
  /** One league and its play, all under the 'leagues' prefix: invalidating queryKeys.leagues refreshes them all. */
  league: {
    detail: (id: number) => ['leagues', id] as const,
    participants: (id: number) => ['leagues', id, 'participants'] as const,
    /** GET /api/leagues/:id/addable-players?q= */
    addablePlayers: (id: number, q: string) => ['leagues', id, 'addable-players', q] as const,
    rounds: (id: number) => ['leagues', id, 'rounds'] as const,
    scores: (id: number) => ['leagues', id, 'scores'] as const,
    roundScores: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'scores'] as const,
    matchups: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'matchups'] as const,
    standings: (id: number) => ['leagues', id, 'standings'] as const,
    /** GET /api/leagues/:id/handicaps */
    handicaps: (id: number) => ['leagues', id, 'handicaps'] as const,
    /** GET /api/leagues/:id/rounds/:roundId/skins */
    skins: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'skins'] as const,
    nightSheet: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'night-sheet'] as const,
    /** GET /api/leagues/{id}/rounds/{roundId}/money (docs/decisions/491-league-money-on-the-night.md). */
    roundMoney: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'money'] as const,
    leaderboard: (id: number) => ['leagues', id, 'leaderboard'] as const,
    /** GET /api/leagues/:id/flights */
    flights: (id: number) => ['leagues', id, 'flights'] as const,
    /** GET /api/leagues/:id/sides */
    sides: (id: number) => ['leagues', id, 'sides'] as const,
    /** GET /api/leagues/:id/rounds/:roundId/my-card */
    myCard: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'my-card'] as const,
    /** GET /api/leagues/:id/rounds/:roundId/posted-cards */
    postedCards: (id: number, roundId: number) => ['leagues', id, 'rounds', roundId, 'posted-cards'] as const,
    resultsMail: (id: number) => ['leagues', id, 'results-mail'] as const,
    /** GET /api/admin/courses (under the prefix: a round created on a course makes it in use). */
    courses: ['leagues', 'courses'] as const,
    /** GET /api/user/leagues */
    mine: ['leagues', 'mine'] as const,
    /** GET /api/leagues/:id/organisers */
    organisers: (id: number) => ['leagues', id, 'organisers'] as const,
    /** GET /api/user/organised-leagues (the screens' gates for a league's organiser, decision 272) */
    organised: ['leagues', 'organised'] as const,
    /** GET /api/user/league-invitations */
    invitations: ['leagues', 'invitations'] as const,
  },
} as const;
