// The rows the insights tests count by hand, written straight into the tables as the app would have stored them:
// the members they follow, bookings, lessons, payments and membership changes.
import type { TestContext } from '../support/databases';
import { insertRow } from '../support/rows';

type Row = Record<string, unknown>;

/** The members Sam Lee, Pat Green and `third`, made in that order. */
export async function threeMembers(ctx: TestContext, third: string) {
  const sam = await ctx.createMember({ name: 'Sam Lee' });
  const pat = await ctx.createMember({ name: 'Pat Green' });
  const lee = await ctx.createMember({ name: third });
  return { sam, pat, lee };
}

/** A booking, a member's own unless `row` says otherwise, made at noon UTC on 2027-03-01 unless told: its id. */
export const insertBooking = (ctx: TestContext, row: Row) =>
  insertRow(ctx.db, 'bookings', { kind: 'member', walk_in: false, created_at: '2027-03-01T12:00:00.000Z', ...row });

/**
 * A lesson of an hour or more on Bay 2 with its bay's booking, both canceled when `status` is 'cancelled'; `extra`
 * sets more of the lesson's columns. Returns the lesson's id.
 */
export async function insertLesson(
  ctx: TestContext,
  lesson: { coachId: number; memberId: number; date: string; start: string; end: string; status: string },
  extra: Row = {},
): Promise<number> {
  const { coachId, memberId, date, start, end, status } = lesson;
  const bookingId = await insertBooking(ctx, {
    kind: 'lesson',
    user_id: memberId,
    coach_id: coachId,
    created_by: memberId,
    simulator_id: 2,
    booking_date: date,
    start_time: start,
    end_time: end,
    ...(status === 'cancelled' ? { canceled_at: '2027-03-10T12:00:00.000Z', canceled_by: memberId } : {}),
  });
  return insertRow(ctx.db, 'lessons', {
    booking_id: bookingId,
    coach_id: coachId,
    member_id: memberId,
    lesson_date: date,
    start_time: start,
    end_time: end,
    duration_minutes: 60,
    simulator_id: 2,
    status,
    complimentary: false,
    created_by: memberId,
    created_at: '2027-03-01T12:00:00.000Z',
    ...extra,
  });
}

/** A payment of `cents` taken in cash at the desk for a booking at 4 PM UTC on `date`, unless `row` says otherwise: its id. */
export const insertPayment = (ctx: TestContext, date: string, cents: number, row: Row) =>
  insertRow(ctx.db, 'payments', {
    kind: 'payment',
    amount_cents: cents,
    currency: 'usd',
    source: 'desk',
    method: 'cash',
    purpose: 'booking',
    at: `${date}T16:00:00.000Z`,
    facility_date: date,
    ...row,
  });

/** A membership switched on (`isMember`) or off for `userId` at the instant `at`. */
export const insertMembershipChange = (ctx: TestContext, userId: number, at: string, isMember: boolean) =>
  insertRow(ctx.db, 'membership_changes', { user_id: userId, at, is_member: isMember });
