// The ONE API contract: every route of the API with its method, path, who may call it (a policy capability),
// its request schemas and its response schema (create-t3-turbo's shared RouterOutputs, as a typed route table).
// The server mounts its handlers from these entries (apps/server/src/http/contract-route.ts: guard, parse,
// send a value of the response type), and the UI's client calls them (packages/ui/src/lib/api-client.ts:
// validates every response), so neither side can add or drop a field the other does not know about
// (docs/decisions/086-api-contract-and-error-codes.md). Path parameters (`:id`) are positive integer ids, except
// the ones a route names in `textParams` (a calendar feed's secret, docs/decisions/203-calendar-feed.md).
// A domain module owns its slice (leagues/contract.ts, shots/contract.ts, payments/contract.ts): this root merges them with the routes
// that have no module of their own yet, so each slice can also be read alone
// (docs/decisions/232-leagues-as-one-domain-module.md). What a route is: route.ts.
import { z } from './zod';
import { CREATED, defineRoute, NO_CONTENT, OK, type RouteDefinition } from './route';
import { LEAGUE_API } from './leagues/contract';
import { SHOTS_API } from './shots/contract';
import { INSIGHTS_API } from './insights/contract';
import { PAYMENTS_API } from './payments/contract';
import { messageResponseSchema } from './schemas/common';
import { facilitySettingsPatchSchema, facilitySettingsSchema, publicFacilitySchema } from './schemas/facility';
import { facilityMediaSchema, MAX_VIDEO_BYTES } from './schemas/facility-media';
import { calendarFeedSchema } from './schemas/calendar-feed';
import {
  arrivalSchema,
  deskBoardSchema,
  deskMemberSchema,
  deskMembersQuerySchema,
  deskOccupancySchema,
  walkInSchema,
} from './schemas/desk';
import {
  adminBookingSchema,
  bookingSchema,
  bookingsQuerySchema,
  joinWaitlistSchema,
  waitlistEntrySchema,
  createBookingSchema,
  dayBookingSchema,
  myBookingSchema,
  myBookingsQuerySchema,
  simulatorSchema,
} from './schemas/booking';
import { contactFormSchema, contactMemberStatusSchema, contactSubmissionSchema } from './schemas/contact';
import {
  adminBookingsQuerySchema,
  adminUsersQuerySchema,
  bookingsPageSchema,
  contactSubmissionsPageSchema,
  contactSubmissionsQuerySchema,
  usersPageSchema,
  utilisationQuerySchema,
  utilisationSchema,
  type ExportTable,
} from './schemas/admin';
import {
  keypadCodeResponseSchema,
  keypadCodeUpdatedSchema,
  keypadCodeUpdateSchema,
  keypadHistorySchema,
} from './schemas/keypad';
import { activityExportQuerySchema, activityPageSchema, activityQuerySchema } from './schemas/activity';
import { cancelMembershipSchema, membershipRequestSchema } from './schemas/membership-request';
import {
  checkResetTokenResponseSchema,
  checkResetTokenSchema,
  forgotPasswordSchema,
  resetPasswordBodySchema,
  resetRequestAnswerSchema,
  resetSuccessSchema,
  verifyResetSchema,
} from './schemas/password-reset';
import { performanceReportSchema } from './schemas/report';
import {
  adminBookLessonSchema,
  adminCoachSchema,
  bookLessonSchema,
  coachAvailabilitySchema,
  coachLessonSchema,
  coachLessonsQuerySchema,
  coachSummarySchema,
  coachToggleSchema,
  lessonAvailabilityQuerySchema,
  lessonAvailabilitySchema,
  lessonOutcomeSchema,
  myLessonSchema,
  myLessonsQuerySchema,
  timeOffBodySchema,
  timeOffSchema,
  weeklyHoursSchema,
} from './schemas/lesson';
import {
  addMemberSchema,
  adminToggleSchema,
  signedOutOthersSchema,
  frontDeskToggleSchema,
  personNameUpdateSchema,
  loginSchema,
  membershipToggleSchema,
  profileUpdateSchema,
  registerPayloadSchema,
  userSchema,
  verifyEmailSchema,
} from './schemas/user';

