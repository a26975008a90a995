// A member moves their own booking in one step (PATCH /api/bookings/:id; docs/decisions/021-booking-api.md):
// the same rules as booking (window, grid, two bays, leagues, 4-hour cap with the booking's own time left out),
// only their own future bookings, and under the booking lock: a burst of moves and bookings never double-books.
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { bookingRequest } from '../support/requests';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const LATER = addDaysToDateString(TODAY, 2);

describeEachDatabase(
  'moving a booking',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    it('moves an own future booking to another date, time and bay, keeping its id', async () => {
      const { client, user } = await ctx.signInAs({ isMember: true });
      const made = await client.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:00'));
      expect(made.status).toBe(201);

      const moved = await client.patch(`/api/bookings/${made.body.id}`, bookingRequest(LATER, '15:30', '17:00', 2));
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        id: made.body.id,
        userId: user.id,
        kind: 'member',
        simulatorId: 2,
        bookingDate: LATER,
        startTime: '15:30:00',
        endTime: '17:00:00',
      });
      const mine = await client.get('/api/user/bookings');
      expect(mine.body).toHaveLength(1);
      expect(mine.body[0]).toMatchObject({ bookingDate: LATER, startTime: '15:30:00', simulatorName: 'Bay 2' });
      // The old slot is free again.
      const oldDay = await client.get(`/api/bookings?date=${TOMORROW}`);
      expect(oldDay.body).toEqual([]);
    });

    it("counts the moved booking's own time once: 4 hours can become another 4 hours, not 8", async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const four = await client.post('/api/bookings', bookingRequest(TOMORROW, '08:00', '12:00'));
      const later = await client.patch(`/api/bookings/${four.body.id}`, bookingRequest(TOMORROW, '14:00', '18:00'));
      expect(later.status).toBe(200);
      // A second booking that day, then growing the first beyond the cap, is refused.
      const half = await client.post('/api/bookings', bookingRequest(LATER, '08:00', '08:30'));
      expect(half.status).toBe(201);
      const grow = await client.patch(`/api/bookings/${half.body.id}`, bookingRequest(TOMORROW, '19:00', '19:30'));
      expect(grow.status).toBe(409);
      expect(grow.body).toMatchObject({ code: 'BOOKING_DAILY_CAP', message: BOOKING_MESSAGES.dailyCap });
    });

    it('refuses a full slot, a past or too-far date, and leaves the booking where it was', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const a = await ctx.signInAs({ isMember: true });
      const b = await ctx.signInAs({ isMember: true });
      for (const other of [a, b]) {
        const r = await other.client.post('/api/bookings', bookingRequest(TOMORROW, '18:00', '19:00'));
        expect(r.status).toBe(201);
      }
      const mine = await client.post('/api/bookings', bookingRequest(TOMORROW, '09:00', '10:00'));
      const move = (slot: Record<string, unknown>) =>
        client.patch(`/api/bookings/${mine.body.id}`, { simulatorId: 1, bookingDate: TOMORROW, ...slot });

      const full = await move({ startTime: '18:30', endTime: '19:30' });
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('BOOKING_FULL');
      expect((await move({ bookingDate: TODAY, startTime: '09:00', endTime: '10:00' })).status).toBe(422);
      expect(
        (await move({ bookingDate: addDaysToDateString(TODAY, 31), startTime: '09:00', endTime: '10:00' })).status,
      ).toBe(422);
      expect((await move({ startTime: '09:15', endTime: '10:15' })).status).toBe(400);

      const list = await client.get('/api/user/bookings');
      expect(list.body[0]).toMatchObject({ bookingDate: TOMORROW, startTime: '09:00:00', endTime: '10:00:00' });
    });

    it("refuses someone else's booking, a started one, unknown ids and non-members", async () => {
      const owner = await ctx.signInAs({ isMember: true });
      const other = await ctx.signInAs({ isMember: true });
      const made = await owner.client.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:00'));
      const slot = bookingRequest(TOMORROW, '12:00', '13:00');
      expect((await other.client.patch(`/api/bookings/${made.body.id}`, slot)).status).toBe(403);
      expect((await owner.client.patch('/api/bookings/999999', slot)).status).toBe(404);
      const regular = await ctx.signInAs();
      expect((await regular.client.patch(`/api/bookings/${made.body.id}`, slot)).status).toBe(403);
      expect((await ctx.client().patch(`/api/bookings/${made.body.id}`, slot)).status).toBe(401);

      // A booking that started this morning can no longer be moved.
      const [row] = (await ctx
        .db('bookings')
        .insert({
          user_id: owner.user.id,
          simulator_id: 2,
          booking_date: TODAY,
          start_time: '09:00:00',
          end_time: '10:00:00',
          created_at: new Date().toISOString(),
        })
        .returning('id')) as { id: number }[];
      const started = await owner.client.patch(`/api/bookings/${Number(row!.id)}`, slot);
      expect(started.status).toBe(409);
      expect(started.body.message).toBe(BOOKING_MESSAGES.notMovable);
    });

    describe('under the lock', () => {
      it('a burst of moves and new bookings onto one slot never puts three on two bays', async () => {
        const date = TOMORROW;
        const movers = [];
        for (let i = 0; i < 6; i += 1) {
          const m = await ctx.signInAs({ isMember: true });
          const made = await m.client.post('/api/bookings', {
            simulatorId: 1 + (i % 2),
            bookingDate: date,
            startTime: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:00`,
            endTime: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:00`,
          });
          expect(made.status).toBe(201);
          movers.push({ client: m.client, id: Number(made.body.id) });
        }
        const bookers = await Promise.all([0, 1, 2, 3].map(() => ctx.signInAs({ isMember: true })));
        const target = bookingRequest(date, '20:00', '21:00');

        const responses = await Promise.all([
          ...movers.map((m) => m.client.patch(`/api/bookings/${m.id}`, target)),
          ...bookers.map((b) => b.client.post('/api/bookings', target)),
        ]);

        const statuses = responses.map((r) => r.status);
        expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(2);
        expect(statuses.filter((s) => s === 409)).toHaveLength(8);
        const rows = (await ctx
          .db('bookings')
          .where({ booking_date: date, start_time: '20:00:00' })
          .select('simulator_id')) as { simulator_id: number }[];
        expect(rows.map((r) => Number(r.simulator_id)).sort()).toEqual([1, 2]);
        // Every loser still has their booking where it was: 6 movers' + 2 winners' rows at most, none lost.
        const all = (await ctx.db('bookings').where({ booking_date: date }).count({ n: '*' })) as { n: number }[];
        const winnersWhoBooked = responses.slice(movers.length).filter((r) => r.status === 201).length;
        expect(Number(all[0]!.n)).toBe(movers.length + winnersWhoBooked);
      });
    });
  },
  { now: () => NOW },
);
