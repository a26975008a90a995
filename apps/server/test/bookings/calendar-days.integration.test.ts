// GET /api/bookings?from=&to= (docs/decisions/130-booking-page-shows-the-day.md): the calendar reads the whole
// booking window at once — the same public rows as the day read (kind, bay, times, isMine; never who), bounded to
// 31 days and validated; members only.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const day = (n: number) => addDaysToDateString(TODAY, n);

describeEachDatabase(
  'booking days in a range',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    it("answers every booking of the range, by date, with the member's own flagged and nobody named", async () => {
      const me = await ctx.signInAs({ isMember: true });
      const other = await ctx.signInAs({ isMember: true });
      const slot = (date: string, startTime: string) => ({
        simulatorId: 1,
        bookingDate: date,
        startTime,
        endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      });
      expect((await me.client.post('/api/bookings', slot(day(3), '10:00'))).status).toBe(201);
      expect((await other.client.post('/api/bookings', slot(day(1), '09:00'))).status).toBe(201);
      expect((await other.client.post('/api/bookings', slot(day(30), '09:00'))).status).toBe(201);

      const res = await me.client.get(`/api/bookings?from=${day(0)}&to=${day(30)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((b: { bookingDate: string; isMine: boolean }) => [b.bookingDate, b.isMine])).toEqual([
        [day(1), false],
        [day(3), true],
        [day(30), false],
      ]);
      expect(Object.keys(res.body[0] as object).sort()).toEqual(
        ['bookingDate', 'endTime', 'id', 'isMine', 'kind', 'simulatorId', 'startTime'].sort(),
      );
      const narrower = await me.client.get(`/api/bookings?from=${day(2)}&to=${day(29)}`);
      expect(narrower.body).toHaveLength(1);
    });

    it('refuses an unbounded, reversed, half or mixed range with 400, and non-members with 403', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const tooLong = await client.get(`/api/bookings?from=${day(0)}&to=${day(31)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.fieldErrors.to).toEqual(['Choose a range of at most 31 days']);
      expect((await client.get(`/api/bookings?from=${day(5)}&to=${day(1)}`)).status).toBe(400);
      expect((await client.get(`/api/bookings?from=${day(1)}`)).status).toBe(400);
      expect((await client.get(`/api/bookings?date=${day(1)}&from=${day(1)}&to=${day(2)}`)).status).toBe(400);
      const missing = await client.get('/api/bookings');
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors.date).toEqual(['Please select a date']);
      const regular = await ctx.signInAs();
      expect((await regular.client.get(`/api/bookings?from=${day(0)}&to=${day(30)}`)).status).toBe(403);
    });
  },
  { now: () => NOW },
);