export const API = {
  session: {
    /** docs/requirements.md#api-conventions: the signed-in user; clients read 401 as "signed out". */
    current: defineRoute({
      method: 'GET',
      path: '/api/user',
      access: 'account:manage',
      response: userSchema,
      status: OK,
    }),
    login: defineRoute({
      method: 'POST',
      path: '/api/login',
      access: 'public',
      body: loginSchema,
      response: userSchema,
      status: OK,
    }),
    register: defineRoute({
      method: 'POST',
      path: '/api/register',
      access: 'public',
      body: registerPayloadSchema,
      response: userSchema,
      status: CREATED,
    }),
    logout: defineRoute({
      method: 'POST',
      path: '/api/logout',
      access: 'public',
      response: messageResponseSchema,
      status: OK,
    }),
    /** Ends every other session of the signed-in user (the account page's "Sign out other devices"). */
    signOutOtherDevices: defineRoute({
      method: 'POST',
      path: '/api/user/sign-out-other-devices',
      access: 'account:manage',
      response: signedOutOthersSchema,
      status: OK,
    }),
  },
  passwordReset: {
    request: defineRoute({
      method: 'POST',
      path: '/api/reset-password/request',
      access: 'public',
      body: forgotPasswordSchema,
      response: resetRequestAnswerSchema,
      status: OK,
    }),
    verify: defineRoute({
      method: 'POST',
      path: '/api/reset-password/verify',
      access: 'public',
      body: verifyResetSchema,
      response: resetSuccessSchema,
      status: OK,
    }),
    reset: defineRoute({
      method: 'POST',
      path: '/api/reset-password/reset',
      access: 'public',
      body: resetPasswordBodySchema,
      response: resetSuccessSchema,
      status: OK,
    }),
    checkToken: defineRoute({
      method: 'POST',
      path: '/api/reset-password/check-token',
      access: 'public',
      body: checkResetTokenSchema,
      response: checkResetTokenResponseSchema,
      status: OK,
    }),
  },
  account: {
    updateProfile: defineRoute({
      method: 'PATCH',
      path: '/api/user/profile',
      access: 'account:manage',
      body: profileUpdateSchema,
      response: userSchema,
      status: OK,
    }),
    performanceReport: defineRoute({
      method: 'GET',
      path: '/api/user/performance-report',
      access: 'member:features',
      response: performanceReportSchema,
      status: OK,
    }),
  },
  membership: {
    request: defineRoute({
      method: 'POST',
      path: '/api/membership-request',
      access: 'account:manage',
      body: membershipRequestSchema,
      response: messageResponseSchema,
      status: CREATED,
    }),
    /** 201 when recorded, 200 when one was already recorded in the last 30 days. */
    cancel: defineRoute({
      method: 'POST',
      path: '/api/user/cancel-membership',
      access: 'account:manage',
      body: cancelMembershipSchema,
      response: messageResponseSchema,
      status: [201, 200],
    }),
  },
  bays: {
    list: defineRoute({
      method: 'GET',
      path: '/api/simulators',
      access: 'member:features',
      response: z.array(simulatorSchema),
      status: OK,
    }),
  },
  keypad: {
    /** null when no code was ever set (the dialog shows 'Code not available'). */
    current: defineRoute({
      method: 'GET',
      path: '/api/member/keypad-code',
      access: 'member:features',
      response: keypadCodeResponseSchema,
      status: OK,
    }),
    adminCurrent: defineRoute({
      method: 'GET',
      path: '/api/admin/keypad-code',
      access: 'admin:keypad',
      response: keypadCodeResponseSchema,
      status: OK,
    }),
    adminUpdate: defineRoute({
      method: 'POST',
      path: '/api/admin/keypad-code',
      access: 'admin:keypad',
      body: keypadCodeUpdateSchema,
      response: keypadCodeUpdatedSchema,
      status: OK,
    }),
    /** Who changed the code and when, newest first, each code masked to its last character. */
    adminHistory: defineRoute({
      method: 'GET',
      path: '/api/admin/keypad-code/history',
      access: 'admin:keypad',
      response: keypadHistorySchema,
      status: OK,
    }),
  },
  bookings: {
    /** The day grid: when bays are taken, never by whom. */
    listDay: defineRoute({
      method: 'GET',
      path: '/api/bookings',
      access: 'member:features',
      query: bookingsQuerySchema,
      response: z.array(dayBookingSchema),
      status: OK,
    }),
    create: defineRoute({
      method: 'POST',
      path: '/api/bookings',
      access: 'member:features',
      body: createBookingSchema,
      response: bookingSchema,
      status: CREATED,
    }),
    /**
     * Own bookings need only a session (decision 021): a lapsed member still sees and releases theirs. Bounded
     * (decision 154): from today on in full plus the latest page of earlier ones; `cursor` asks for the next
     * page of earlier ones.
     */
    listMine: defineRoute({
      method: 'GET',
      path: '/api/user/bookings',
      access: 'account:manage',
      query: myBookingsQuerySchema,
      response: z.array(myBookingSchema),
      status: OK,
    }),
    /**
     * A member moves one of their own future bookings to another date, time or bay in one step, under the same
     * rules and lock as booking (docs/decisions/131-members-move-their-bookings.md). Moving takes a new time, so
     * it needs member features, unlike cancelling.
     */
    moveOwn: defineRoute({
      method: 'PATCH',
      path: '/api/bookings/:id',
      access: 'member:features',
      body: createBookingSchema,
      response: bookingSchema,
      status: OK,
    }),
    cancelOwn: defineRoute({
      method: 'DELETE',
      path: '/api/bookings/:id',
      access: 'account:manage',
      response: null,
      status: NO_CONTENT,
    }),
    /**
     * Paged, filtered by date range, member and bay, searchable: never every row, which at 200 000 bookings was tens
     * of megabytes a request (docs/decisions/100-admin-lists-paging-and-exports.md).
     */
    listAll: defineRoute({
      method: 'GET',
      path: '/api/admin/all-bookings',
      access: 'desk:bookings',
      query: adminBookingsQuerySchema,
      response: bookingsPageSchema,
      status: OK,
    }),
    /** Booked minutes and share of both bays per day (the daily chart), at most 31 days. */
    utilisation: defineRoute({
      method: 'GET',
      path: '/api/admin/utilisation',
      access: 'desk:bookings',
      query: utilisationQuerySchema,
      response: utilisationSchema,
      status: OK,
    }),
    staffCreate: defineRoute({
      method: 'POST',
      path: '/api/admin/bookings',
      access: 'desk:bookings',
      body: adminBookingSchema,
      response: bookingSchema,
      status: CREATED,
    }),
    staffUpdate: defineRoute({
      method: 'PATCH',
      path: '/api/admin/bookings/:id',
      access: 'desk:bookings',
      body: adminBookingSchema,
      response: bookingSchema,
      status: OK,
    }),
    staffDelete: defineRoute({
      method: 'DELETE',
      path: '/api/admin/bookings/:id',
      access: 'desk:bookings',
      response: null,
      status: NO_CONTENT,
    }),
  },
  /** "Notify me" when a full slot frees up (docs/decisions/134-full-slot-waitlist.md): e-mails, never books. */
  waitlist: {
    join: defineRoute({
      method: 'POST',
      path: '/api/waitlist',
      access: 'member:features',
      body: joinWaitlistSchema,
      response: waitlistEntrySchema,
      status: CREATED,
    }),
    /** Own entries still ahead, like own bookings: a session is enough. */
    listMine: defineRoute({
      method: 'GET',
      path: '/api/waitlist',
      access: 'account:manage',
      response: z.array(waitlistEntrySchema),
      status: OK,
    }),
    leave: defineRoute({
      method: 'DELETE',
      path: '/api/waitlist/:id',
      access: 'account:manage',
      response: null,
      status: NO_CONTENT,
    }),
  },
  ...LEAGUE_API,
  coaching: {
    /** The coaches members may book. */
    coaches: defineRoute({
      method: 'GET',
      path: '/api/coaches',
      access: 'member:features',
      response: z.array(coachSummarySchema),
      status: OK,
    }),
    /** Start times where a coach (the given one, or any) teaches and a bay is free. */
    availability: defineRoute({
      method: 'GET',
      path: '/api/lessons/availability',
      access: 'member:features',
      query: lessonAvailabilityQuerySchema,
      response: lessonAvailabilitySchema,
      status: OK,
    }),
    book: defineRoute({
      method: 'POST',
      path: '/api/lessons',
      access: 'member:features',
      body: bookLessonSchema,
      response: myLessonSchema,
      status: CREATED,
    }),
    /**
     * Own lessons need only a session, like own bookings (a lapsed member still sees notes and cancels). Bounded
     * (decision 180): from today on in full plus the latest page of earlier ones; with `?cursor=` only the page of
     * earlier ones.
     */
    listMine: defineRoute({
      method: 'GET',
      path: '/api/user/lessons',
      access: 'account:manage',
      query: myLessonsQuerySchema,
      response: z.array(myLessonSchema),
      status: OK,
    }),
    cancelOwn: defineRoute({
      method: 'DELETE',
      path: '/api/lessons/:id',
      access: 'account:manage',
      response: null,
      status: NO_CONTENT,
    }),
    /** A coach's lessons from `from` (to `to`): the coach's own, or any coach's for admins. */
    coachAgenda: defineRoute({
      method: 'GET',
      path: '/api/coaches/:id/lessons',
      access: 'coach:screens',
      query: coachLessonsQuerySchema,
      response: z.array(coachLessonSchema),
      status: OK,
    }),
    /** The lesson's coach (or an admin) marks it completed / no-show and writes notes for the member. */
    recordOutcome: defineRoute({
      method: 'PATCH',
      path: '/api/lessons/:id/outcome',
      access: 'coach:screens',
      body: lessonOutcomeSchema,
      response: coachLessonSchema,
      status: OK,
    }),
    coachAvailability: defineRoute({
      method: 'GET',
      path: '/api/coaches/:id/availability',
      access: 'coach:screens',
      response: coachAvailabilitySchema,
      status: OK,
    }),
    setWeeklyHours: defineRoute({
      method: 'PUT',
      path: '/api/coaches/:id/hours',
      access: 'coach:screens',
      body: weeklyHoursSchema,
      response: coachAvailabilitySchema,
      status: OK,
    }),
    addTimeOff: defineRoute({
      method: 'POST',
      path: '/api/coaches/:id/time-off',
      access: 'coach:screens',
      body: timeOffBodySchema,
      response: timeOffSchema,
      status: CREATED,
    }),
    removeTimeOff: defineRoute({
      method: 'DELETE',
      path: '/api/coaches/:id/time-off/:timeOffId',
      access: 'coach:screens',
      response: null,
      status: NO_CONTENT,
    }),
    adminCoaches: defineRoute({
      method: 'GET',
      path: '/api/admin/coaches',
      access: 'admin:screens',
      response: z.array(adminCoachSchema),
      status: OK,
    }),
    adminBook: defineRoute({
      method: 'POST',
      path: '/api/admin/lessons',
      access: 'admin:screens',
      body: adminBookLessonSchema,
      response: coachLessonSchema,
      status: CREATED,
    }),
    /** Admins cancel any lesson that has not started, without the member's 24-hour cut-off. */
    adminCancel: defineRoute({
      method: 'DELETE',
      path: '/api/admin/lessons/:id',
      access: 'admin:screens',
      response: null,
      status: NO_CONTENT,
    }),
  },
  members: {
    /** Paged and searchable, never every account at once (docs/decisions/100-admin-lists-paging-and-exports.md). */
    list: defineRoute({
      method: 'GET',
      path: '/api/admin/users',
      access: 'admin:users',
      query: adminUsersQuerySchema,
      response: usersPageSchema,
      status: OK,
    }),
    /** Creates a member account and e-mails a link to set a password; the message is shown as is. */
    addMember: defineRoute({
      method: 'POST',
      path: '/api/admin/add-member',
      access: 'admin:users',
      body: addMemberSchema,
      response: messageResponseSchema,
      status: CREATED,
    }),
    /** Never user 1, never yourself; future bookings are released, past ones kept (decision 101). */
    remove: defineRoute({
      method: 'DELETE',
      path: '/api/admin/users/:id',
      access: 'admin:users',
      response: null,
      status: NO_CONTENT,
    }),
    setMembership: defineRoute({
      method: 'PATCH',
      path: '/api/admin/users/:id/membership',
      access: 'admin:users',
      body: membershipToggleSchema,
      response: userSchema,
      status: OK,
    }),
    setAdmin: defineRoute({
      method: 'PATCH',
      path: '/api/admin/users/:id/admin',
      access: 'admin:users',
      body: adminToggleSchema,
      response: userSchema,
      status: OK,
    }),
    /** The member's display name ('' removes it), as the member sets it on their profile. */
    setName: defineRoute({
      method: 'PATCH',
      path: '/api/admin/users/:id/name',
      access: 'admin:users',
      body: personNameUpdateSchema,
      response: userSchema,
      status: OK,
    }),
    setFrontDesk: defineRoute({
      method: 'PATCH',
      path: '/api/admin/users/:id/front-desk',
      access: 'admin:users',
      body: frontDeskToggleSchema,
      response: userSchema,
      status: OK,
    }),
    /**
     * Make or unmake a coach. A coach with lessons ahead keeps the role (409) until they are cancelled, or members
     * would hold lessons with someone who can no longer see them (docs/decisions/120-coaching-lessons.md).
     */
    setCoach: defineRoute({
      method: 'PATCH',
      path: '/api/admin/users/:id/coach',
      access: 'admin:users',
      body: coachToggleSchema,
      response: userSchema,
      status: OK,
    }),
  },
  demoRequests: {
    submit: defineRoute({
      method: 'POST',
      path: '/api/contact',
      access: 'public',
      body: contactFormSchema,
      response: messageResponseSchema,
      status: CREATED,
    }),
    /** In progress (not read yet), oldest first. */
    listOpen: defineRoute({
      method: 'GET',
      path: '/api/admin/demo-requests',
      access: 'desk:demo-requests',
      query: contactSubmissionsQuerySchema,
      response: contactSubmissionsPageSchema,
      status: OK,
    }),
    listCompleted: defineRoute({
      method: 'GET',
      path: '/api/admin/completed-demo-requests',
      access: 'desk:demo-requests',
      query: contactSubmissionsQuerySchema,
      response: contactSubmissionsPageSchema,
      status: OK,
    }),
    /** 'Mark as Completed', and opening the full message (docs/requirements.md#states). */
    markRead: defineRoute({
      method: 'PATCH',
      path: '/api/admin/contact-submissions/:id/read',
      access: 'desk:demo-requests',
      response: contactSubmissionSchema,
      status: OK,
    }),
    setMemberStatus: defineRoute({
      method: 'PATCH',
      path: '/api/admin/contact-submissions/:id/member-status',
      access: 'desk:demo-requests',
      body: contactMemberStatusSchema,
      response: contactSubmissionSchema,
      status: OK,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: '/api/admin/contact-submissions/:id',
      access: 'desk:demo-requests',
      response: null,
      status: NO_CONTENT,
    }),
  },
  /**
   * The front desk (docs/decisions/171-front-desk-app.md): front-desk staff during staffed hours, and admins at
   * any hour (the capability's staffed-hours rule, policy.ts).
   */
  desk: {
    /** Today's board: every occupancy of today with who holds it, and the day's leagues. */
    board: defineRoute({
      method: 'GET',
      path: '/api/desk/board',
      access: 'desk:bookings',
      response: deskBoardSchema,
      status: OK,
    }),
    /** Server-sent events: `change` (with the dates) whenever a bay's occupancy changes anywhere; no names. */
    events: defineRoute({
      method: 'GET',
      path: '/api/desk/events',
      access: 'desk:bookings',
      response: null,
      status: OK,
      produces: 'text/event-stream',
    }),
    /** A walk-in starting now or at the next half hour, for a guest or a member (all bay rules apply). */
    walkIn: defineRoute({
      method: 'POST',
      path: '/api/desk/walk-ins',
      access: 'desk:bookings',
      body: walkInSchema,
      response: deskOccupancySchema,
      status: CREATED,
    }),
    /** Check in (or undo) the person holding a bay today. */
    arrival: defineRoute({
      method: 'PUT',
      path: '/api/desk/bookings/:id/arrival',
      access: 'desk:bookings',
      body: arrivalSchema,
      response: deskOccupancySchema,
      status: OK,
    }),
    /** Members by name or e-mail, for a member's walk-in. */
    members: defineRoute({
      method: 'GET',
      path: '/api/desk/members',
      access: 'desk:bookings',
      query: deskMembersQuerySchema,
      response: z.array(deskMemberSchema),
      status: OK,
    }),
  },
  exports: {
    /** The database view's Contact Submissions tab. */
    contactSubmissions: defineRoute({
      method: 'GET',
      path: '/api/admin/all-contact-submissions',
      access: 'admin:screens',
      query: contactSubmissionsQuerySchema,
      response: contactSubmissionsPageSchema,
      status: OK,
    }),
    /** Streamed CSV of a whole table (UTF-8 BOM, RFC 4180, formula-safe); 404 'No data to export' when empty. */
    exportUsers: defineRoute({
      method: 'GET',
      path: '/api/admin/export/users',
      access: 'admin:screens',
      response: null,
      status: OK,
      produces: 'text/csv',
    }),
    exportBookings: defineRoute({
      method: 'GET',
      path: '/api/admin/export/bookings',
      access: 'admin:screens',
      response: null,
      status: OK,
      produces: 'text/csv',
    }),
    exportContactSubmissions: defineRoute({
      method: 'GET',
      path: '/api/admin/export/contact-submissions',
      access: 'admin:screens',
      response: null,
      status: OK,
      produces: 'text/csv',
    }),
  },
  /** The activity log (docs/decisions/103-activity-log.md): read-only; no route edits or deletes an entry. */
  activity: {
    /** Newest first, filtered by actor, action and facility dates, paged. */
    list: defineRoute({
      method: 'GET',
      path: '/api/admin/activity',
      access: 'admin:screens',
      query: activityQuerySchema,
      response: activityPageSchema,
      status: OK,
    }),
    /** Streamed CSV of the filtered log, like the database view's exports; 404 'No data to export' when empty. */
    export: defineRoute({
      method: 'GET',
      path: '/api/admin/export/activity',
      access: 'admin:screens',
      query: activityExportQuerySchema,
      response: null,
      status: OK,
      produces: 'text/csv',
    }),
  },
  /**
   * The facility's own facts, kept by its admins (docs/decisions/228-facility-settings-in-the-database.md): anyone
   * reads the public part; admins read and change every field.
   */
  facility: {
    /** Public facts, media, bays and booking rules; answered with the version as its ETag (304 when unchanged). */
    current: defineRoute({
      method: 'GET',
      path: '/api/facility',
      access: 'public',
      response: publicFacilitySchema,
      status: OK,
    }),
    adminSettings: defineRoute({
      method: 'GET',
      path: '/api/admin/facility-settings',
      access: 'admin:facility',
      response: facilitySettingsSchema,
      status: OK,
    }),
    /** Any of the fields; a save against an older `version` than the stored one is refused (STALE_VERSION, 409). */
    adminUpdate: defineRoute({
      method: 'PATCH',
      path: '/api/admin/facility-settings',
      access: 'admin:facility',
      body: facilitySettingsPatchSchema,
      response: facilitySettingsSchema,
      status: OK,
    }),
    /**
     * Replaces one of the landing page's media (`slot`: heroVideo, heroPoster, aboutImageSimulator,
     * aboutImageFitness) with the uploaded `file` (docs/decisions/230-more-facility-settings.md); answers the media.
     */
    uploadMedia: defineRoute({
      method: 'POST',
      path: '/api/admin/facility-media/:slot',
      access: 'admin:facility',
      textParams: ['slot'],
      consumes: {
        type: 'multipart/form-data',
        maxFiles: 1,
        maxFileBytes: MAX_VIDEO_BYTES,
        tooLargeCode: 'VALIDATION_FAILED',
      },
      response: facilityMediaSchema,
      status: OK,
    }),
    /** Puts the shipped file back in `slot`; answers the media. */
    resetMedia: defineRoute({
      method: 'DELETE',
      path: '/api/admin/facility-media/:slot',
      access: 'admin:facility',
      textParams: ['slot'],
      response: facilityMediaSchema,
      status: OK,
    }),
  },
  /**
   * A member's or coach's private calendar feed (docs/decisions/203-calendar-feed.md): their bookings, lessons and
   * league nights as an iCalendar file that calendar programs subscribe to by its secret address.
   */
  /**
   * E-mail verification (docs/decisions/207-email-verification-and-identities.md): a signed link is e-mailed at
   * registration and after every change of address; opening it verifies the account's current address.
   */
  emailVerification: {
    /** The link's page posts its token; no session needed (the link may be opened on another device). */
    verify: defineRoute({
      method: 'POST',
      path: '/api/email-verification',
      access: 'public',
      body: verifyEmailSchema,
      response: messageResponseSchema,
      status: OK,
    }),
    /** Sends the signed-in person a new link for their current address. */
    resend: defineRoute({
      method: 'POST',
      path: '/api/user/email-verification',
      access: 'account:manage',
      response: null,
      status: NO_CONTENT,
    }),
  },
  calendarFeed: {
    /** The feed's address; the first call makes it. */
    current: defineRoute({
      method: 'GET',
      path: '/api/user/calendar-feed',
      access: 'calendar:feed',
      response: calendarFeedSchema,
      status: OK,
    }),
    /** A new address; the old one answers 404 from this moment. */
    reset: defineRoute({
      method: 'POST',
      path: '/api/user/calendar-feed/reset',
      access: 'calendar:feed',
      response: calendarFeedSchema,
      status: OK,
    }),
    /** The feed itself, for calendar programs (no session): found by its secret alone, an unknown one 404. */
    feed: defineRoute({
      method: 'GET',
      path: '/api/calendar/:secret.ics',
      access: 'public',
      textParams: ['secret'],
      response: null,
      status: OK,
      produces: 'text/calendar',
    }),
  },
  ...SHOTS_API,
  ...INSIGHTS_API,
  ...PAYMENTS_API,
} as const;

/**
 * The database view's exports by table: the one list the server answers, the web app downloads and the desk saves
 * through its native dialog (docs/decisions/176-desk-exports-native-save.md).
 */
export const DATABASE_EXPORTS = {
  users: API.exports.exportUsers,
  bookings: API.exports.exportBookings,
  'contact-submissions': API.exports.exportContactSubmissions,
} as const satisfies Record<ExportTable, RouteDefinition>;

/** Every route of the contract, flat (for tests and documentation). */
export const API_ROUTES: readonly RouteDefinition[] = Object.values(API).flatMap((group) =>
  Object.values(group as Record<string, RouteDefinition>),
);
