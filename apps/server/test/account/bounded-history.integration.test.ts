// GET /api/user/bookings, /api/user/lessons and /api/user/performance-report are bounded whatever a member's
// history (docs/decisions/021-booking-api.md): bookings and lessons from today on in full and earlier ones a page at a
// time (newest first) through a cursor validated by core's schema; the report's hours by day over a year back and the
// booking window ahead, its totals over everything. SQLite and Postgres.
import { beforeEach, expect, it } from 'vitest';
import {
  addDaysToDateString,
  facilityInstant,
  MY_PAST_BOOKINGS_PAGE_SIZE,
  MY_PAST_LESSONS_PAGE_SIZE,
  myBookingsCursor,
  myLessonsCursor,
  REPORT_DAYS_BACK,
} from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import {
  expectMalformedCursorsRefused,
  pastFixture,
  pastFixtureEarlierPages,
  readEarlierPages,
} from '../support/earlier-pages';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');

/** The time an hour after `start` ('HH:mm:ss'). */
const hourAfter = (start: string) => `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`;

/** A member's hour-long booking of Bay 1, as a raw row. */
async function insertBooking(ctx: TestContext, userId: number, date: string, start: string) {
  await ctx.db('bookings').insert({
    kind: 'member',
    user_id: userId,
    created_by: userId,
    simulator_id: 1,
    booking_date: date,
    start_time: start,
    end_time: hourAfter(start),
    created_at: new Date().toISOString(),
  });
}

async function insertLesson(
  ctx: TestContext,
  memberId: number,
  coachId: number,
  date: string,
  start: string,
  status: 'booked' | 'completed' | 'cancelled' = 'completed',
) {
  await ctx.db('lessons').insert({
    coach_id: coachId,
    member_id: memberId,
    lesson_date: date,
    start_time: start,
    end_time: hourAfter(start),
    duration_minutes: 60,
    simulator_id: 1,
    status,
    complimentary: false,
    created_by: memberId,
    created_at: new Date().toISOString(),
  });
}

interface BookingRow {
  id: number;
  bookingDate: string;
  startTime: string;
  isFuture: boolean;
}

interface LessonRow {
  id: number;
  lessonDate: string;
  startTime: string;
  status: string;
}

