// Revenue in the owner's insights over real HTTP on SQLite and Postgres (docs/decisions/302-revenue-from-the-ledger.md):
// summed from the ledger against hand-counted figures — desk payments and a refund through the till's API, dues and a
// failed dues payment through Stripe's signed events — by source and facility month, with the members in grace now,
// and the same figures as the insights' CSV file.
import Stripe from 'stripe';
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant, noDues, revenueCsv } from '@longwood/core';
import { stripeEvent, stripeInvoicePayments, stripePaidInvoice } from '@longwood/core/testing';
import { describeEachDatabase } from '../support/databases';
import { createDuesRepository } from '../../src/features/payments/dues-repository';

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
      // Paid by a PaymentIntent the event names (this suite has no stand-in of Stripe to list its payments at).
      const invoice = { ...stripePaidInvoice(String(ana.id)), ...stripeInvoicePayments('pi_3MtwBwLkdIwHu7ix28a3tqPa') };
      // Her subscription, as the server stored it when her payment link was paid: dues change only for one the
      // facility made (decision 419).
      await createDuesRepository(ctx.db).save(
        { ...noDues(ana.id), status: 'active', stripeSubscriptionId: 'sub_1MowQVLkdIwHu7ixeRlqHVzs' },
        facilityInstant('2027-03-31', '12:00'),
      );
      await stripeSends('invoice.paid', invoice, 'evt_paid', seconds('2027-04-01', '05:00'));
      await stripeSends('invoice.payment_failed', invoice, 'evt_failed', seconds('2027-04-01', '06:00'));
      await stripeSends('invoice.payment_failed', invoice, 'evt_failed_may', seconds('2027-05-02', '06:00'));

      clock = facilityInstant('2027-04-02', '10:00');
      admin = (await ctx.signInAs({ isAdmin: true })).client;
      expect((await admin.post('/api/payments', { amountCents: 1000, method: 'cash', purpose: 'fee' })).status).toBe(
        201,
      );
      expect((await admin.post(`/api/payments/${lesson.body.id}/refund`, { amountCents: 500 })).status).toBe(201);
      // Ana's booking of May 1, paid on April 2: paid in April, earned in May.
      const booking = await ctx.app.services.bookings.reservations.inLock(['2027-05-01'], (tx) =>
        tx.reserve({
          kind: 'member',
          userId: ana.id,
          bookingDate: '2027-05-01',
          simulatorId: 1,
          exactBay: true,
          startTime: '10:00',
          endTime: '11:00',
        } as never),
      );
      const paidAhead = await admin.post('/api/payments', {
        amountCents: 3000,
        method: 'cash',
        purpose: 'booking',
        userId: ana.id,
        bookingId: booking.id,
      });
      expect(paidAhead.status, paidAhead.text).toBe(201);

      const res = await admin.get('/api/admin/revenue?from=2027-03-01&to=2027-04-30');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        from: '2027-03-01',
        to: '2027-04-30',
        months: [
          {
            month: '2027-03',
            bySource: { dues: 0, lessons: 6500, rentals: 2500, fees: 0, leagues: 0 },
            refunds: 0,
            net: 9000,
          },
          {
            month: '2027-04',
            bySource: { dues: 20000, lessons: 0, rentals: 3000, fees: 1000, leagues: 0 },
            refunds: 500,
            net: 23500,
          },
        ],
        total: {
          bySource: { dues: 20000, lessons: 6500, rentals: 5500, fees: 1000, leagues: 0 },
          refunds: 500,
          net: 32500,
        },
        // Cash: the guest's 2500, the fee's 1000 and Ana's booking's 3000; the terminal: the lesson less its refund.
        byMethod: {
          cash: { paid: 6500, refunds: 0, net: 6500 },
          card_terminal: { paid: 6500, refunds: 500, net: 6000 },
          stripe: { paid: 20000, refunds: 0, net: 20000 },
        },
        // Ana (a member since her dues): her dues and booking; everything else was paid by nobody's account.
        byPayer: { member: { paid: 23000, refunds: 0, net: 23000 }, guest: { paid: 10000, refunds: 500, net: 9500 } },
        refundsBySource: { dues: 0, lessons: 500, rentals: 0, fees: 0, leagues: 0 },
        // The refund counts where its lesson's payment was earned (March); the booking paid in April, in May.
        earnedMonths: [
          { month: '2027-03', net: 8500 },
          { month: '2027-04', net: 21000 },
          { month: '2027-05', net: 3000 },
        ],
        failedDues: 1,
        membersInGrace: 1,
        disputes: { open: 0, won: 0, lost: 0 },
      });
      // The same figures as the insights' CSV file (core's one CSV writer), in dollars, hand-counted.
      expect(revenueCsv(res.body).split('\r\n')).toEqual([
        'Month,Dues ($),Lessons ($),Rentals ($),Fees ($),League buy-ins ($),Refunds ($),Net ($)',
        '2027-03,0,65,25,0,0,0,90',
        '2027-04,200,0,30,10,0,-5,235',
        'Total,200,65,55,10,0,-5,325',
        'Failed dues payments,1',
        'Members in grace now,1',
        '',
        'Paid by,Paid ($),Refunds ($),Net ($)',
        'Cash,65,0,65',
        'Card terminal,65,-5,60',
        'Online (Stripe),200,0,200',
        'Members,230,0,230',
        'Guests and others,100,-5,95',
        '',
        'Refunds of,Dues ($),Lessons ($),Rentals ($),Fees ($),League buy-ins ($)',
        'Total,0,-5,0,0,0',
        '',
        'Earned in,Net ($)',
        '2027-03,85',
        '2027-04,210',
        '2027-05,30',
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
