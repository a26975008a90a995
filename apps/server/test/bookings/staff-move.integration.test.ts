// The desk's and the calendar's move (PATCH /api/admin/bookings/:id; docs/decisions/466-the-desk-moves-bookings.md):
// desk staff and admins move a member's booking under the member's move rules (one that has not started, every booking
// check, the daily cap with its own time left out), keeping its check-in and writing no fee; the member is e-mailed;
// past the daily cap only with an admin's reason, which the activity log keeps; a burst of moves onto one bay gives
// one success.
import { beforeEach, expect, it } from 'vitest';
import { BOOKING_MESSAGES, OVER_CAP_MESSAGES, addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const TODAY = '2027-02-10'; // a Wednesday
const NOW = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const FEES = { enabled: true, noShowFeeCents: 2500, lateCancelFeeCents: 1500, lateCancelWindowHours: 24 };

describeEachDatabase(
  'staff moving a booking',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
    });

    const book = async (member: TestClient, date: string, start: string, end: string, bay = 1) => {
      const made = await member.post('/api/bookings', bookingRequest(date, start, end, bay));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return Number(made.body.id);
    };
    const staffRow = async (staff: TestClient, id: number) => {
      const page = await staff.get(`/api/admin/all-bookings?from=${TODAY}&to=${TOMORROW}&pageSize=100`);
      expect(page.status).toBe(200);
      return (page.body.items as { id: number }[]).find((b) => b.id === id) as Record<string, unknown> | undefined;
    };

    it('the desk moves a checked-in booking to another bay and time: kept check-in, no fee, the member e-mailed', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await admin.put('/api/admin/fee-policy', FEES)).status).toBe(200);
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dana Desk' });
      const sam = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
      const id = await book(sam.client, TODAY, '12:30', '13:30');
      expect((await desk.put(`/api/desk/bookings/${id}/arrival`, { arrived: true })).status).toBe(200);
      const arrivedAt = (await staffRow(desk, id))!.arrivedAt;
      expect(arrivedAt).toBe(NOW.toISOString());

      const moved = await desk.patch(`/api/admin/bookings/${id}`, {
        userId: sam.user.id,
        simulatorId: 2,
        bookingDate: TODAY,
        startTime: '14:00',
        endTime: '15:00',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ id, userId: sam.user.id, simulatorId: 2, startTime: '14:00:00' });
      expect(await staffRow(desk, id)).toMatchObject({ arrivedAt, canceledAt: null, simulatorId: 2 });
      // Inside the late-cancel window, yet a move owes nothing.
      expect(Number((await ctx.db('booking_fees').count({ n: '*' }).first())?.n)).toBe(0);
      expect((await desk.get('/api/desk/fees')).body.fees).toEqual([]);

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes(sam.user.email) && /Moved/.test(m.subject));
      expect(mail.subject).toBe('Booking Moved: Wednesday, February 10, 2027 at 2:00 PM EST');
      expect(mail.text).toContain('It was Wednesday, February 10, 2027, 12:30 PM - 1:30 PM EST, Bay 1.');
    });

    it('lets desk staff and admins move, refuses members and plain users another member’s booking', async () => {
      const sam = await ctx.signInAs({ isMember: true });
      const id = await book(sam.client, TOMORROW, '10:00', '11:00');
      const body = { userId: sam.user.id, simulatorId: 1, bookingDate: TOMORROW, startTime: '16:00', endTime: '17:00' };
      const other = await ctx.signInAs({ isMember: true });
      const plain = await ctx.signInAs();
      for (const client of [other.client, plain.client, sam.client]) {
        const refused = await client.patch(`/api/admin/bookings/${id}`, body);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('STAFF_ONLY');
      }
      expect((await ctx.client().patch(`/api/admin/bookings/${id}`, body)).status).toBe(401);
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      expect((await desk.patch(`/api/admin/bookings/${id}`, body)).status).toBe(200);
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect(
        (await admin.patch(`/api/admin/bookings/${id}`, { ...body, startTime: '18:00', endTime: '19:00' })).status,
      ).toBe(200);
      expect(await staffRow(admin, id)).toMatchObject({ startTime: '18:00:00', bookingDate: TOMORROW });
    });

    it('follows the member’s move rules: no started booking, no full slot, no past start; nothing changes', async () => {
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const sam = await ctx.signInAs({ isMember: true });
      const ann = await ctx.signInAs({ isMember: true });
      const id = await book(sam.client, TOMORROW, '10:00', '11:00');
      await book(ann.client, TOMORROW, '15:00', '16:00', 2);
      const move = (slot: Record<string, unknown>) =>
        desk.patch(`/api/admin/bookings/${id}`, {
          userId: sam.user.id,
          simulatorId: 1,
          bookingDate: TOMORROW,
          ...slot,
        });

      const taken = await move({ simulatorId: 2, startTime: '15:30', endTime: '16:30' });
      expect(taken.status).toBe(409);
      expect(taken.body.fieldErrors).toEqual({ simulatorId: ['Bay 2 is booked at that time. Free then: Bay 1.'] });
      const past = await move({ bookingDate: TODAY, startTime: '09:00', endTime: '10:00' });
      expect(past.status).toBe(422);
      expect(past.body.message).toBe(BOOKING_MESSAGES.past);

      // One that has started (this morning's) is not moved, as a member could not move it.
      const [row] = (await ctx
        .db('bookings')
        .insert({
          user_id: sam.user.id,
          simulator_id: 2,
          booking_date: TODAY,
          start_time: '11:00:00',
          end_time: '13:00:00',
          created_at: NOW.toISOString(),
        })
        .returning('id')) as { id: number }[];
      const started = await desk.patch(`/api/admin/bookings/${Number(row!.id)}`, {
        userId: sam.user.id,
        simulatorId: 1,
        bookingDate: TOMORROW,
        startTime: '18:00',
        endTime: '19:00',
      });
      expect(started.status).toBe(409);
      expect(started.body.message).toBe(BOOKING_MESSAGES.notMovable);
      expect(await staffRow(desk, id)).toMatchObject({ bookingDate: TOMORROW, startTime: '10:00:00', simulatorId: 1 });
    });

    it('keeps staff bookings to the daily cap; an admin goes past it only with a reason the log keeps', async () => {
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const { client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Ava Admin' });
      const sam = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
      await book(sam.client, TOMORROW, '08:00', '11:00');
      const other = await book(sam.client, addDaysToDateString(TODAY, 2), '10:00', '12:00');
      const onto = { userId: sam.user.id, simulatorId: 2, bookingDate: TOMORROW, startTime: '14:00', endTime: '16:00' };

      for (const staff of [desk, admin]) {
        const capped = await staff.patch(`/api/admin/bookings/${other}`, onto);
        expect(capped.status).toBe(409);
        expect(capped.body).toMatchObject({ code: 'BOOKING_DAILY_CAP', message: BOOKING_MESSAGES.dailyCap });
        const created = await staff.post('/api/admin/bookings', onto);
        expect(created.body.code).toBe('BOOKING_DAILY_CAP');
      }
      const reason = 'Makes up for the broken projector on Monday';
      const deskReason = await desk.patch(`/api/admin/bookings/${other}`, { ...onto, capOverrideReason: reason });
      expect(deskReason.status).toBe(403);
      expect(deskReason.body).toMatchObject({ code: 'ADMINS_ONLY', message: OVER_CAP_MESSAGES.adminsOnly });
      const blank = await admin.patch(`/api/admin/bookings/${other}`, { ...onto, capOverrideReason: '  ' });
      expect(blank.status).toBe(400);

      const over = await admin.patch(`/api/admin/bookings/${other}`, { ...onto, capOverrideReason: ` ${reason} ` });
      expect(over.status, JSON.stringify(over.body)).toBe(200);
      expect(over.body).toMatchObject({ bookingDate: TOMORROW, startTime: '14:00:00' });
      const log = await admin.get('/api/admin/activity?action=booking.moved');
      expect(log.status).toBe(200);
      const [entry] = log.body.items as { after: Record<string, unknown>; sentence: string }[];
      expect(entry!.after.overCapReason).toBe(reason);
      expect(entry!.sentence).toContain(`past the daily limit: "${reason}"`);

      // Within the cap, a reason changes nothing and is not logged as going past it.
      const within = await admin.post('/api/admin/bookings', {
        ...onto,
        bookingDate: addDaysToDateString(TODAY, 3),
        capOverrideReason: reason,
      });
      expect(within.status).toBe(201);
      const [created] = (await admin.get('/api/admin/activity?action=booking.created')).body.items as {
        after: Record<string, unknown>;
      }[];
      expect(created!.after.overCapReason).toBeUndefined();
    });

    it('a burst of desk moves onto one bay and time gives one success, the rest stay where they were', async () => {
      const desks = await Promise.all([0, 1, 2].map(() => ctx.signInAs({ isFrontDesk: true })));
      const members = await Promise.all([0, 1, 2, 3, 4, 5].map(() => ctx.signInAs({ isMember: true })));
      const ids = [];
      for (const [i, m] of members.entries()) ids.push(await book(m.client, TOMORROW, `${10 + i}:00`, `${10 + i}:30`));
      const target = { simulatorId: 2, bookingDate: TOMORROW, startTime: '19:00', endTime: '20:00' };

      const responses = await Promise.all(
        ids.map((id, i) =>
          desks[i % desks.length]!.client.patch(`/api/admin/bookings/${id}`, {
            ...target,
            userId: members[i]!.user.id,
          }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const rows = (await ctx.db('bookings').where({ booking_date: TOMORROW }).select('start_time')) as {
        start_time: string;
      }[];
      expect(rows).toHaveLength(6);
      expect(rows.filter((r) => r.start_time === '19:00:00')).toHaveLength(1);
      await inbox.waitFor((m) => /Moved/.test(m.subject));
    });
  },
  { now: () => NOW, env: smtp.env },
);
