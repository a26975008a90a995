// The booking rules as facility settings over real HTTP on SQLite and Postgres
// (docs/decisions/228-facility-settings-in-the-database.md): an admin changes the members' daily cap or the booking
// window and the next booking obeys it, with the message naming the new figure; bookings already made stay as they
// are; invalid values are refused beside their field; each change is in the activity log with before and after.
import { addDaysToDateString, BOOKING_MESSAGES, facilityInstant } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { settingsChanges } from './settings-changes';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '06:00');
const TOMORROW = addDaysToDateString(TODAY, 1);

const book = (client: TestClient, bookingDate: string, startTime: string, endTime: string) =>
  client.post('/api/bookings', { simulatorId: 1, bookingDate, startTime, endTime });

const myBookingDates = async (client: TestClient) =>
  ((await client.get('/api/user/bookings')).body as { bookingDate: string; startTime: string }[]).map(
    (b) => `${b.bookingDate} ${b.startTime}`,
  );

describeEachDatabase(
  'booking rules as facility settings',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    it('a lower daily cap applies to the next booking and leaves the bookings already made', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { client: member } = await ctx.signInAs({ isMember: true });
      // Three hours under the specification's four.
      expect((await book(member, TOMORROW, '09:00', '12:00')).status).toBe(201);

      const saved = await admin.patch('/api/admin/facility-settings', { dailyCapHours: 2 });
      expect(saved.status).toBe(200);
      expect(saved.body.dailyCapHours).toBe(2);
      expect((await ctx.client().get('/api/facility')).body.rules).toMatchObject({ dailyCapHours: 2 });

      const over = await book(member, TOMORROW, '14:00', '14:30');
      expect(over.status).toBe(409);
      expect(over.body.code).toBe('BOOKING_DAILY_CAP');
      expect(over.body.message).toBe('Daily limit reached: members can book at most 2 hours per day.');
      // The three hours booked before the change are still there.
      expect(await myBookingDates(member)).toEqual([`${TOMORROW} 09:00:00`]);

      const { client: other } = await ctx.signInAs({ isMember: true });
      expect((await book(other, TOMORROW, '14:00', '16:30')).status).toBe(409);
      expect((await book(other, TOMORROW, '14:00', '16:00')).status).toBe(201);
    });

    it('a higher daily cap lets a member book past four hours; back at four, the specification text returns', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await book(member, TOMORROW, '08:00', '12:00')).status).toBe(201);
      const capped = await book(member, TOMORROW, '13:00', '14:00');
      expect(capped.body.message).toBe(BOOKING_MESSAGES.dailyCap);

      expect((await admin.patch('/api/admin/facility-settings', { dailyCapHours: 5.5 })).status).toBe(200);
      expect((await book(member, TOMORROW, '13:00', '14:30')).status).toBe(201);
      const over = await book(member, TOMORROW, '15:00', '15:30');
      expect(over.body.message).toBe('Daily limit reached: members can book at most 5.5 hours per day.');

      expect((await admin.patch('/api/admin/facility-settings', { dailyCapHours: '4' })).status).toBe(200);
      const { client: other } = await ctx.signInAs({ isMember: true });
      expect((await book(other, TOMORROW, '16:00', '20:00')).status).toBe(201);
      const back = await book(other, TOMORROW, '20:00', '20:30');
      expect(back.status).toBe(409);
      expect(back.body.message).toBe(BOOKING_MESSAGES.dailyCap);
    });

    it('the booking window applies to the next booking and leaves the bookings already made', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { client: member } = await ctx.signInAs({ isMember: true });
      const day20 = addDaysToDateString(TODAY, 20);
      expect((await book(member, day20, '10:00', '11:00')).status).toBe(201);

      expect((await admin.patch('/api/admin/facility-settings', { bookingWindowDays: 7 })).status).toBe(200);
      expect((await ctx.client().get('/api/facility')).body.rules).toMatchObject({ bookingWindowDays: 7 });
      const outside = await book(member, addDaysToDateString(TODAY, 8), '10:00', '11:00');
      expect(outside.status).toBe(422);
      expect(outside.body.code).toBe('BOOKING_OUTSIDE_WINDOW');
      expect(outside.body.message).toBe('Bookings can be made from today up to 7 days ahead.');
      expect((await book(member, addDaysToDateString(TODAY, 7), '10:00', '11:00')).status).toBe(201);
      expect(await myBookingDates(member)).toContain(`${day20} 10:00:00`);

      expect((await admin.patch('/api/admin/facility-settings', { bookingWindowDays: 60 })).status).toBe(200);
      expect((await book(member, addDaysToDateString(TODAY, 60), '10:00', '11:00')).status).toBe(201);
      const past = await book(member, addDaysToDateString(TODAY, 61), '10:00', '11:00');
      expect(past.body.message).toBe('Bookings can be made from today up to 60 days ahead.');
    });

    it('refuses an invalid cap or window with a message beside the field, and changes nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const capMessage = ['Enter a daily limit from 0.5 to 24 hours, in half-hour steps'];
      const windowMessage = ['Enter a booking window from 1 to 365 days, in whole days'];
      for (const dailyCapHours of [0, 2.25, 24.5, -1, 'four', '', null]) {
        const res = await admin.patch('/api/admin/facility-settings', { dailyCapHours });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors).toMatchObject({ dailyCapHours: capMessage });
      }
      for (const bookingWindowDays of [0, 1.5, 366, 'a month', '']) {
        const res = await admin.patch('/api/admin/facility-settings', { bookingWindowDays });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors).toMatchObject({ bookingWindowDays: windowMessage });
      }
      expect((await admin.get('/api/admin/facility-settings')).body).toMatchObject({
        version: 1,
        dailyCapHours: 4,
        bookingWindowDays: 30,
      });
      expect((await admin.patch('/api/admin/facility-settings', { dailyCapHours: 24 })).status).toBe(200);
      expect((await admin.patch('/api/admin/facility-settings', { bookingWindowDays: 365 })).status).toBe(200);
    });

    it('only admins change the rules', async () => {
      const { client: member } = await ctx.signInAs({ isMember: true });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      for (const client of [member, desk]) {
        expect((await client.patch('/api/admin/facility-settings', { dailyCapHours: 8 })).status).toBe(403);
        expect((await client.patch('/api/admin/facility-settings', { bookingWindowDays: 90 })).status).toBe(403);
      }
      expect((await ctx.client().patch('/api/admin/facility-settings', { dailyCapHours: 8 })).status).toBe(401);
      expect((await ctx.client().get('/api/facility')).body.rules).toMatchObject({
        dailyCapHours: 4,
        bookingWindowDays: 30,
      });
    });

    it('records each change of the rules in the activity log, before and after', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'owner' });
      await admin.patch('/api/admin/facility-settings', { dailyCapHours: 3, bookingWindowDays: 14 });
      // The same figures again change nothing, so they record nothing; a later change records only its own field.
      await admin.patch('/api/admin/facility-settings', { dailyCapHours: '3.0', bookingWindowDays: 14 });
      await admin.patch('/api/admin/facility-settings', { bookingWindowDays: 21 });
      expect(await settingsChanges(admin)).toEqual([
        { actorName: 'owner', before: { bookingWindowDays: 14 }, after: { bookingWindowDays: 21 } },
        {
          actorName: 'owner',
          before: { dailyCapHours: 4, bookingWindowDays: 30 },
          after: { dailyCapHours: 3, bookingWindowDays: 14 },
        },
      ]);
    });
  },
  { now: () => NOW },
);
