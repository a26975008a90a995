// Every query key of the UI, in one module: each feature's queryOptions and every invalidation read their key
// from here, so two features that share a cache entry (GET /api/leagues for the booking page and the leagues
// screens; the member keypad code refreshed by the admin's change) name it the same way by construction.
// Keys are hierarchical: invalidating a prefix (e.g. queryKeys.bookings.all) refreshes everything under it.
// A domain module's keys are listed beside each other in query-keys/<domain>.ts and merged here
// (docs/decisions/232-leagues-as-one-domain-module.md): a new league read adds its key in query-keys/leagues.ts.
import { LEAGUE_QUERY_KEYS } from './query-keys/leagues';
import { SHOT_QUERY_KEYS } from './query-keys/shots';

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
  /** Coaching (docs/decisions/120-coaching-lessons.md): lesson bookings also change the bookings day grids. */
  coaching: {
    all: ['coaching'] as const,
    /** GET /api/coaches */
    coaches: ['coaching', 'coaches'] as const,
    /** GET /api/lessons/availability */
    availability: (date: string, durationMinutes: number, coachId: number | null) =>
      ['coaching', 'availability', date, durationMinutes, coachId] as const,
    /** GET /api/user/lessons */
    mine: ['coaching', 'mine'] as const,
    /** GET /api/coaches/:id/lessons */
    agenda: (coachId: number, from: string, to: string | null) => ['coaching', 'agenda', coachId, from, to] as const,
    /** GET /api/coaches/:id/availability */
    coachAvailability: (coachId: number) => ['coaching', 'coach-availability', coachId] as const,
    /** GET /api/admin/coaches */
    adminCoaches: ['coaching', 'admin-coaches'] as const,
  },
  ...LEAGUE_QUERY_KEYS,
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
    /** GET /api/admin/insights and its lists — under the bookings prefix: a booking change changes them. */
    insights: (from: string, to: string) => ['admin', 'bookings', 'insights', from, to] as const,
    /** GET /api/admin/revenue (docs/decisions/302-revenue-from-the-ledger.md) */
    revenue: (from: string, to: string) => ['admin', 'revenue', from, to] as const,
    insightsList: (query: Record<string, string | number | undefined>) =>
      ['admin', 'bookings', 'insights-list', query] as const,
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
    /** GET /api/admin/bays/:bayId/device-keys (docs/decisions/240-bay-agent-and-device-keys.md) */
    bayKeys: (bayId: number) => ['admin', 'bay-keys', bayId] as const,
    /** GET /api/facility's media, as the admin's Media section shows them. */
    facilityMedia: ['admin', 'facility-media'] as const,
    /** GET /api/admin/activity — every page and filter shares this prefix. */
    activity: ['admin', 'activity'] as const,
    activityPage: (query: object) => ['admin', 'activity', query] as const,
  },
  /** The front desk (docs/decisions/171-front-desk-app.md): its board is refreshed by the live events. */
  desk: {
    all: ['desk'] as const,
    /** GET /api/desk/board — today's; invalidating it refreshes every day's (boardOn) too. */
    board: ['desk', 'board'] as const,
    /** GET /api/desk/board?date= — another day's (the till's picker). */
    boardOn: (date: string) => ['desk', 'board', date] as const,
    /** GET /api/desk/bookings/:id — the booking dialog's details (every one under `bookings`). */
    bookings: ['desk', 'booking'] as const,
    booking: (id: number) => ['desk', 'booking', id] as const,
    /** GET /api/desk/members?q=&who= — members (a walk-in's), or every account (the till's dues). */
    members: (q: string, who: 'members' | 'accounts' = 'members') => ['desk', 'members', who, q] as const,
    /** GET /api/desk/bay-shots?bayId&date (shots nobody booked) */
    bayShots: (bayId: number, date: string) => ['desk', 'bay-shots', bayId, date] as const,
    /** GET /api/desk/bay-agents (each bay agent's health line, docs/decisions/423-bay-agent-health-line.md) */
    bayAgents: ['desk', 'bay-agents'] as const,
    /** GET /api/desk/till?date and GET /api/desk/payments?date (docs/decisions/260-payments-ledger.md) */
    till: (date: string) => ['desk', 'till', date] as const,
    payments: (date: string) => ['desk', 'payments', date] as const,
    /** GET /api/desk/league-buy-ins?date (docs/decisions/491-league-money-on-the-night.md) */
    leagueBuyIns: (date: string) => ['desk', 'league-buy-ins', date] as const,
    /** GET /api/desk/bookings/:id/lesson: a lesson's price and payment (docs/decisions/303-lesson-prices-and-payment.md) */
    lesson: (bookingId: number) => ['desk', 'lesson', bookingId] as const,
  },
  /** Membership dues (docs/decisions/301-membership-dues.md): GET /api/dues/:id, GET /api/account/dues. */
  dues: {
    all: ['dues'] as const,
    of: (userId: number) => ['dues', 'member', userId] as const,
    mine: ['dues', 'mine'] as const,
  },
  /** Account credit (docs/decisions/412-account-credit.md): GET /api/account/credit, GET /api/desk/users/:id/credit. */
  credit: {
    all: ['credit'] as const,
    mine: ['credit', 'mine'] as const,
    of: (userId: number) => ['credit', 'member', userId] as const,
  },
  ...SHOT_QUERY_KEYS,
  /** GET /api/user/calendar-feed — its own key, not under the session's: it never outlives a sign-out. */
  calendarFeed: ['calendar-feed'] as const,
  /** GET /api/user/lesson-reminders — the day-before lesson reminder e-mail, on or off. */
  lessonReminders: ['lesson-reminders'] as const,
  /** GET /api/user/second-factor — an admin's two-step sign-in and re-authentication (decision 287). */
  secondFactor: ['second-factor'] as const,
  /** POST /api/reset-password/check-token (a read, cached for the visit only). */
  resetToken: (token: string) => ['reset-password', 'token', token] as const,
} as const;
