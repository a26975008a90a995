// Booking API on a real database and real HTTP (SQLite, and Postgres with TEST_POSTGRES_URL):
// who may call what, validation, the booking rules as a member meets them (two bays, daily cap, league
// sessions, past and too-far dates), cancelling, privacy of the day view, and the admin booking routes.
// The app's clock is fixed at 12:00 noon facility time on TODAY so every date below is deterministic.
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, addDaysToDateString, facilityInstant, weekdayName } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest } from '../support/requests';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);

interface Slot {
  bookingDate: string;
  startTime: string;
  endTime: string;
  simulatorId?: number;
}

const book = (client: TestClient, slot: Slot) => client.post('/api/bookings', { simulatorId: 1, ...slot });

async function insertBookingRow(ctx: TestContext, userId: number, slot: Required<Slot>): Promise<number> {
  const [row] = (await ctx
    .db('bookings')
    .insert({
      user_id: userId,
      simulator_id: slot.simulatorId,
      booking_date: slot.bookingDate,
      start_time: slot.startTime,
      end_time: slot.endTime,
      created_at: new Date().toISOString(),
    })
    .returning('id')) as { id: number }[];
  return Number(row!.id);
}

describeEachDatabase(
  'bookings API',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    describe('who may call what', () => {
      it('answers 401 to a signed-out visitor on every booking route', async () => {
        const anon = ctx.client();
        expect((await anon.get(`/api/bookings?date=${TOMORROW}`)).status).toBe(401);
        expect((await anon.get('/api/user/bookings')).status).toBe(401);
        expect((await book(anon, { bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' })).status).toBe(401);
        expect((await anon.delete('/api/bookings/1')).status).toBe(401);
        expect((await anon.get('/api/admin/all-bookings')).status).toBe(401);
      });

      it('answers 403 to a signed-in non-member who tries to read the day or book', async () => {
        const { client } = await ctx.signInAs();
        const day = await client.get(`/api/bookings?date=${TOMORROW}`);
        expect(day.status).toBe(403);
        expect(day.body.message).toBe('This is available to members only.');
        expect((await book(client, { bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' })).status).toBe(403);
        expect(Number((await ctx.db('bookings').count({ n: '*' }).first())?.n)).toBe(0);
      });

      it('keeps the admin booking routes for admins only', async () => {
        const { client: member } = await ctx.signInAs({ isMember: true });
        expect((await member.get('/api/admin/all-bookings')).status).toBe(403);
        const target = await ctx.createMember();
        const body = { userId: target.id, simulatorId: 1, bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' };
        expect((await member.post('/api/admin/bookings', body)).status).toBe(403);
        expect((await member.patch('/api/admin/bookings/1', body)).status).toBe(403);
        expect((await member.delete('/api/admin/bookings/1')).status).toBe(403);
      });
    });

    describe('validation', () => {
      it('rejects a day query without a valid date', async () => {
        const { client } = await ctx.signInAs({ isMember: true });
        expect((await client.get('/api/bookings')).status).toBe(400);
        expect((await client.get('/api/bookings?date=2027-02-30')).status).toBe(400);
        expect((await client.get(`/api/bookings?date=${TOMORROW}&simulatorId=3`)).status).toBe(400);
      });

      it('rejects malformed booking requests with 400 and the form wording', async () => {
        const { client } = await ctx.signInAs({ isMember: true });
        const missingStart = await client.post('/api/bookings', {
          simulatorId: 1,
          bookingDate: TOMORROW,
          endTime: '11:00',
        });
        expect(missingStart.status).toBe(400);
        expect(missingStart.body.message).toBe('Please select a time slot.');
        expect(missingStart.body.fieldErrors.startTime).toEqual(['Please select a time slot.']);

        const cases: Array<[Record<string, unknown>, string | null]> = [
          [{ simulatorId: 1, bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00', userId: 99 }, null],
          [bookingRequest(TOMORROW, '10:00', '11:00', 3), null],
          [bookingRequest('tomorrow', '10:00', '11:00'), null],
          [bookingRequest(TOMORROW, '10:15', '11:15'), BOOKING_MESSAGES.offGrid],
          [bookingRequest(TOMORROW, '10:00', '14:30'), BOOKING_MESSAGES.duration],
          [bookingRequest(TOMORROW, '11:00', '10:00'), BOOKING_MESSAGES.duration],
          [bookingRequest(TOMORROW, '23:00', '23:59'), BOOKING_MESSAGES.offGrid],
          [bookingRequest(TOMORROW, '22:30', '00:00'), BOOKING_MESSAGES.latestEnd],
        ];
        for (const [body, message] of cases) {
          const res = await client.post('/api/bookings', body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          if (message) expect(res.body.message).toBe(message);
        }
        const bad = await client.post('/api/bookings', undefined, { rawBody: '{"simulatorId":1,' });
        expect(bad.status).toBe(400);
        expect(Number((await ctx.db('bookings').count({ n: '*' }).first())?.n)).toBe(0);
      });
    });

    describe('booking a bay', () => {
      it('assigns bay 1, then bay 2, then refuses a third overlapping booking', async () => {
        const slot = { bookingDate: TOMORROW, startTime: '10:00', endTime: '11:30' };
        const a = await ctx.signInAs({ isMember: true });
        const b = await ctx.signInAs({ isMember: true });
        const c = await ctx.signInAs({ isMember: true });

        const first = await book(a.client, slot);
        expect(first.status).toBe(201);
        expect(first.body).toMatchObject({
          userId: a.user.id,
          simulatorId: 1,
          bookingDate: TOMORROW,
          startTime: '10:00:00',
          endTime: '11:30:00',
        });
        expect(typeof first.body.id).toBe('number');
        expect(Number.isNaN(Date.parse(first.body.createdAt))).toBe(false);

        // b asks for bay 1 like the page does; bay 1 is taken, so the server gives bay 2.
        const second = await book(b.client, { ...slot, startTime: '11:00', endTime: '12:00' });
        expect(second.status).toBe(201);
        expect(second.body.simulatorId).toBe(2);

        const third = await book(c.client, { ...slot, startTime: '11:00', endTime: '11:30' });
        expect(third.status).toBe(409);
        expect(third.body.message).toBe(BOOKING_MESSAGES.fullyBooked);

        // Half-open intervals: starting when the others end is fine, and bay 1 is free again.
        const adjacent = await book(c.client, { ...slot, startTime: '11:30', endTime: '12:00' });
        expect(adjacent.status).toBe(201);
        expect(adjacent.body.simulatorId).toBe(1);
      });

      it('holds a member to 4 hours a day but not across days', async () => {
        const { client } = await ctx.signInAs({ isMember: true });
        expect((await book(client, { bookingDate: TOMORROW, startTime: '08:00', endTime: '11:00' })).status).toBe(201);
        const over = await book(client, { bookingDate: TOMORROW, startTime: '13:00', endTime: '14:30' });
        expect(over.status).toBe(409);
        expect(over.body.message).toBe(BOOKING_MESSAGES.dailyCap);
        expect((await book(client, { bookingDate: TOMORROW, startTime: '13:00', endTime: '14:00' })).status).toBe(201);
        expect((await book(client, { bookingDate: TOMORROW, startTime: '15:00', endTime: '15:30' })).status).toBe(409);
        const nextDay = addDaysToDateString(TOMORROW, 1);
        expect((await book(client, { bookingDate: nextDay, startTime: '08:00', endTime: '12:00' })).status).toBe(201);
      });

      it('refuses slots that overlap an active league session on its weekday', async () => {
        const leagueDay = addDaysToDateString(TODAY, 7);
        await ctx.db('leagues').insert({
          name: 'Tuesday Night League',
          league_type: 'individual',
          scoring_type: 'lowest_score',
          start_date: TODAY,
          end_date: addDaysToDateString(TODAY, 60),
          day_of_week: weekdayName(leagueDay),
          start_time: '18:00',
          end_time: '20:00',
          max_participants: 8,
          number_of_bays: 2,
          is_active: true,
          created_at: new Date().toISOString(),
        });
        await ctx.db('leagues').insert({
          name: 'Old league',
          league_type: 'individual',
          scoring_type: 'lowest_score',
          start_date: TODAY,
          end_date: addDaysToDateString(TODAY, 60),
          day_of_week: weekdayName(leagueDay),
          start_time: '08:00',
          end_time: '10:00',
          max_participants: 8,
          number_of_bays: 2,
          is_active: false,
          created_at: new Date().toISOString(),
        });
        const { client } = await ctx.signInAs({ isMember: true });
        const clash = await book(client, { bookingDate: leagueDay, startTime: '19:30', endTime: '20:30' });
        expect(clash.status).toBe(409);
        expect(clash.body.message).toBe(BOOKING_MESSAGES.league);
        expect((await book(client, { bookingDate: leagueDay, startTime: '17:00', endTime: '18:00' })).status).toBe(201);
        expect((await book(client, { bookingDate: leagueDay, startTime: '20:00', endTime: '21:00' })).status).toBe(201);
        // An inactive league blocks nothing; the same time a day later is not a league day.
        expect((await book(client, { bookingDate: leagueDay, startTime: '08:00', endTime: '09:00' })).status).toBe(201);
        const dayAfter = addDaysToDateString(leagueDay, 1);
        expect((await book(client, { bookingDate: dayAfter, startTime: '18:00', endTime: '20:00' })).status).toBe(201);
      });

      it('refuses a start that has passed and dates outside today .. today + 30', async () => {
        const { client } = await ctx.signInAs({ isMember: true });
        const past = await book(client, { bookingDate: TODAY, startTime: '11:30', endTime: '12:30' });
        expect(past.status).toBe(422);
        expect(past.body.message).toBe(BOOKING_MESSAGES.past);
        const yesterday = await book(client, {
          bookingDate: addDaysToDateString(TODAY, -1),
          startTime: '15:00',
          endTime: '16:00',
        });
        expect(yesterday.status).toBe(422);
        expect(yesterday.body.message).toBe(BOOKING_MESSAGES.outsideWindow);
        const day31 = await book(client, {
          bookingDate: addDaysToDateString(TODAY, 31),
          startTime: '15:00',
          endTime: '16:00',
        });
        expect(day31.status).toBe(422);
        expect(day31.body.message).toBe(BOOKING_MESSAGES.outsideWindow);

        expect((await book(client, { bookingDate: TODAY, startTime: '12:30', endTime: '13:00' })).status).toBe(201);
        expect(
          (await book(client, { bookingDate: addDaysToDateString(TODAY, 30), startTime: '15:00', endTime: '16:00' }))
            .status,
        ).toBe(201);
      });
    });

    describe("a day's bookings", () => {
      it('shows when bays are taken but never who took them', async () => {
        const owner = await ctx.signInAs({ isMember: true, username: 'Jack.Nicklaus@example.com' });
        const reader = await ctx.signInAs({ isMember: true });
        expect((await book(owner.client, { bookingDate: TOMORROW, startTime: '09:00', endTime: '10:00' })).status).toBe(
          201,
        );
        expect(
          (await book(reader.client, { bookingDate: TOMORROW, startTime: '09:30', endTime: '10:30' })).status,
        ).toBe(201);
        await book(owner.client, {
          bookingDate: addDaysToDateString(TOMORROW, 1),
          startTime: '09:00',
          endTime: '10:00',
        });

        const res = await reader.client.get(`/api/bookings?date=${TOMORROW}`);
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(2);
        for (const item of res.body as Record<string, unknown>[]) {
          expect(Object.keys(item).sort()).toEqual([
            'bookingDate',
            'endTime',
            'id',
            'isMine',
            'kind',
            'simulatorId',
            'startTime',
          ]);
        }
        expect(res.body).toEqual([
          expect.objectContaining({
            kind: 'booking',
            simulatorId: 1,
            startTime: '09:00:00',
            endTime: '10:00:00',
            isMine: false,
          }),
          expect.objectContaining({
            kind: 'booking',
            simulatorId: 2,
            startTime: '09:30:00',
            endTime: '10:30:00',
            isMine: true,
          }),
        ]);
        const raw = res.text.toLowerCase();
        expect(raw).not.toContain('nicklaus');
        expect(raw).not.toContain(owner.user.email.toLowerCase());
        expect(raw).not.toContain('userid');

        const bay2 = await reader.client.get(`/api/bookings?date=${TOMORROW}&simulatorId=2`);
        expect(bay2.body).toEqual([expect.objectContaining({ simulatorId: 2, isMine: true })]);
      });
    });

    describe('my bookings and cancelling', () => {
      it('lists my bookings in time order with bay names and future/past flags', async () => {
        const me = await ctx.signInAs({ isMember: true });
        const other = await ctx.signInAs({ isMember: true });
        await insertBookingRow(ctx, me.user.id, {
          bookingDate: addDaysToDateString(TODAY, -3),
          startTime: '10:00:00',
          endTime: '11:00:00',
          simulatorId: 2,
        });
        await book(me.client, { bookingDate: addDaysToDateString(TODAY, 2), startTime: '09:00', endTime: '10:00' });
        await book(me.client, { bookingDate: TOMORROW, startTime: '18:00', endTime: '19:00' });
        await book(other.client, { bookingDate: TOMORROW, startTime: '18:00', endTime: '19:00' });

        const res = await me.client.get('/api/user/bookings');
        expect(res.status).toBe(200);
        expect(
          res.body.map((b: { bookingDate: string; isFuture: boolean; simulatorName: string }) => [
            b.bookingDate,
            b.isFuture,
            b.simulatorName,
          ]),
        ).toEqual([
          [addDaysToDateString(TODAY, -3), false, 'Bay 2'],
          [TOMORROW, true, 'Bay 1'],
          [addDaysToDateString(TODAY, 2), true, 'Bay 1'],
        ]);
        expect(res.body.every((b: { userId: number }) => b.userId === me.user.id)).toBe(true);
      });

      it('lets a member cancel their own future booking, which frees the bay', async () => {
        const me = await ctx.signInAs({ isMember: true });
        const created = await book(me.client, { bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' });
        const cancel = await me.client.delete(`/api/bookings/${created.body.id}`);
        expect(cancel.status).toBe(204);
        expect((await me.client.get('/api/user/bookings')).body).toEqual([]);
        expect((await me.client.get(`/api/bookings?date=${TOMORROW}`)).body).toEqual([]);
        expect((await me.client.delete(`/api/bookings/${created.body.id}`)).status).toBe(404);
      });

      it("refuses to cancel someone else's booking, a past booking, or an unknown one", async () => {
        const owner = await ctx.signInAs({ isMember: true });
        const intruder = await ctx.signInAs({ isMember: true });
        const created = await book(owner.client, { bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' });

        const foreign = await intruder.client.delete(`/api/bookings/${created.body.id}`);
        expect(foreign.status).toBe(403);
        expect(foreign.body.message).toBe('You can only cancel your own bookings.');

        const pastId = await insertBookingRow(ctx, owner.user.id, {
          bookingDate: TODAY,
          startTime: '09:00:00',
          endTime: '10:00:00',
          simulatorId: 1,
        });
        const past = await owner.client.delete(`/api/bookings/${pastId}`);
        expect(past.status).toBe(409);
        expect(past.body.message).toBe(BOOKING_MESSAGES.notCancellable);

        expect((await owner.client.delete('/api/bookings/999999')).status).toBe(404);
        expect((await owner.client.delete('/api/bookings/abc')).status).toBe(404);

        const ids = (await ctx.db('bookings').select('id').orderBy('id')).map((r: { id: number }) => Number(r.id));
        expect(ids).toEqual([Number(created.body.id), pastId]);
      });
    });

    describe('admin bookings', () => {
      it('books for a member under the same bay rules, moves and deletes bookings', async () => {
        const admin = await ctx.signInAs({ isAdmin: true });
        const member = await ctx.createMember({ username: 'walkin@example.com' });
        const regular = await ctx.createUser();
        const body = { userId: member.id, simulatorId: 2, bookingDate: TOMORROW, startTime: '10:00', endTime: '15:00' };

        // Beyond 4 hours is a duration error for everyone (the grid has 0.5 to 4 hours).
        expect((await admin.client.post('/api/admin/bookings', body)).status).toBe(400);
        const created = await admin.client.post('/api/admin/bookings', { ...body, endTime: '14:00' });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          userId: member.id,
          simulatorId: 2,
          startTime: '10:00:00',
          endTime: '14:00:00',
        });

        // Staff bookings keep to the member's daily cap; an admin adds a fifth hour only with a reason (decision 466).
        const fifth = { ...body, startTime: '15:00', endTime: '16:00' };
        expect((await admin.client.post('/api/admin/bookings', fifth)).body.code).toBe('BOOKING_DAILY_CAP');
        const extra = await admin.client.post('/api/admin/bookings', { ...fifth, capOverrideReason: 'Club fitting' });
        expect(extra.status).toBe(201);

        const notMember = await admin.client.post('/api/admin/bookings', { ...body, userId: regular.id });
        expect(notMember.status).toBe(400);
        expect(notMember.body.message).toBe('Bookings can only be made for members.');

        const moved = await admin.client.patch(`/api/admin/bookings/${created.body.id}`, {
          ...body,
          bookingDate: addDaysToDateString(TOMORROW, 1),
          startTime: '11:00',
          endTime: '12:00',
        });
        expect(moved.status).toBe(200);
        expect(moved.body).toMatchObject({
          id: created.body.id,
          bookingDate: addDaysToDateString(TOMORROW, 1),
          startTime: '11:00:00',
        });

        const all = await admin.client.get('/api/admin/all-bookings?dir=desc');
        expect(all.status).toBe(200);
        expect(all.body.items).toHaveLength(2);
        expect(all.body.total).toBe(2);
        expect(all.body.items[0]).toMatchObject({ username: 'walkin@example.com', simulatorName: 'Bay 2' });

        expect((await admin.client.delete(`/api/admin/bookings/${created.body.id}`)).status).toBe(204);
        expect((await admin.client.delete(`/api/admin/bookings/${created.body.id}`)).status).toBe(404);
        expect((await admin.client.patch(`/api/admin/bookings/${created.body.id}`, body)).status).toBe(404);
      });

      it('refuses to move a booking onto a full slot, but may keep it where it is', async () => {
        const admin = await ctx.signInAs({ isAdmin: true });
        const m1 = await ctx.createMember();
        const m2 = await ctx.createMember();
        const slot = { bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' };
        const a = await admin.client.post('/api/admin/bookings', { ...slot, userId: m1.id, simulatorId: 1 });
        // Bay 1 asked for again: refused with the free bay named, never put on Bay 2 without a word (decision 461).
        const taken = await admin.client.post('/api/admin/bookings', { ...slot, userId: m2.id, simulatorId: 1 });
        expect(taken.status).toBe(409);
        expect(taken.body).toEqual({
          code: 'BOOKING_FULL',
          message: 'Bay 1 is booked at that time. Free then: Bay 2.',
          fieldErrors: { simulatorId: ['Bay 1 is booked at that time. Free then: Bay 2.'] },
        });
        expect((await admin.client.get(`/api/admin/all-bookings?from=${TOMORROW}`)).body.items).toHaveLength(1);
        const b = await admin.client.post('/api/admin/bookings', { ...slot, userId: m2.id, simulatorId: 2 });
        expect([a.body.simulatorId, b.body.simulatorId]).toEqual([1, 2]);
        const c = await admin.client.post('/api/admin/bookings', {
          ...slot,
          startTime: '12:00',
          endTime: '13:00',
          userId: m1.id,
          simulatorId: 1,
        });

        const onto = await admin.client.patch(`/api/admin/bookings/${c.body.id}`, {
          ...slot,
          userId: m1.id,
          simulatorId: 1,
        });
        expect(onto.status).toBe(409);
        expect(onto.body.message).toBe(BOOKING_MESSAGES.fullyBooked);
        // Moved onto Bay 1 at a time only Bay 2 is free: refused, Bay 2 named.
        await admin.client.delete(`/api/admin/bookings/${b.body.id}`);
        const named = await admin.client.patch(`/api/admin/bookings/${c.body.id}`, {
          ...slot,
          userId: m1.id,
          simulatorId: 1,
        });
        expect(named.status).toBe(409);
        expect(named.body.fieldErrors).toEqual({ simulatorId: ['Bay 1 is booked at that time. Free then: Bay 2.'] });
        // Extending a booking in place does not collide with itself.
        const longer = await admin.client.patch(`/api/admin/bookings/${a.body.id}`, {
          ...slot,
          endTime: '11:30',
          userId: m1.id,
          simulatorId: 1,
        });
        expect(longer.status).toBe(200);
        expect(longer.body).toMatchObject({ simulatorId: 1, endTime: '11:30:00' });
      });
    });
  },
  { now: () => NOW },
);