describeEachDatabase(
  'bounded history',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    it('bookings: from today on in full, earlier ones a page at a time until none are left', async () => {
      const { user, client } = await ctx.signInAs({ isMember: true });
      const someoneElse = await ctx.createMember();
      // 12 earlier days, two bookings on the oldest of them; today one over and one ahead; three future days.
      for (const [date, start] of pastFixture(TODAY)) await insertBooking(ctx, user.id, date, start);
      await insertBooking(ctx, user.id, TODAY, '09:00:00');
      await insertBooking(ctx, user.id, TODAY, '15:00:00');
      for (let day = 1; day <= 3; day += 1)
        await insertBooking(ctx, user.id, addDaysToDateString(TODAY, day), '10:00:00');
      await insertBooking(ctx, someoneElse.id, addDaysToDateString(TODAY, -3), '12:00:00');

      const first = await client.get<BookingRow[]>('/api/user/bookings');
      expect(first.status).toBe(200);
      expect(first.body.map((b) => `${b.bookingDate} ${b.startTime}`)).toEqual([
        ...[5, 4, 3, 2, 1].map((d) => `${addDaysToDateString(TODAY, -d)} 10:00:00`),
        `${TODAY} 09:00:00`,
        `${TODAY} 15:00:00`,
        ...[1, 2, 3].map((d) => `${addDaysToDateString(TODAY, d)} 10:00:00`),
      ]);
      expect(first.body.filter((b) => b.isFuture)).toHaveLength(4);

      const pages = (
        await readEarlierPages(
          client,
          '/api/user/bookings',
          first.body[0]!,
          myBookingsCursor,
          MY_PAST_BOOKINGS_PAGE_SIZE,
        )
      ).map((page) => {
        expect(page.every((b) => !b.isFuture)).toBe(true);
        return page.map((b) => `${b.bookingDate} ${b.startTime}`);
      });
      expect(pages).toEqual(pastFixtureEarlierPages(TODAY));
    });

    it('lessons: from today on in full, earlier ones a page at a time until none are left', async () => {
      const { user, client } = await ctx.signInAs({ isMember: true });
      const coach = await ctx.createUser({ isCoach: true });
      const someoneElse = await ctx.createMember();
      // 12 earlier days (two lessons on the oldest), one cancelled today, two booked ahead.
      for (const [date, start] of pastFixture(TODAY)) await insertLesson(ctx, user.id, coach.id, date, start);
      await insertLesson(ctx, user.id, coach.id, TODAY, '09:00:00', 'cancelled');
      await insertLesson(ctx, user.id, coach.id, addDaysToDateString(TODAY, 2), '10:00:00', 'booked');
      await insertLesson(ctx, user.id, coach.id, addDaysToDateString(TODAY, 5), '14:00:00', 'booked');
      await insertLesson(ctx, someoneElse.id, coach.id, addDaysToDateString(TODAY, -3), '12:00:00');

      const first = await client.get<LessonRow[]>('/api/user/lessons');
      expect(first.status).toBe(200);
      expect(first.body.map((l) => `${l.lessonDate} ${l.startTime} ${l.status}`)).toEqual([
        ...[5, 4, 3, 2, 1].map((d) => `${addDaysToDateString(TODAY, -d)} 10:00:00 completed`),
        `${TODAY} 09:00:00 cancelled`,
        `${addDaysToDateString(TODAY, 2)} 10:00:00 booked`,
        `${addDaysToDateString(TODAY, 5)} 14:00:00 booked`,
      ]);

      const pages = (
        await readEarlierPages(client, '/api/user/lessons', first.body[0]!, myLessonsCursor, MY_PAST_LESSONS_PAGE_SIZE)
      ).map((page) => page.map((l) => `${l.lessonDate} ${l.startTime}`));
      expect(pages).toEqual(pastFixtureEarlierPages(TODAY));
    });

    it.each(['/api/user/bookings', '/api/user/lessons'])(
      '%s refuses a malformed cursor (400) and visitors (401)',
      async (path) => {
        const { client } = await ctx.signInAs({ isMember: true });
        await expectMalformedCursorsRefused(client, ctx.client(), path);
      },
    );

    it('report: hours by day a year back and to the end of the booking window, totals over the whole history', async () => {
      const { user, client } = await ctx.signInAs({ username: 'longtimer@example.com', isMember: true });
      // One hour on every 3rd day for three years back, and every day of the window ahead; one booking past the
      // window (made by staff) counts in the totals only.
      const rows: Record<string, unknown>[] = [];
      const add = (date: string) =>
        rows.push({
          kind: 'member',
          user_id: user.id,
          created_by: user.id,
          simulator_id: 1,
          booking_date: date,
          start_time: '10:00:00',
          end_time: '11:00:00',
          created_at: new Date().toISOString(),
        });
      for (let d = 1; d <= 3 * 365; d += 3) add(addDaysToDateString(TODAY, -d));
      for (let d = 0; d <= 31; d += 1) add(addDaysToDateString(TODAY, d));
      add(addDaysToDateString(TODAY, 60));
      for (let i = 0; i < rows.length; i += 100) await ctx.db('bookings').insert(rows.slice(i, i + 100));

      const res = await client.get<{
        totalBookings: number;
        totalHours: number;
        bookingsByDay: Record<string, number>;
      }>('/api/user/performance-report');
      expect(res.status).toBe(200);
      expect(res.body.totalBookings).toBe(rows.length);
      expect(res.body.totalHours).toBe(rows.length);
      const days = Object.keys(res.body.bookingsByDay).sort();
      const from = addDaysToDateString(TODAY, -REPORT_DAYS_BACK);
      expect(days[0]! >= from).toBe(true);
      expect(days.at(-1)).toBe(addDaysToDateString(TODAY, 31));
      expect(days).toHaveLength(rows.filter((r) => (r.booking_date as string) >= from).length - 1);
      expect(JSON.stringify(res.body).length).toBeLessThan(16_000);
    });
  },
  { now: () => NOW },
);
