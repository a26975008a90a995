// Guest rentals at the desk over real HTTP on SQLite and Postgres (docs/decisions/304-guest-rentals-at-the-desk.md):
// admins set the hourly rates (desk staff and members refused), a guest's walk-in is priced from them when booked and
// keeps its price, the desk reads what is due and takes it at the till (purpose "guest", never more than is left, also
// in a parallel burst), a refund makes it due again, and the free demo is a guest booking at no charge.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { demoRequest, guestWalkIn, memberWalkIn, RENTAL_RATES } from '../support/requests';

const TODAY = '2027-04-14'; // a Wednesday
const clock = { now: facilityInstant(TODAY, '16:30') };

describeEachDatabase(
  'guest rentals at the desk',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '16:30');
    });

    const staff = async (ctx: TestContext) => {
      const { user: adminUser, client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Ava Admin' });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dan Desk' });
      expect((await admin.put('/api/admin/rental-rates', RENTAL_RATES)).status).toBe(200);
      return { admin, adminUser, desk };
    };

    /** A guest's walk-in from 4:30 PM for 90 minutes: 30 off-peak minutes ($20) and an hour of peak ($60). */
    const bookGuest = async (desk: TestClient, extra: Record<string, unknown> = {}) => {
      const booked = await desk.post('/api/desk/walk-ins', guestWalkIn({ durationMinutes: 90, ...extra }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      return booked.body as { id: number };
    };

    const rental = async (client: TestClient, id: number) => {
      const res = await client.get(`/api/desk/bookings/${id}/rental`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { priceCents: number; paidCents: number; dueCents: number; free: boolean };
    };

    it('admins set the rates; desk staff read them; nobody else changes them; the log records the change', async () => {
      const { admin, adminUser, desk } = await staff(ctx);
      expect((await desk.get('/api/desk/rental-rates')).body).toMatchObject(RENTAL_RATES);
      const refused = await desk.put('/api/admin/rental-rates', { ...RENTAL_RATES, peakCentsPerHour: 1 });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ADMINS_ONLY');
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await member.put('/api/admin/rental-rates', RENTAL_RATES)).status).toBe(403);
      expect((await member.get('/api/desk/rental-rates')).status).toBe(403);
      expect((await ctx.client().get('/api/desk/rental-rates')).status).toBe(401);

      const backwards = await admin.put('/api/admin/rental-rates', { ...RENTAL_RATES, peakUntil: '16:00:00' });
      expect(backwards.status).toBe(400);
      expect(backwards.body.fieldErrors.peakUntil).toEqual(['Peak hours must end after they start']);
      const offGrid = await admin.put('/api/admin/rental-rates', { ...RENTAL_RATES, peakFrom: '17:15:00' });
      expect(offGrid.body.fieldErrors.peakFrom).toEqual(['Choose a time on the half hour']);
      expect((await admin.put('/api/admin/rental-rates', { ...RENTAL_RATES, offPeakCentsPerHour: -1 })).status).toBe(
        400,
      );

      const log = await admin.get('/api/admin/activity?action=payment.rental-rates');
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0]).toMatchObject({
        actorName: adminUser.username,
        targetLabel: 'Guest rental rates',
        before: null,
        after: { peakCentsPerHour: 6000, offPeakCentsPerHour: 4000 },
      });
    });

    it('prices a guest walk-in at the rates, takes it at the till up to what is due, and keeps its price', async () => {
      const { admin, desk } = await staff(ctx);
      const booking = await bookGuest(desk);
      expect(await rental(desk, booking.id)).toEqual({
        bookingId: booking.id,
        guestName: 'Pat Walker',
        priceCents: 8000,
        peakMinutes: 60,
        offPeakMinutes: 30,
        paidCents: 0,
        dueCents: 8000,
        free: false,
        moneyBack: null,
      });

      const pay = (amountCents: number, method = 'cash') =>
        desk.post('/api/payments', { amountCents, method, purpose: 'guest', bookingId: booking.id });
      const cash = await pay(5000);
      expect(cash.status).toBe(201);
      expect((await rental(desk, booking.id)).dueCents).toBe(3000);
      const tooMuch = await pay(4000, 'card_terminal');
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body).toMatchObject({
        code: 'PAYMENT_OVER_DUE',
        message: 'Only $30.00 of this guest rental is left to pay.',
      });
      expect((await pay(3000, 'card_terminal')).status).toBe(201);
      expect(await rental(desk, booking.id)).toMatchObject({ paidCents: 8000, dueCents: 0 });
      expect((await pay(1)).body.message).toBe('This guest rental is already paid.');

      // A refund of part of the cash makes that much due again.
      expect((await desk.post(`/api/payments/${cash.body.id}/refund`, { amountCents: 1000 })).status).toBe(201);
      expect(await rental(desk, booking.id)).toMatchObject({ paidCents: 7000, dueCents: 1000 });
      // The day's till: $50 cash, $30 card terminal, $10 refunded.
      expect((await desk.get(`/api/desk/till?date=${TODAY}`)).body).toEqual({
        date: TODAY,
        byMethod: { cash: 5000, card_terminal: 3000, stripe: 0 },
        refunds: 1000,
        refundsByMethod: { cash: 1000, card_terminal: 0, stripe: 0 },
        net: 7000,
        payoutsByMethod: { cash: 0, credit: 0 },
        close: null,
        disputes: [],
        // What the refund made due again is on the day's "Unpaid" list.
        unpaid: [
          {
            kind: 'rental',
            bookingId: booking.id,
            name: 'Pat Walker',
            bayName: expect.any(String),
            startTime: '16:30:00',
            endTime: '18:00:00',
            priceCents: 8000,
            paidCents: 7000,
            dueCents: 1000,
          },
        ],
      });

      // New rates apply to the next rental only.
      expect((await admin.put('/api/admin/rental-rates', { ...RENTAL_RATES, peakCentsPerHour: 9000 })).status).toBe(
        200,
      );
      expect((await rental(desk, booking.id)).priceCents).toBe(8000);
      const later = await bookGuest(desk, { durationMinutes: 60, guestName: 'Lee Later' });
      // 4:30-5:30 PM: half an hour off-peak ($20) and half an hour at the new peak rate ($45).
      expect(await rental(desk, later.id)).toMatchObject({ guestName: 'Lee Later', priceCents: 6500 });
    });

    it('a burst of payments for one rental takes exactly its price', async () => {
      const { desk } = await staff(ctx);
      const booking = await bookGuest(desk);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          desk.post('/api/payments', { amountCents: 1000, method: 'cash', purpose: 'guest', bookingId: booking.id }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(8);
      expect(statuses.filter((s) => s === 409)).toHaveLength(4);
      expect(await rental(desk, booking.id)).toMatchObject({ paidCents: 8000, dueCents: 0 });
      const rows: Array<{ amount_cents: number | string }> = await ctx.db('payments').where({ booking_id: booking.id });
      expect(rows.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(8000);
    });

    it('the free demo and a walk-in before any rates cost nothing; a member has no rental; members cannot look', async () => {
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const unpriced = await bookGuest(desk);
      expect(await rental(desk, unpriced.id)).toMatchObject({ priceCents: 0, dueCents: 0, free: false });

      const sent = await ctx.client().post('/api/contact', demoRequest('Robin Fairway'));
      expect(sent.status).toBe(201);
      const request = (await ctx.db('contact_submissions').first()) as { id: number };
      const demo = await desk.post(`/api/admin/demo-requests/${request.id}/booking`, {
        guestName: 'Robin Fairway',
        guestEmail: 'robin.fairway@example.com',
        guestPhone: '407-555-0123',
        bookingDate: '2027-04-17',
        startTime: '10:00',
        endTime: '12:00',
      });
      expect(demo.status, JSON.stringify(demo.body)).toBe(201);
      expect(await rental(desk, demo.body.id)).toMatchObject({ guestName: 'Robin Fairway', priceCents: 0, free: true });

      const member = await ctx.createMember({ name: 'Mia Member' });
      const walkIn = await desk.post('/api/desk/walk-ins', memberWalkIn(member.id, { start: 'next' }));
      expect(walkIn.status).toBe(201);
      expect((await desk.get(`/api/desk/bookings/${walkIn.body.id}/rental`)).status).toBe(404);
      const { client: memberClient } = await ctx.signInAs({ isMember: true });
      expect((await memberClient.get(`/api/desk/bookings/${unpriced.id}/rental`)).status).toBe(403);
    });
  },
  { now: () => clock.now },
);
