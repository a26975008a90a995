// The shot screens' query keys, merged into the one list of lib/query-keys.ts
// (docs/decisions/232-leagues-as-one-domain-module.md).
export const SHOT_QUERY_KEYS = {
  /** Shot data (docs/decisions/220-shot-data-import.md); `userId` null for the signed-in member's own. */
  shots: {
    all: ['shots'] as const,
    /** GET /api/user/shot-sessions */
    sessions: (userId: number | null) => ['shots', 'sessions', userId] as const,
    /** GET /api/user/shot-sessions/:id */
    session: (id: number) => ['shots', 'session', id] as const,
    /** GET /api/user/shot-settings (the signed-in user's own units and whether modelled figures are hidden) */
    settings: ['shots', 'settings'] as const,
    /** GET /api/user/shots/live (the booking running now and its shots; docs/decisions/241-bay-shots-matched-to-the-bay.md) */
    live: ['shots', 'live'] as const,
    /** GET /api/user/shot-summary */
    summary: (
      userId: number | null,
      from: string | null,
      to: string | null,
      club: string | null,
      shots: 'all' | 'good' = 'all',
      figures: 'all' | 'measured' = 'all',
    ) => ['shots', 'summary', userId, from, to, club, shots, figures] as const,
  },
} as const;
