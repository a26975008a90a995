// The desk's till over real HTTP on SQLite and Postgres (docs/decisions/260-payments-ledger.md): payments and refunds
// recorded at the desk, the day's till by method against a hand-counted fixture (facility days in US Eastern, across
// midnight), the desk's limit from the facility settings, refunds never past what is left (a parallel burst), the
// activity log, and who may call what.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { insertRow } from '../support/rows';
import { guestWalkIn, pay, refundPayment, staff, stripeRow, tillClock } from './till-staff';

const { clock, at } = tillClock('2027-04-14', '10:00');

describeEachDatabase(
  'the desk till',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      at('2027-04-14', '10:00');
    });

    it('sums a hand-counted day by method, with refunds on the day they were given', async () => {
      const { adminClient, deskClient, desk } = await staff(ctx);
      const member = await ctx.createMember({ name: 'Mia Member' });

      // Tue 13th, 11:30 PM Eastern (Wed 03:30 UTC): counts on the 13th.
      at('2027-04-13', '23:30');
      const lateCash = await pay(adminClient, { amountCents: 3000, method: 'cash', purpose: 'guest' });
      // Wed 14th, 12:10 AM Eastern: the 14th's first. (a) $12.50 cash.
      at('2027-04-14', '00:10');
      await pay(adminClient, { amountCents: 1250, method: 'cash', purpose: 'guest', note: 'Night guest' });
      at('2027-04-14', '10:00');
      // (b) $40.00 cash for a guest, by the desk.
      const guestCash = await pay(deskClient, { amountCents: 4000, method: 'cash', purpose: 'guest' });
      at('2027-04-14', '11:00');
      // (c) $65.00 on the card terminal for a lesson.
      const lesson = await pay(deskClient, { amountCents: 6500, method: 'card_terminal', purpose: 'lesson' });
      at('2027-04-14', '12:00');
      // (d) $200.00 dues on the card terminal for Mia.
      const dues = await pay(deskClient, {
        amountCents: 20000,
        method: 'card_terminal',
        purpose: 'dues',
        userId: member.id,
      });
      expect(dues).toMatchObject({
        kind: 'payment',
        amountCents: 20000,
        currency: 'usd',
        source: 'desk',
        method: 'card_terminal',
        purpose: 'dues',
        userId: member.id,
        refundOf: null,
        recordedBy: desk.id,
        recordedByName: 'Dan Desk',
        facilityDate: '2027-04-14',
      });
      // (e) $150.00 paid online that day (Stripe's rows come from its webhook: stripe-webhook.integration.test.ts).
      await stripeRow(ctx, '2027-04-14', '15:00', { amount_cents: 15000, purpose: 'lesson' });
      at('2027-04-14', '13:00');
      // Refunds on the 14th: $10.00 of (b), and the whole $30.00 taken late on the 13th.
      const refund = await deskClient.post(`/api/payments/${guestCash.id}/refund`, { amountCents: 1000 });
      expect(refund.status).toBe(201);
      expect(refund.body).toMatchObject({
        kind: 'refund',
        amountCents: 1000,
        method: 'cash',
        purpose: 'guest',
        refundOf: guestCash.id,
        facilityDate: '2027-04-14',
      });
      expect(refund.body.id).not.toBe(guestCash.id);
      await refundPayment(deskClient, lateCash.id, 3000);
      // Thu 15th: (c) refunded in full.
      at('2027-04-15', '09:00');
      await refundPayment(deskClient, lesson.id, 6500);

      // By hand: cash 1250 + 4000 = 5250; card terminal 6500 + 20000 = 26500; Stripe 15000;
      // refunds 1000 + 3000 = 4000; net 5250 + 26500 + 15000 - 4000 = 42750.
      const till = await deskClient.get('/api/desk/till?date=2027-04-14');
      expect(till.status).toBe(200);
      expect(till.body).toEqual({
        date: '2027-04-14',
        byMethod: { cash: 5250, card_terminal: 26500, stripe: 15000 },
        refunds: 4000,
        refundsByMethod: { cash: 4000, card_terminal: 0, stripe: 0 },
        net: 42750,
        payoutsByMethod: { cash: 0, credit: 0 },
        close: null,
        unpaid: [],
        disputes: [],
      });
      expect((await adminClient.get('/api/desk/till?date=2027-04-13')).body).toEqual({
        date: '2027-04-13',
        byMethod: { cash: 3000, card_terminal: 0, stripe: 0 },
        refunds: 0,
        refundsByMethod: { cash: 0, card_terminal: 0, stripe: 0 },
        net: 3000,
        payoutsByMethod: { cash: 0, credit: 0 },
        close: null,
        unpaid: [],
        disputes: [],
      });
      expect((await adminClient.get('/api/desk/till?date=2027-04-15')).body).toEqual({
        date: '2027-04-15',
        byMethod: { cash: 0, card_terminal: 0, stripe: 0 },
        refunds: 6500,
        refundsByMethod: { cash: 0, card_terminal: 6500, stripe: 0 },
        net: -6500,
        payoutsByMethod: { cash: 0, credit: 0 },
        close: null,
        unpaid: [],
        disputes: [],
      });
      // Without a date: today's (the 15th).
      expect((await adminClient.get('/api/desk/till')).body.date).toBe('2027-04-15');

      // The day's rows, newest first, each payment with what has gone back of it.
      const day = await deskClient.get('/api/desk/payments?date=2027-04-14');
      expect(day.status).toBe(200);
      const rows = day.body.entries as Array<{ id: number; kind: string; amountCents: number; refundedCents: number }>;
      expect(rows.map((r) => [r.kind, r.amountCents])).toEqual([
        ['refund', 3000],
        ['refund', 1000],
        ['payment', 15000],
        ['payment', 20000],
        ['payment', 6500],
        ['payment', 4000],
        ['payment', 1250],
      ]);
      expect(rows.find((r) => r.id === lesson.id)?.refundedCents).toBe(6500);
      expect(rows.find((r) => r.id === guestCash.id)?.refundedCents).toBe(1000);

      // The activity log names who did what.
      const log = await adminClient.get('/api/admin/activity?action=payment.refunded');
      expect(log.body.items).toHaveLength(3);
      expect(log.body.items[2]).toMatchObject({
        actorName: desk.username,
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: guestCash.id,
        targetLabel: expect.stringContaining('$10.00 cash, guest'),
      });
      const recorded = await adminClient.get('/api/admin/activity?action=payment.recorded');
      expect(recorded.body.items).toHaveLength(5);

      // Append-only: the database refuses to change a row.
      await expect(ctx.db('payments').where({ id: dues.id }).update({ amount_cents: 1 })).rejects.toThrow(
        /append-only/,
      );
    });

    it("lists the day's payments by what they pay for and who recorded them, by name, never by row number or e-mail", async () => {
      const { adminClient, deskClient, desk } = await staff(ctx);
      const mia = await ctx.createMember({ name: 'Mia Member' });
      const coach = await ctx.createUser({ isCoach: true, name: 'Kim Park' });
      const guestBooking = await guestWalkIn(ctx, '2027-04-14', '16:00:00', '17:30:00');
      const lesson = await insertRow(ctx.db, 'lessons', {
        coach_id: coach.id,
        member_id: mia.id,
        lesson_date: '2027-04-16',
        start_time: '15:00:00',
        end_time: '16:00:00',
        duration_minutes: 60,
        simulator_id: 1,
        status: 'booked',
        complimentary: false,
        created_by: mia.id,
        created_at: new Date().toISOString(),
      });
      const guest = await pay(deskClient, {
        amountCents: 4000,
        method: 'cash',
        purpose: 'guest',
        bookingId: guestBooking,
      });
      await pay(deskClient, { amountCents: 9000, method: 'card_terminal', purpose: 'lesson', lessonId: lesson });
      await pay(adminClient, { amountCents: 20000, method: 'card_terminal', purpose: 'dues', userId: mia.id });
      await pay(adminClient, { amountCents: 500, method: 'cash', purpose: 'fee' });
      await refundPayment(deskClient, guest.id, 1000);
      // A row written before names were stored holds the recorder's username: shown as the account's name now.
      await ctx.db('payments').insert({
        kind: 'payment',
        amount_cents: 700,
        currency: 'usd',
        source: 'desk',
        method: 'cash',
        purpose: 'guest',
        recorded_by: desk.id,
        recorded_by_name: desk.username,
        at: facilityInstant('2027-04-14', '10:30').toISOString(),
        facility_date: '2027-04-14',
      });

      const day = await deskClient.get('/api/desk/payments?date=2027-04-14');
      expect(day.status).toBe(200);
      const shown = (day.body.entries as Array<{ kind: string; paidFor: string | null; recordedByName: string }>).map(
        (row) => [row.kind, row.paidFor, row.recordedByName],
      );
      expect(shown).toEqual([
        ['payment', null, 'Dan Desk'],
        ['refund', 'Pat Walker · Bay 2, 4:00 PM - 5:30 PM', 'Dan Desk'],
        ['payment', null, 'Ava Admin'],
        ['payment', 'Mia Member', 'Ava Admin'],
        ['payment', 'Mia Member · lesson with Kim Park, Bay 1, 3:00 PM - 4:00 PM on Apr 16, 2027', 'Dan Desk'],
        ['payment', 'Pat Walker · Bay 2, 4:00 PM - 5:30 PM', 'Dan Desk'],
      ]);
      expect(JSON.stringify(day.body)).not.toContain('@');
    });

    it('holds desk staff to the limit the admins set; admins record any amount', async () => {
      const { adminClient, deskClient } = await staff(ctx);
      // The default limit: $500.00 a payment.
      expect(
        (await deskClient.post('/api/payments', { amountCents: 50000, method: 'cash', purpose: 'fee' })).status,
      ).toBe(201);
      const over = await deskClient.post('/api/payments', { amountCents: 50001, method: 'cash', purpose: 'fee' });
      expect(over.status).toBe(403);
      expect(over.body).toEqual({
        code: 'PAYMENT_OVER_DESK_LIMIT',
        message: 'Front desk staff record up to $500.00 at a time. Ask an administrator to record more.',
      });
      const big = await pay(adminClient, { amountCents: 120000, method: 'card_terminal', purpose: 'dues' });

      expect((await adminClient.patch('/api/admin/facility-settings', { deskPaymentLimitDollars: 100 })).status).toBe(
        200,
      );
      const refused = await deskClient.post(`/api/payments/${big.id}/refund`, { amountCents: 10001 });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Front desk staff record up to $100.00 at a time. Ask an administrator to record more.',
      );
      await refundPayment(deskClient, big.id, 10000);
      await refundPayment(adminClient, big.id, 110000);
      const none = await adminClient.post(`/api/payments/${big.id}/refund`, { amountCents: 1 });
      expect(none.status).toBe(409);
      expect(none.body).toEqual({
        code: 'PAYMENT_REFUND_TOO_LARGE',
        message: 'This payment has already been refunded in full.',
      });
      // Nothing was written by the refusals: 50000 + 120000 taken, 120000 given back.
      expect((await adminClient.get('/api/desk/till?date=2027-04-14')).body).toMatchObject({
        byMethod: { cash: 50000, card_terminal: 120000, stripe: 0 },
        refunds: 120000,
        net: 50000,
      });
    });

    it('refuses refunds past what is left, of a refund, of nothing; and payments that name nothing', async () => {
      const { adminClient } = await staff(ctx);
      const paid = await pay(adminClient, { amountCents: 5000, method: 'cash', purpose: 'booking' });
      await refundPayment(adminClient, paid.id, 2000);
      const tooMuch = await adminClient.post(`/api/payments/${paid.id}/refund`, { amountCents: 3001 });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.message).toBe('Only $30.00 of this payment is left to refund.');
      const refundRow = (await adminClient.get('/api/desk/payments?date=2027-04-14')).body.entries[0];
      const ofRefund = await adminClient.post(`/api/payments/${refundRow.id}/refund`, { amountCents: 100 });
      expect(ofRefund.status).toBe(409);
      expect(ofRefund.body.code).toBe('PAYMENT_NOT_REFUNDABLE');
      expect((await adminClient.post('/api/payments/999999/refund', { amountCents: 100 })).status).toBe(404);

      const missing = await adminClient.post('/api/payments', {
        amountCents: 100,
        method: 'cash',
        purpose: 'booking',
        bookingId: 999999,
        userId: 999999,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual({
        bookingId: ['No booking has this id'],
        userId: ['No account has this id'],
      });
      for (const body of [
        { amountCents: 0, method: 'cash', purpose: 'guest' },
        { amountCents: 12.5, method: 'cash', purpose: 'guest' },
        { amountCents: 100, method: 'stripe', purpose: 'guest' },
        { amountCents: 100, method: 'cash', purpose: 'tip' },
      ]) {
        expect((await adminClient.post('/api/payments', body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await adminClient.get('/api/desk/till?date=2027-02-30')).status).toBe(400);
    });

    it('a burst of refunds at once gives back exactly what was paid, never more', async () => {
      const { adminClient } = await staff(ctx);
      const paid = await pay(adminClient, { amountCents: 10000, method: 'cash', purpose: 'guest' });
      const answers = await Promise.all(
        Array.from({ length: 16 }, () => adminClient.post(`/api/payments/${paid.id}/refund`, { amountCents: 1000 })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(6);
      const till = await adminClient.get('/api/desk/till?date=2027-04-14');
      expect(till.body).toMatchObject({ refunds: 10000, net: 0 });
    });

    it("a burst of a desk's small refunds of one payment stops at the desk's limit for that payment", async () => {
      const { adminClient, deskClient } = await staff(ctx);
      const paid = await pay(adminClient, { amountCents: 90000, method: 'card_terminal', purpose: 'dues' });
      const answers = await Promise.all(
        Array.from({ length: 18 }, () => deskClient.post(`/api/payments/${paid.id}/refund`, { amountCents: 4900 })),
      );
      // $500.00 of one payment: ten $49.00 refunds ($490.00), the other eight refused.
      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused.map((a) => a.status)).toEqual(Array(8).fill(403));
      expect(refused[0]!.body).toEqual({
        code: 'PAYMENT_OVER_DESK_LIMIT',
        message:
          'Front desk staff refund up to $500.00 of one payment; $10.00 of this one is left. Ask an administrator to refund more.',
      });
      expect((await adminClient.get('/api/desk/till?date=2027-04-14')).body).toMatchObject({ refunds: 49000 });
      // An admin refunds the rest.
      await refundPayment(adminClient, paid.id, 41000);
    });

    it("a burst of a desk's refunds over many payments stops at the desk's limit for the day", async () => {
      const { adminClient, deskClient } = await staff(ctx);
      const { client: otherDesk } = await ctx.signInAs({ isFrontDesk: true, name: 'Olive Desk' });
      const payments = [];
      for (let i = 0; i < 4; i += 1) {
        payments.push(await pay(adminClient, { amountCents: 40000, method: 'cash', purpose: 'guest' }));
      }
      const answers = await Promise.all(
        payments.flatMap((payment) =>
          Array.from({ length: 3 }, () =>
            deskClient.post(`/api/payments/${payment.id}/refund`, { amountCents: 10000 }),
          ),
        ),
      );
      // $1,200.00 of $100.00 refunds asked for: five given ($500.00 a day), the other seven refused.
      expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 403)).toHaveLength(7);
      expect(answers.find((a) => a.status === 403)!.body.message).toBe(
        'Front desk staff refund up to $500.00 a day; you have $0.00 left today. Ask an administrator to refund more.',
      );
      // The limit is each member of staff's: another desk still refunds today; the first again tomorrow.
      const untouched = [];
      for (const payment of payments) {
        const left = await otherDesk.post(`/api/payments/${payment.id}/refund`, { amountCents: 1 });
        untouched.push(left.status);
      }
      expect(untouched).toEqual([201, 201, 201, 201]);
      at('2027-04-15', '10:00');
      await refundPayment(deskClient, payments[0]!.id, 100);
    });

    it('members, coaches and visitors cannot use the till', async () => {
      const { adminClient } = await staff(ctx);
      const paid = await pay(adminClient, { amountCents: 1000, method: 'cash', purpose: 'guest' });
      const { client: member } = await ctx.signInAs({ isMember: true });
      const { client: coach } = await ctx.signInAs({ isCoach: true, isMember: true });
      for (const client of [member, coach]) {
        const record = await client.post('/api/payments', { amountCents: 1000, method: 'cash', purpose: 'guest' });
        expect(record.status).toBe(403);
        expect(record.body.code).toBe('STAFF_ONLY');
        expect((await client.post(`/api/payments/${paid.id}/refund`, { amountCents: 100 })).status).toBe(403);
        expect((await client.get('/api/desk/till?date=2027-04-14')).status).toBe(403);
      }
      expect((await ctx.client().get('/api/desk/till?date=2027-04-14')).status).toBe(401);
      // Desk staff outside staffed hours (8am-8pm) are told the desk is closed.
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      at('2027-04-14', '21:00');
      const closed = await desk.get('/api/desk/till?date=2027-04-14');
      expect(closed.status).toBe(403);
      expect(closed.body.code).toBe('FRONT_DESK_CLOSED');
      expect((await adminClient.get('/api/desk/till?date=2027-04-14')).body.net).toBe(1000);
    });
  },
  { now: () => clock.now },
);
