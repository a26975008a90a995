// No-show and late-cancel fees over real HTTP on SQLite and Postgres
// (docs/decisions/305-no-show-and-late-cancel-fees.md): only admins set the policy (off by default); a no-show marked
// by the desk and a cancellation inside the window (by the member, or by staff for them) make one fee due for the
// booking, also in a parallel burst; none outside the window or with the policy off; the desk lists the fees due by
// the member's name, takes one at the till (purpose "fee": settled, never more than is due) or waives it with a reason
// the activity log says in words; members get 403 on the desk's fee calls.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest } from '../support/requests';

const TODAY = '2027-02-10'; // a Wednesday
const TOMORROW = addDaysToDateString(TODAY, 1);
const clock = { now: facilityInstant(TODAY, '08:00') };
const POLICY = { enabled: true, noShowFeeCents: 2500, lateCancelFeeCents: 1500, lateCancelWindowHours: 24 };

interface Fee {
  bookingId: number;
  kind: string;
  memberName: string;
  amountCents: number;
  paidCents: number;
  dueCents: number;
  status: string;
  bayName: string;
  startTime: string;
}

describeEachDatabase(
  'no-show and late-cancel fees',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '08:00');
    });

    async function people(ctx: TestContext, policy: typeof POLICY | null = POLICY) {
      const { user: adminUser, client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Ava Admin' });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dana Desk' });
      const sam = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
      if (policy) expect((await admin.put('/api/admin/fee-policy', policy)).status).toBe(200);
      return { admin, adminUser, desk, sam };
    }

    const book = async (member: TestClient, date: string, start: string, end: string) => {
      const made = await member.post('/api/bookings', bookingRequest(date, start, end));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };

    const feesDue = async (client: TestClient) => {
      const res = await client.get('/api/desk/fees');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.fees as Fee[];
    };

    const noShow = (client: TestClient, id: number, value = true) =>
      client.put(`/api/desk/bookings/${id}/no-show`, { noShow: value });

    it('only admins set the policy, off by default; desk staff read it; members are refused the fee calls', async () => {
      const { admin, adminUser, desk, sam } = await people(ctx, null);
      expect((await desk.get('/api/desk/fee-policy')).body).toEqual({
        enabled: false,
        noShowFeeCents: 0,
        lateCancelFeeCents: 0,
        lateCancelWindowHours: 24,
        moneyBackAs: 'refund',
        updatedAt: null,
      });
      const refused = await desk.put('/api/admin/fee-policy', POLICY);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ADMINS_ONLY');
      expect((await sam.client.put('/api/admin/fee-policy', POLICY)).status).toBe(403);
      for (const call of [
        sam.client.get('/api/desk/fee-policy'),
        sam.client.get('/api/desk/fees'),
        sam.client.post('/api/desk/bookings/1/fee/waive', { reason: 'Mine' }),
      ]) {
        expect((await call).status).toBe(403);
      }
      const bad = await admin.put('/api/admin/fee-policy', { ...POLICY, noShowFeeCents: -1, lateCancelWindowHours: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toMatchObject({
        noShowFeeCents: ['Enter a fee from $0.00 to $500.00'],
        lateCancelWindowHours: ['Enter a whole number of hours from 1 to 168'],
      });

      const set = await admin.put('/api/admin/fee-policy', POLICY);
      expect(set.body).toMatchObject(POLICY);
      expect((await desk.get('/api/desk/fee-policy')).body).toMatchObject(POLICY);
      const log = await admin.get('/api/admin/activity?action=payment.fee-policy');
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0]).toMatchObject({
        actorId: adminUser.id,
        sentence: 'Ava Admin changed the no-show and late-cancel fees',
        after: { enabled: true, noShowFeeCents: 2500 },
      });
    });

    it('a no-show marked by the desk owes the fee once; the list names the member; taking the mark back drops it', async () => {
      const { desk, sam } = await people(ctx);
      const id = await book(sam.client, TODAY, '10:00', '11:00');
      clock.now = facilityInstant(TODAY, '10:20');
      expect(await feesDue(desk)).toEqual([]);
      // A burst of marks (two desks at once) makes one fee.
      const marks = await Promise.all(Array.from({ length: 6 }, () => noShow(desk, id)));
      expect(marks.map((m) => m.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await feesDue(desk)).toEqual([
        expect.objectContaining({
          bookingId: id,
          kind: 'no_show',
          memberName: 'Sam Lee',
          bayName: 'Bay 1',
          startTime: '10:00:00',
          amountCents: 2500,
          paidCents: 0,
          dueCents: 2500,
          status: 'due',
        }),
      ]);
      expect(await ctx.db('booking_fees').where({ booking_id: id })).toHaveLength(1);

      expect((await noShow(desk, id, false)).status).toBe(200);
      expect(await feesDue(desk)).toEqual([]);
      // Marked again, due again; a late check-in takes the mark and the fee back.
      expect((await noShow(desk, id)).status).toBe(200);
      expect(await feesDue(desk)).toHaveLength(1);
      expect((await desk.put(`/api/desk/bookings/${id}/arrival`, { arrived: true })).status).toBe(200);
      expect(await feesDue(desk)).toEqual([]);
    });

    it('no fee while the policy is off', async () => {
      const { admin, desk, sam } = await people(ctx);
      expect((await admin.put('/api/admin/fee-policy', { ...POLICY, enabled: false })).status).toBe(200);
      const id = await book(sam.client, TODAY, '10:00', '11:00');
      const late = await book(sam.client, TODAY, '14:00', '15:00');
      clock.now = facilityInstant(TODAY, '10:20');
      expect((await noShow(desk, id)).status).toBe(200);
      expect((await sam.client.delete(`/api/bookings/${late}`)).status).toBe(204);
      expect(await feesDue(desk)).toEqual([]);
    });

    it('a cancellation inside the window owes the late-cancel fee, by the member or by staff; outside it none', async () => {
      const { desk, sam } = await people(ctx);
      const inWindow = await book(sam.client, TOMORROW, '07:30', '08:30'); // 23.5 hours ahead
      const outside = await book(sam.client, TOMORROW, '08:30', '09:30'); // 24.5 hours ahead
      const byStaff = await book(sam.client, TODAY, '18:00', '19:00');
      expect((await sam.client.delete(`/api/bookings/${outside}`)).status).toBe(204);
      expect(await feesDue(desk)).toEqual([]);
      expect((await sam.client.delete(`/api/bookings/${inWindow}`)).status).toBe(204);
      expect((await desk.delete(`/api/admin/bookings/${byStaff}`)).status).toBe(204);
      const due = await feesDue(desk);
      expect(due.map((f) => [f.bookingId, f.kind, f.memberName, f.amountCents])).toEqual([
        [inWindow, 'late_cancel', 'Sam Lee', 1500],
        [byStaff, 'late_cancel', 'Sam Lee', 1500],
      ]);
    });

    it('the desk takes a fee at the till (never more than due, settled once paid) or waives it with a reason', async () => {
      const { admin, desk, sam } = await people(ctx);
      const first = await book(sam.client, TODAY, '10:00', '11:00');
      const second = await book(sam.client, TODAY, '12:00', '13:00');
      clock.now = facilityInstant(TODAY, '13:10');
      expect((await noShow(desk, first)).status).toBe(200);
      expect((await noShow(desk, second)).status).toBe(200);
      expect(await feesDue(desk)).toHaveLength(2);

      const pay = (amountCents: number, bookingId = first) =>
        desk.post('/api/payments', { amountCents, method: 'cash', purpose: 'fee', bookingId });
      const tooMuch = await pay(3000);
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body).toEqual({ code: 'PAYMENT_OVER_DUE', message: 'Only $25.00 of this fee is left to pay.' });
      // A burst of $10 payments takes $20 and refuses the rest; the last $5 settles it.
      const burst = await Promise.all(Array.from({ length: 5 }, () => pay(1000)));
      expect(burst.filter((r) => r.status === 201)).toHaveLength(2);
      const paid = await pay(500);
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ purpose: 'fee', bookingId: first, userId: sam.user.id, source: 'desk' });
      expect((await feesDue(desk)).map((f) => f.bookingId)).toEqual([second]);
      expect((await pay(100)).body.message).toBe('This fee is not due.');
      // Revenue's "fees" source picks the rows up.
      const revenue = await admin.get(`/api/admin/revenue?from=${TODAY}&to=${TODAY}`);
      expect(revenue.body.total.bySource.fees).toBe(2500);

      const blank = await desk.post(`/api/desk/bookings/${second}/fee/waive`, { reason: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body.fieldErrors.reason).toEqual(['Say why the fee is waived']);
      const waived = await desk.post(`/api/desk/bookings/${second}/fee/waive`, { reason: 'Car broke down' });
      expect(waived.status).toBe(200);
      expect(waived.body).toMatchObject({ status: 'waived', dueCents: 0, waivedReason: 'Car broke down' });
      expect(await feesDue(desk)).toEqual([]);
      expect((await desk.post(`/api/desk/bookings/${second}/fee/waive`, { reason: 'Again' })).status).toBe(409);
      expect((await desk.post(`/api/desk/bookings/${first}/fee/waive`, { reason: 'Paid' })).body.code).toBe(
        'FEE_NOT_DUE',
      );
      expect((await pay(100, second)).body.message).toBe('This fee is not due.');
      expect((await desk.post('/api/desk/bookings/999999/fee/waive', { reason: 'None' })).status).toBe(404);

      const log = await admin.get('/api/admin/activity?action=payment.fee-waived');
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0].sentence).toBe(
        "Dana Desk waived Sam Lee's $25.00 no-show fee for Bay 1, 12:00 PM - 1:00 PM (reason: Car broke down)",
      );
    });
  },
  { now: () => clock.now },
);
