// GET /api/user/bookings is bounded (docs/decisions/021-booking-api.md): bookings from today on in full,
// earlier ones a page at a time (newest first) through a cursor validated by core's schema. SQLite and Postgres.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, MY_PAST_BOOKINGS_PAGE_SIZE, myBookingsCursor } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import {
  expectMalformedCursorsRefused,
  pastFixture,
  pastFixtureEarlierPages,
  readEarlierPages,
} from '../support/earlier-pages';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');

async function insertBooking(ctx: TestContext, userId: number, date: string, start: string, end: string) {
  await ctx.db('bookings').insert({
    kind: 'member',
    user_id: userId,
    created_by: userId,
    simulator_id: 1,
    booking_date: date,
    start_time: start,
    end_time: end,
    created_at: new Date().toISOString(),
  });
}

interface Row {
  id: number;
  bookingDate: string;
  startTime: string;
  isFuture: boolean;
}

describeEachDatabase(
  'my bookings paging',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    it('from today on in full, earlier ones a page at a time until none are left', async () => {
      const { user, client } = await ctx.signInAs({ isMember: true });
      const someoneElse = await ctx.createMember();
      // 12 earlier days, two bookings on the oldest of them; today one over and one ahead; three future days.
      for (const [date, start] of pastFixture(TODAY)) {
        await insertBooking(
          ctx,
          user.id,
          date,
          start,
          `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00:00`,
        );
      }
      await insertBooking(ctx, user.id, TODAY, '09:00:00', '10:00:00');
      await insertBooking(ctx, user.id, TODAY, '15:00:00', '16:00:00');
      for (let day = 1; day <= 3; day += 1) {
        await insertBooking(ctx, user.id, addDaysToDateString(TODAY, day), '10:00:00', '11:00:00');
      }
      await insertBooking(ctx, someoneElse.id, addDaysToDateString(TODAY, -3), '12:00:00', '13:00:00');

      const first = await client.get<Row[]>('/api/user/bookings');
      expect(first.status).toBe(200);
      const firstDates = first.body.map((b) => `${b.bookingDate} ${b.startTime}`);
      expect(firstDates).toEqual([
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

    it('refuses a malformed cursor with the contract error', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      await expectMalformedCursorsRefused(client, ctx.client(), '/api/user/bookings');
    });
  },
  { now: () => NOW },
);
