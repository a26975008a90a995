// The activity log (docs/decisions/135-every-staff-write-in-the-activity-log.md): every staff write recorded with who, what, target,
// before/after and when, in the same transaction as the write. Admins read it page by page, filtered by actor,
// action and facility dates, and export it as CSV. Nothing edits or deletes an entry.
import { z } from '../zod';
import { addDaysToDateString, facilityInstant, facilityToday } from '../time';
import { formatDateShort, formatTimeRange } from '../time-format';
import { dateStringField } from './common';
import { pageField, pageSchema, pageSizeField } from './admin';
import type { Occupancy } from './staff-booking';

/** What was done. The prefix names the kind of thing it was done to. */
export const ACTIVITY_ACTIONS = [
  'user.membership',
  'user.admin',
  'user.coach',
  'user.front-desk',
  'user.name',
  'user.added',
  'user.deleted',
  'keypad.changed',
  'booking.created',
  'booking.moved',
  'booking.deleted',
  'walk-in.created',
  'booking.checked-in',
  'booking.check-in-undone',
  'booking.no-show',
  'booking.no-show-undone',
  'demo-request.read',
  'demo-request.member-status',
  'demo-request.deleted',
  'demo-request.booked',
  'league.created',
  'league.updated',
  'league.deleted',
  'league.participant-added',
  'league.participant-removed',
  'league.round-created',
  'league.round-updated',
  'league.round-deleted',
  'league.scores-saved',
  'league.pairings-saved',
  'league.score-created',
  'league.score-updated',
  'league.score-deleted',
  'league.night-updated',
  'league.handicap-set',
  'league.absence-set',
  'league.side-games-saved',
  'league.flights-set',
  'league.sides-set',
  'league.participant-withdrawn',
  'league.organiser-granted',
  'league.organiser-revoked',
  'course.created',
  'course.updated',
  'course.deleted',
  'lesson.booked',
  'lesson.cancelled',
  'lesson.outcome',
  'coach.hours',
  'coach.time-off-added',
  'coach.time-off-removed',
  'coach.lesson-price',
  'facility.settings-changed',
  'facility.media-changed',
  'bay-key.issued',
  'bay-key.revoked',
  'bay-shots.given',
  'payment.recorded',
  'payment.refunded',
  'payment.refunded-online',
  'payment.dues-link-sent',
  'payment.dues-cancellation',
  'payment.rental-rates',
  'payment.fee-policy',
  'payment.fee-waived',
  'payment.fee-charged',
  'payment.till-closed',
  'payment.league-payouts',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How each action reads on the screen and in the export. */
export const ACTIVITY_ACTION_LABELS = {
  'user.membership': 'Membership switched',
  'user.admin': 'Admin switched',
  'user.coach': 'Coach switched',
  'user.front-desk': 'Front desk switched',
  'user.name': 'Name changed',
  'user.added': 'Member added',
  'user.deleted': 'User deleted',
  'keypad.changed': 'Keypad code changed',
  'booking.created': 'Booking created',
  'booking.moved': 'Booking changed',
  'booking.deleted': 'Booking deleted',
  'walk-in.created': 'Walk-in booked',
  'booking.checked-in': 'Checked in',
  'booking.check-in-undone': 'Check-in undone',
  'booking.no-show': 'Marked a no-show',
  'booking.no-show-undone': 'No-show mark taken back',
  'demo-request.read': 'Demo request completed',
  'demo-request.member-status': 'Demo request member status',
  'demo-request.deleted': 'Demo request deleted',
  'demo-request.booked': 'Free demo booked',
  'league.created': 'League created',
  'league.updated': 'League updated',
  'league.deleted': 'League deleted',
  'league.participant-added': 'League participant added',
  'league.participant-removed': 'League participant removed',
  'league.round-created': 'League round created',
  'league.round-updated': 'League round changed',
  'league.round-deleted': 'League round deleted',
  'league.scores-saved': 'League score sheet saved',
  'league.pairings-saved': 'League pairings saved',
  'league.score-created': 'League score entered',
  'league.score-updated': 'League score changed',
  'league.score-deleted': 'League score deleted',
  'league.night-updated': 'League handicap and skins settings changed',
  'league.handicap-set': 'League handicap set',
  'league.absence-set': 'League player marked did not play (or unmarked)',
  'league.side-games-saved': 'League side-game distances entered',
  'league.flights-set': 'League flights set',
  'league.sides-set': 'League sides set',
  'league.participant-withdrawn': 'League participant withdrawn',
  'league.organiser-granted': 'League organiser given',
  'league.organiser-revoked': 'League organiser taken back',
  'course.created': 'Course added',
  'course.updated': 'Course changed',
  'course.deleted': 'Course deleted',
  'lesson.booked': 'Lesson booked for a member',
  'lesson.cancelled': 'Lesson canceled by staff',
  'lesson.outcome': 'Lesson outcome or notes',
  'coach.hours': 'Coach weekly hours changed',
  'coach.time-off-added': 'Coach time off added',
  'coach.time-off-removed': 'Coach time off removed',
  'coach.lesson-price': 'Coach lesson price changed',
  'facility.settings-changed': 'Facility settings changed',
  'facility.media-changed': 'Facility media changed',
  'bay-key.issued': 'Bay device key issued',
  'bay-key.revoked': 'Bay device key revoked',
  'bay-shots.given': 'Bay shots given to a member',
  'payment.recorded': 'Payment recorded at the desk',
  'payment.refunded': 'Payment refunded at the desk',
  'payment.refunded-online': 'Payment refunded through Stripe',
  'payment.dues-link-sent': 'Dues payment link sent',
  'payment.dues-cancellation': 'Dues cancellation recorded',
  'payment.rental-rates': 'Guest rental rates changed',
  'payment.fee-policy': 'No-show and late-cancel fees changed',
  'payment.fee-waived': 'Fee waived',
  'payment.fee-charged': 'Fee charged to the card on file',
  'payment.till-closed': "Day's till closed",
  'payment.league-payouts': 'League night paid out',
} as const satisfies Record<ActivityAction, string>;

/** The kind of thing an action is done to: the part of its name before the dot. */
type KindOf<A> = A extends `${infer K}.${string}` ? K : never;
type ActivityActionKind = KindOf<ActivityAction>;

/** Which group of the screen's Action filter each kind of action is listed in. */
const ACTION_GROUP_OF = {
  user: 'Users and keypad',
  keypad: 'Users and keypad',
  booking: 'Bookings and front desk',
  'walk-in': 'Bookings and front desk',
  'demo-request': 'Demo requests',
  league: 'Leagues',
  course: 'Leagues',
  lesson: 'Lessons and coaches',
  coach: 'Lessons and coaches',
  facility: 'Facility settings',
  'bay-key': 'Facility settings',
  'bay-shots': 'Bookings and front desk',
  payment: 'Payments',
} as const satisfies Record<ActivityActionKind, string>;

const kindOf = (action: ActivityAction) => action.slice(0, action.indexOf('.')) as ActivityActionKind;

/**
 * The actions as the screen's Action filter groups them, in the order above
 * (docs/decisions/135-every-staff-write-in-the-activity-log.md).
 */
export const ACTIVITY_ACTION_GROUPS: ReadonlyArray<{ label: string; actions: readonly ActivityAction[] }> = [
  ...new Set(Object.values(ACTION_GROUP_OF)),
].map((label) => ({ label, actions: ACTIVITY_ACTIONS.filter((a) => ACTION_GROUP_OF[kindOf(a)] === label) }));

export const ACTIVITY_TARGET_TYPES = [
  'user',
  'keypad',
  'booking',
  'demo-request',
  'league',
  'course',
  'lesson',
  'facility',
  'bay',
  'payment',
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/** A snapshot of the target's fields that matter, before or after the write (null: it did not exist). */
export const activitySnapshotSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ActivitySnapshot = z.infer<typeof activitySnapshotSchema>;

export const activityEntrySchema = z.object({
  id: z.number().check(z.int()),
  /** ISO-8601 UTC instant of the write. */
  at: z.string(),
  /** The signed-in account that made it; null once that account was deleted (the name stays). */
  actorId: z.nullable(z.number().check(z.int())),
  actorName: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  targetType: z.enum(ACTIVITY_TARGET_TYPES),
  targetId: z.nullable(z.number().check(z.int())),
  targetLabel: z.string(),
  before: z.nullable(activitySnapshotSchema),
  after: z.nullable(activitySnapshotSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * An entry as the screen and the export show it (docs/decisions/135-every-staff-write-in-the-activity-log.md): the stored entry, the
 * actor by the name everyone sees (never an e-mail address) and the entry in words (activitySentence).
 */
export const activityLineSchema = z.extend(activityEntrySchema, { actor: z.string(), sentence: z.string() });
export type ActivityLine = z.infer<typeof activityLineSchema>;

const activityFilterFields = {
  /** Part of the actor's username or name (case-insensitive). */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  action: z.optional(z.enum(ACTIVITY_ACTIONS)),
  /** Facility dates, inclusive. */
  from: z.optional(dateStringField()),
  to: z.optional(dateStringField()),
};

const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const RANGE_ERROR = { error: 'The start date must not be after the end date', path: ['to'] };

/** GET /api/admin/export/activity: the same filters as the list, the whole of it. */
export const activityExportQuerySchema = z
  .strictObject(activityFilterFields)
  .check(z.refine(fromNotAfterTo, RANGE_ERROR));
export type ActivityFilters = z.infer<typeof activityExportQuerySchema>;

/** GET /api/admin/activity?actor&action&from&to&page&pageSize — newest first. */
export const activityQuerySchema = z
  .strictObject({ ...activityFilterFields, page: pageField, pageSize: pageSizeField })
  .check(z.refine(fromNotAfterTo, RANGE_ERROR));
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = pageSchema(activityLineSchema);

/** The UTC instants [since, before) covering the facility dates of a filter (midnight to midnight, US Eastern). */
export function activityInstantRange(filters: Pick<ActivityFilters, 'from' | 'to'>): {
  since?: string;
  before?: string;
} {
  return {
    ...(filters.from ? { since: facilityInstant(filters.from, '00:00').toISOString() } : {}),
    ...(filters.to ? { before: facilityInstant(addDaysToDateString(filters.to, 1), '00:00').toISOString() } : {}),
  };
}

/** 'activity_log_2026-11-23.csv' (facility date). */
export function activityExportFileName(now: Date): string {
  return `activity_log_${facilityToday(now)}.csv`;
}

/** The keypad code as the log and the history show it: every character but the last hidden. */
export function maskKeypadCode(code: string): string {
  return code.length <= 1 ? '•' : `${'•'.repeat(code.length - 1)}${code.slice(-1)}`;
}

/** What the log keeps of an occupancy (who holds which bay when). */
export function occupancySnapshot(o: Occupancy): ActivitySnapshot {
  return {
    kind: o.kind,
    userId: o.userId,
    guestName: o.guestName,
    leagueId: o.leagueId,
    simulatorId: o.simulatorId,
    bookingDate: o.bookingDate,
    startTime: o.startTime.slice(0, 5),
    endTime: o.endTime.slice(0, 5),
  };
}

/** 'Booking #12, Bay 1, 2026-11-24 10:00-11:00'. */
export function occupancyLabel(o: Pick<Occupancy, 'id' | 'simulatorId' | 'bookingDate' | 'startTime' | 'endTime'>) {
  return `Booking #${o.id}, Bay ${o.simulatorId}, ${formatDateShort(o.bookingDate)}, ${formatTimeRange(o.startTime, o.endTime)}`;
}

/**
 * The log entry of a staff write that creates, changes or frees an occupancy: its target and both snapshots; an
 * admin's reason for going past the member's daily cap is kept with the after snapshot (decision 466).
 */
export function occupancyEntry(
  action: ActivityAction,
  before: Occupancy | null,
  after: Occupancy | null,
  overCapReason: string | null = null,
) {
  const target = after ?? before;
  if (!target) throw new Error('An occupancy entry needs the occupancy before or after the write');
  return {
    action,
    targetType: 'booking' as const,
    targetId: target.id,
    targetLabel: occupancyLabel(target),
    before: before ? occupancySnapshot(before) : null,
    after: after ? { ...occupancySnapshot(after), ...(overCapReason ? { overCapReason } : {}) } : null,
  };
}
