// Disputes of online payments over real HTTP on SQLite and Postgres (docs/decisions/409-disputes-of-online-payments.md):
// a $90.00 lesson paid through Stripe's Checkout (the stand-in, decision 300) is disputed by the cardholder
// (charge.dispute.created), then won or lost (charge.dispute.closed). The till shows it disputed, then won or lost; a lost
// one's $90.00 leaves the ledger once as a refund, in the till and revenue; every admin is e-mailed once when it opens
// and once when it closes, whatever the order and however often the events arrive. Sums worked by hand.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { suiteStripe } from '../support/stripe';
import { paidOnlineLesson } from './online-lesson';

// Monday 2027-03-08, 09:00 in Longwood.
const TODAY = '2027-03-08';
const START = facilityInstant(TODAY, '09:00');
let clock = START;

const stripe = await suiteStripe('disputes', () => clock);
const { standIn } = stripe;

/** The $90.00 lesson, paid on the stand-in's Checkout. */
const paidLesson = (ctx: TestContext, { hold = false } = {}) =>
  paidOnlineLesson(ctx, standIn, TODAY, { hold, adminEmail: 'dana@example.com' });

/** The admins' dispute e-mails queued so far: [to, subject]. */
async function disputeMails(ctx: TestContext) {
  const rows = (await ctx.db('mail_outbox').where('about', 'like', 'dispute %').orderBy('id')) as Array<{
    message: string;
  }>;
  return rows.map((r) => {
    const mail = JSON.parse(r.message) as { to: string; subject: string };
    return [mail.to, mail.subject];
  });
}

const ledger = async (ctx: TestContext) =>
  ((await ctx.db('payments').orderBy('id')) as Array<Record<string, unknown>>).map((r) => [
    r.kind,
    Number(r.amount_cents),
    r.note,
  ]);

const LESSON = 'Ana Reyes · lesson with Kim Park, Bay 1, 1:00 PM - 2:00 PM on Mar 9, 2027';

describeEachDatabase(
  'disputes of online payments',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      stripe.deliverTo(ctx.baseUrl);
    });

    it('a disputed payment shows disputed, then lost: its money leaves the ledger once and the admins hear twice', async () => {
      const { admin, intentId } = await paidLesson(ctx);
      await ctx.createAdmin({ name: 'Lee Owner', email: 'lee@example.com' });
      const [created] = await standIn.dispute(intentId, { reason: 'product_not_received' });
      let till = (await admin.get(`/api/desk/till?date=${TODAY}`)).body;
      expect(till.disputes).toEqual([
        {
          stripeDisputeId: created!.data.object.id,
          paymentId: expect.any(Number),
          amountCents: 9000,
          reason: 'product not received',
          outcome: 'open',
          openedOn: TODAY,
          closedOn: null,
          paidFor: expect.stringContaining('Ana Reyes'),
        },
      ]);
      const day = (await admin.get(`/api/desk/payments?date=${TODAY}`)).body.entries;
      expect(day.map((e: { kind: string; dispute: string | null }) => [e.kind, e.dispute])).toEqual([
        ['payment', 'open'],
      ]);
      // Disputed, not lost: the money still counts.
      expect(till).toMatchObject({ byMethod: { stripe: 9000 }, refunds: 0, net: 9000 });

      clock = new Date(START.getTime() + 86_400_000);
      const [closed] = await standIn.closeDispute(created!.data.object.id as string, { won: false });
      // Replayed, and its older created event again: nothing more.
      for (const event of [closed!, created!, closed!]) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await ledger(ctx)).toEqual([
        ['payment', 9000, null],
        ['refund', 9000, 'Dispute lost (product not received)'],
      ]);
      till = (await admin.get(`/api/desk/till?date=2027-03-09`)).body;
      expect(till).toMatchObject({ refundsByMethod: { stripe: 9000 }, refunds: 9000, net: -9000 });
      expect(till.disputes).toMatchObject([{ outcome: 'lost', openedOn: TODAY, closedOn: '2027-03-09' }]);
      const revenue = (await admin.get('/api/admin/revenue?from=2027-03-01&to=2027-03-31')).body;
      expect(revenue.total).toMatchObject({ refunds: 9000, net: 0 });
      expect(revenue.disputes).toEqual({ open: 0, won: 0, lost: 9000 });
      // Both admins, once when it opened and once when it closed; the payment by what it paid for, never an address.
      const mails = await disputeMails(ctx);
      expect(mails).toHaveLength(4);
      expect(mails.map(([to]) => to).sort()).toEqual([
        'dana@example.com',
        'dana@example.com',
        'lee@example.com',
        'lee@example.com',
      ]);
      expect([...new Set(mails.map(([, subject]) => subject))]).toEqual([
        `Payment disputed: $90.00, ${LESSON}`,
        `Dispute lost: $90.00, ${LESSON}`,
      ]);
    });

    it('a dispute won keeps the money; told before its payment, in any order, it is tied once the payment arrives', async () => {
      const { admin, intentId, made } = await paidLesson(ctx, { hold: true });
      standIn.hold(true);
      const [created] = await standIn.dispute(intentId);
      const [closed] = await standIn.closeDispute(created!.data.object.id as string, { won: true });
      standIn.hold(false);
      const completed = made.find((e) => e.type === 'checkout.session.completed')!;
      for (const event of [closed!, created!, completed, created!])
        expect((await standIn.deliver(event)).status).toBe(200);
      expect(await ledger(ctx)).toEqual([['payment', 9000, null]]);
      const till = (await admin.get(`/api/desk/till?date=${TODAY}`)).body;
      expect(till).toMatchObject({ byMethod: { stripe: 9000 }, refunds: 0, net: 9000 });
      expect(till.disputes).toMatchObject([{ outcome: 'won', paymentId: expect.any(Number), closedOn: TODAY }]);
      const revenue = (await admin.get('/api/admin/revenue?from=2027-03-01&to=2027-03-31')).body;
      expect(revenue.disputes).toEqual({ open: 0, won: 9000, lost: 0 });
      // Closed first: the admin hears once that it was won, never that it opened after.
      expect((await disputeMails(ctx)).map(([, subject]) => subject)).toEqual([
        'Dispute won: $90.00, an online payment not yet recorded',
      ]);
    });

    it('a lost dispute told before its payment is written once the payment arrives; ten deliveries write it once', async () => {
      const { intentId, made } = await paidLesson(ctx, { hold: true });
      standIn.hold(true);
      const [created] = await standIn.dispute(intentId);
      const [closed] = await standIn.closeDispute(created!.data.object.id as string, { won: false });
      standIn.hold(false);
      const answers = await Promise.all(Array.from({ length: 10 }, () => standIn.deliver(closed!)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(await ledger(ctx)).toEqual([]);
      const completed = made.find((e) => e.type === 'checkout.session.completed')!;
      expect((await standIn.deliver(completed)).status).toBe(200);
      expect(await ledger(ctx)).toEqual([
        ['payment', 9000, null],
        ['refund', 9000, 'Dispute lost (fraudulent)'],
      ]);
      expect(await ctx.db('payment_disputes')).toHaveLength(1);
    });
  },
  { env: stripe.env, now: () => clock },
);
