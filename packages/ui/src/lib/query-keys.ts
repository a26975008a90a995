// Every query key of the UI, in one module: each feature's queryOptions and every invalidation read their key
// from here, so two features that share a cache entry (GET /api/leagues for the booking page and the leagues
// screens; the member keypad code refreshed by the admin's change) name it the same way by construction.
// Keys are hierarchical: invalidating a prefix (e.g. queryKeys.bookings.all) refreshes everything under it.
export const queryKeys = {
  /** GET /api/user — the session. Only this entry survives a logout (lib/session.ts). */
  session: ['user'] as const,
  bookings: {
    all: ['bookings'] as const,
    /** GET /api/bookings?date= — every day's grid shares this prefix. */
    days: ['bookings', 'day'] as const,
    day: (date: string) => ['bookings', 'day', date] as const,
    /** GET /api/bookings?from=&to= — the calendar's bookable days. */
    range: (from: string, to: string) => ['bookings', 'range', from, to] as const,
    /** GET /api/user/bookings */
    mine: ['bookings', 'mine'] as const,
    /** GET /api/waitlist — under the bookings prefix: a booking change may have told an entry. */
    waitlist: ['bookings', 'waitlist'] as const,
  },
  /** Coaching (docs/decisions/123-coaching-screens.md): lesson bookings also change the bookings day grids. */
  lessons: {
    all: ['lessons'] as const,
    /** GET /api/coaches */
    coaches: ['lessons', 'coaches'] as const,
    /** GET /api/lessons/availability */
    availability: (date: string, durationMinutes: number, coachId: number | null) =>
      ['lessons', 'availability', date, durationMinutes, coachId] as const,
    /** GET /api/user/lessons */
    mine: ['lessons', 'mine'] as const,
    /** GET /api/coaches/:id/lessons */
    agenda: (coachId: number, from: string, to: string | null) => ['lessons', 'agenda', coachId, from, to] as const,
    /** GET /api/coaches/:id/availability */
    coachAvailability: (coachId: number) => ['lessons', 'coach-availability', coachId] as const,
    /** GET /api/admin/coaches */
    adminCoaches: ['lessons', 'admin-coaches'] as const,
  },
  /** GET /api/leagues */
  leagues: ['leagues'] as const,
  /** One league and its play, all under the 'leagues' prefix: invalidating queryKeys.leagues refreshes them all. */
  league: {
    detail: (id: number) => ['leagues', id] as const,
    participants: (id: number) => ['leagues', id, 'participants'] as const,
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
    leaderboard: (id: number) => ['leagues', id, 'leaderboard'] as const,
    resultsMail: (id: number) => ['leagues', id, 'results-mail'] as const,
    /** GET /api/admin/courses (under the prefix: a round created on a course makes it in use). */
    courses: ['leagues', 'courses'] as const,
    /** GET /api/user/leagues */
    mine: ['leagues', 'mine'] as const,
    /** GET /api/user/league-invitations */
    invitations: ['leagues', 'invitations'] as const,
  },
  /** GET /api/member/keypad-code */
  memberKeypadCode: ['member', 'keypad-code'] as const,
  admin: {
    /** GET /api/admin/users — every page shares this prefix. */
    users: ['admin', 'users'] as const,
    usersPage: (query: object) => ['admin', 'users', query] as const,
    /** GET /api/admin/all-bookings — every page and range shares this prefix. */
    bookings: ['admin', 'bookings'] as const,
    bookingsPage: (query: object) => ['admin', 'bookings', query] as const,
    /** GET /api/admin/utilisation — under the bookings prefix: a booking change changes it. */
    utilisation: (from: string, to: string) => ['admin', 'bookings', 'utilisation', from, to] as const,
    /** Demo requests: in progress, completed, and the database view's every submission. */
    contactSubmissions: ['admin', 'contact-submissions'] as const,
    demoRequests: (state: 'open' | 'completed', query: object) =>
      ['admin', 'contact-submissions', state, query] as const,
    allContactSubmissions: (query: object) => ['admin', 'contact-submissions', 'all', query] as const,
    /** GET /api/admin/keypad-code */
    keypadCode: ['admin', 'keypad-code'] as const,
    /** GET /api/admin/keypad-code/history */
    keypadHistory: ['admin', 'keypad-code', 'history'] as const,
    /** GET /api/admin/facility-settings */
    facilitySettings: ['admin', 'facility-settings'] as const,
    /** GET /api/facility's media, as the admin's Media section shows them. */
    facilityMedia: ['admin', 'facility-media'] as const,
    /** GET /api/admin/activity — every page and filter shares this prefix. */
    activity: ['admin', 'activity'] as const,
    activityPage: (query: object) => ['admin', 'activity', query] as const,
  },
  /** The front desk (docs/decisions/171-front-desk-app.md): its board is refreshed by the live events. */
  desk: {
    all: ['desk'] as const,
    /** GET /api/desk/board */
    board: ['desk', 'board'] as const,
    /** GET /api/desk/members?q= */
    members: (q: string) => ['desk', 'members', q] as const,
  },
  /** Shot data (docs/decisions/220-shot-data-import.md); `userId` null for the signed-in member's own. */
  shots: {
    all: ['shots'] as const,
    /** GET /api/user/shot-sessions */
    sessions: (userId: number | null) => ['shots', 'sessions', userId] as const,
    /** GET /api/user/shot-sessions/:id */
    session: (id: number) => ['shots', 'session', id] as const,
    /** GET /api/user/shot-settings (the signed-in user's own units) */
    settings: ['shots', 'settings'] as const,
    /** GET /api/user/shot-summary */
    summary: (userId: number | null, from: string | null, to: string | null, club: string | null) =>
      ['shots', 'summary', userId, from, to, club] as const,
  },
  /** GET /api/user/calendar-feed — its own key, not under the session's: it never outlives a sign-out. */
  calendarFeed: ['calendar-feed'] as const,
  /** POST /api/reset-password/check-token (a read, cached for the visit only). */
  resetToken: (token: string) => ['reset-password', 'token', token] as const,
} as const;
