// Revenue in the owner's insights over real HTTP on SQLite and Postgres (docs/decisions/302-revenue-from-the-ledger.md):
// summed from the ledger against hand-counted figures — desk payments and a refund through the till's API, dues and a
// failed dues payment through Stripe's signed events — by source and facility month, with the members in grace now,
// and the same figures as the insights' CSV file.
import Stripe from 'stripe';
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant, revenueCsv } from '@longwood/core';
import { stripeEvent, stripePaidInvoice } from '@longwood/core/testing';
import { describeEachDatabase } from '../support/databases';

const WEBHOOK_SECRET = 'whsec_revenue_suite';
const sdk = new Stripe('sk_test_revenue');
let clock = facilityInstant('2027-03-10', '11:00');
const seconds = (date: string, time: string) => Math.floor(facilityInstant(date, time).getTime() / 1000);

describeEachDatabase(
  'revenue from the ledger',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    async function stripeSends(type: string, object: Record<string, unknown>, id: string, created: number) {
      const payload = JSON.stringify(stripeEvent(type, object, `${id}_${process.pid}`, created));
      const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await fetch(`${ctx.baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      expect(res.status).toBe(200);
    }

    it('by source and month, refunds in the month given, failed dues in the range and members in grace', async () => {
      const ana = await ctx.createUser({ name: 'Ana Reyes' });
      clock = facilityInstant('2027-03-10', '11:00');
      let { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await admin.post('/api/payments', { amountCents: 2500, method: 'cash', purpose: 'guest' })).status).toBe(
        201,
      );
      const lesson = await admin.post('/api/payments', {
        amountCents: 6500,
        method: 'card_terminal',
        purpose: 'lesson',
      });

      // April 1: Ana's dues paid, then a later invoice of hers failed (she is in grace); May 2: another failure.
      const invoice = stripePaidInvoice(String(ana.id));
      await stripeSends('invoice.paid', invoice, 'evt_paid', seconds('2027-04-01', '05:00'));
      await stripeSends('invoice.payment_failed', invoice, 'evt_failed', seconds('2027-04-01', '06:00'));
      await stripeSends('invoice.payment_failed', invoice, 'evt_failed_may', seconds('2027-05-02', '06:00'));

      clock = facilityInstant('2027-04-02', '10:00');
      admin = (await ctx.signInAs({ isAdmin: true })).client;
      expect((await admin.post('/api/payments', { amountCents: 1000, method: 'cash', purpose: 'fee' })).status).toBe(
        201,
      );
      expect((await admin.post(`/api/payments/${lesson.body.id}/refund`, { amountCents: 500 })).status).toBe(201);

      const res = await admin.get('/api/admin/revenue?from=2027-03-01&to=2027-04-30');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        from: '2027-03-01',
        to: '2027-04-30',
        months: [
          { month: '2027-03', bySource: { dues: 0, lessons: 6500, rentals: 2500, fees: 0 }, refunds: 0, net: 9000 },
          { month: '2027-04', bySource: { dues: 20000, lessons: 0, rentals: 0, fees: 1000 }, refunds: 500, net: 20500 },
        ],
        total: { bySource: { dues: 20000, lessons: 6500, rentals: 2500, fees: 1000 }, refunds: 500, net: 29500 },
        failedDues: 1,
        membersInGrace: 1,
      });
      // The same figures as the insights' CSV file (core's one CSV writer), in dollars, hand-counted.
      expect(revenueCsv(res.body).split('\r\n')).toEqual([
        'Month,Dues ($),Lessons ($),Rentals ($),Fees ($),Refunds ($),Net ($)',
        '2027-03,0,65,25,0,0,90',
        '2027-04,200,0,0,10,-5,205',
        'Total,200,65,25,10,-5,295',
        'Failed dues payments,1',
        'Members in grace now,1',
        '',
      ]);
      expect((await admin.get('/api/admin/revenue?from=2027-05-01&to=2027-05-31')).body).toMatchObject({
        months: [],
        failedDues: 1,
      });

      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      expect((await desk.get('/api/admin/revenue?from=2027-03-01&to=2027-04-30')).status).toBe(403);
    });
  },
  {
    env: { STRIPE_SECRET_KEY: 'sk_test_revenue', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    now: () => clock,
  },
);
