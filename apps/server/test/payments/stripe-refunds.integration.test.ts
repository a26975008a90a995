// Refunds of online payments over real HTTP on SQLite and Postgres (docs/decisions/408-refunds-of-online-payments.md):
// a $90 lesson paid through Stripe's Checkout (the server's SDK against the stand-in, decision 300) and given back from
// the product (POST /api/payments/:id/refund: stripe.refunds.create with an idempotency key, recorded when Stripe
// confirms) or in Stripe's Dashboard (its charge.refunded and refund.* events). Every refund reaches the ledger once,
// whatever the order and however often its events arrive; a burst over three app instances never gives back more than
// was paid. Sums are worked by hand from the $90.00 price.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { capturedErrorLog } from '../support/database-fault';
import { suiteStripe } from '../support/stripe';
import { paidOnlineLesson } from './online-lesson';

// Monday 2027-03-08, 09:00 in Longwood.
const TODAY = '2027-03-08';
const MONTH = '2027-03';
const START = facilityInstant(TODAY, '09:00');
let clock = START;

const stripe = await suiteStripe('refunds', () => clock);
const { standIn } = stripe;

/** The $90.00 lesson, paid on the stand-in's Checkout. */
const paidLesson = (ctx: TestContext, options: { hold?: boolean } = {}) =>
  paidOnlineLesson(ctx, standIn, TODAY, options);

/** The ledger's rows of the lesson as [kind, method, cents]. */
async function ledgerOf(ctx: TestContext, lessonId: number) {
  const rows = (await ctx.db('payments').where({ lesson_id: lessonId }).orderBy('id')) as Array<
    Record<string, unknown>
  >;
  return rows.map((r) => [r.kind, r.method, Number(r.amount_cents)]);
}

const lessonPayment = async (member: TestClient, id: number) =>
  ((await member.get('/api/user/lessons')).body as Array<{ id: number; payment: string }>).find((l) => l.id === id)!
    .payment;

/** What the app logged as errors: a refund Stripe did not answer is one (502). */
const { errors: loggedErrors, log } = capturedErrorLog();

/** Past the lesson's 31-minute Checkout: a lesson not paid in full is due at the desk. */
const afterCheckout = () => {
  clock = new Date(START.getTime() + 32 * 60_000);
};

const refundBody = (amountCents: number) => ({ amountCents, reason: 'requested_by_customer' });

describeEachDatabase(
  'refunds of online payments',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      loggedErrors.length = 0;
      stripe.deliverTo(ctx.baseUrl);
    });

    it('staff refund part of a card payment from the product; Stripe confirms it and it is recorded once', async () => {
      const { admin, member, lessonId, paymentId, intentId } = await paidLesson(ctx);
      const delivered = standIn.deliveries.length;

      const missing = await admin.post(`/api/payments/${paymentId}/refund`, { amountCents: 3000 });
      expect([missing.status, missing.body.fieldErrors]).toEqual([
        400,
        { reason: ['Choose why the payment is refunded'] },
      ]);

      const refund = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(3000));
      expect(refund.status, JSON.stringify(refund.body)).toBe(201);
      expect(refund.body).toMatchObject({
        kind: 'refund',
        source: 'stripe',
        method: 'stripe',
        purpose: 'lesson',
        amountCents: 3000,
        refundOf: paymentId,
        lessonId,
        note: 'Asked for by the customer',
        recordedByName: 'Dana Whit',
        stripeRefundId: expect.stringMatching(/^re_/),
      });
      // Stripe's own record: the refund of the Checkout's PaymentIntent, for the amount and reason asked.
      const atStripe = standIn.refunds.get(refund.body.stripeRefundId)!;
      expect(atStripe).toMatchObject({ amount: 3000, payment_intent: intentId, reason: 'requested_by_customer' });

      // Its events (charge.refunded, refund.created) arrive after the answer and change nothing.
      await expect.poll(() => standIn.deliveries.length).toBe(delivered + 2);
      expect(standIn.deliveries.slice(delivered).map((d) => [d.type, d.status])).toEqual([
        ['charge.refunded', 200],
        ['refund.created', 200],
      ]);
      expect(await ledgerOf(ctx, lessonId)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 3000],
      ]);

      // Never more than is left: $60.00.
      const tooMuch = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(6001));
      expect([tooMuch.status, tooMuch.body.message]).toEqual([409, 'Only $60.00 of this payment is left to refund.']);

      const till = (await admin.get(`/api/desk/till?date=${TODAY}`)).body;
      expect(till).toMatchObject({
        byMethod: { stripe: 9000 },
        refundsByMethod: { stripe: 3000 },
        refunds: 3000,
        net: 6000,
      });
      const revenue = (await admin.get(`/api/admin/revenue?from=${MONTH}-01&to=${MONTH}-31`)).body;
      expect(revenue.total).toMatchObject({ bySource: { lessons: 9000 }, refunds: 3000, net: 6000 });
      expect(revenue.byMethod.stripe).toEqual({ paid: 9000, refunds: 3000, net: 6000 });
      expect(revenue.refundsBySource.lessons).toBe(3000);
      // $60.00 of $90.00 held: the lesson is not paid in full any more.
      afterCheckout();
      expect(await lessonPayment(member, lessonId)).toBe('due');
      const log = await ctx.db('activity_log').where({ action: 'payment.refunded-online' }).select('target_label');
      expect(log.map((r: { target_label: string }) => r.target_label)).toEqual([
        `Refund of $30.00 asked of Stripe for payment #${paymentId}, lesson (Asked for by the customer)`,
      ]);
    });

    it('a Dashboard refund reaches the ledger once, in any order and replayed, and the lesson is no longer paid', async () => {
      const { admin, member, lessonId, intentId, made } = await paidLesson(ctx, { hold: true });
      standIn.hold(true);
      const refunded = await standIn.refundInDashboard(intentId);
      standIn.hold(false);
      const [completed] = made.filter((e) => e.type === 'checkout.session.completed');
      // The refund's events first (Stripe keeps no order), the payment's last, then all of them again backwards.
      const order = [...refunded, completed!];
      for (const event of [...order, ...order.reverse()]) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await ledgerOf(ctx, lessonId)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 9000],
      ]);
      const refundRow = await ctx.db('payments').where({ kind: 'refund' }).first();
      expect(refundRow).toMatchObject({ source: 'stripe', recorded_by: null, note: null });
      afterCheckout();
      expect(await lessonPayment(member, lessonId)).toBe('due');
      expect((await admin.get(`/api/desk/till?date=${TODAY}`)).body).toMatchObject({
        byMethod: { stripe: 9000 },
        refundsByMethod: { stripe: 9000 },
        net: 0,
      });
      const revenue = (await admin.get(`/api/admin/revenue?from=${MONTH}-01&to=${MONTH}-31`)).body;
      expect(revenue.total).toMatchObject({ refunds: 9000, net: 0 });
      // Nothing is left of it to refund from the product.
      const payment = await ctx.db('payments').where({ kind: 'payment' }).first();
      const again = await admin.post(`/api/payments/${payment.id}/refund`, refundBody(100));
      expect([again.status, again.body.message]).toEqual([409, 'This payment has already been refunded in full.']);
    });

    it('a pending Dashboard refund holds its amount until Stripe says it succeeded or failed', async () => {
      const { admin, lessonId, paymentId, intentId } = await paidLesson(ctx);
      const [, created] = await standIn.refundInDashboard(intentId, { amount: 5000, status: 'pending' });
      expect(await ledgerOf(ctx, lessonId)).toEqual([['payment', 'stripe', 9000]]);
      const over = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(4001));
      expect([over.status, over.body.message]).toEqual([409, 'Only $40.00 of this payment is left to refund.']);

      await standIn.settleRefund(created!.data.object.id as string, { succeeded: false });
      expect(await ledgerOf(ctx, lessonId)).toEqual([['payment', 'stripe', 9000]]);
      // Failed: the $50.00 is the payment's again. A late refund.created (pending) does not bring it back.
      expect((await standIn.deliver(created!)).status).toBe(200);
      const whole = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(9000));
      expect(whole.status, JSON.stringify(whole.body)).toBe(201);

      const second = await paidLesson(ctx);
      const [, pending] = await standIn.refundInDashboard(second.intentId, { amount: 2500, status: 'pending' });
      await standIn.settleRefund(pending!.data.object.id as string);
      expect(await ledgerOf(ctx, second.lessonId)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 2500],
      ]);
    });

    it('an answer lost on the way back is held, then recorded once from its event with who asked for it', async () => {
      const { admin, lessonId, paymentId } = await paidLesson(ctx);
      standIn.hold(true);
      standIn.loseAnswers({ method: 'POST', pathPrefix: '/v1/refunds' });
      const lost = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(4000));
      expect([lost.status, lost.body.code]).toEqual([502, 'STRIPE_REFUND_PENDING']);
      expect(loggedErrors).toHaveLength(1);
      standIn.loseAnswers(null);
      expect(await ledgerOf(ctx, lessonId)).toEqual([['payment', 'stripe', 9000]]);
      // Held meanwhile: only $50.00 is left to ask for.
      const over = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(5001));
      expect(over.status).toBe(409);
      const events = standIn.events.filter((e) => e.type === 'refund.created' || e.type === 'charge.refunded');
      for (const event of events.slice(-2)) expect((await standIn.deliver(event)).status).toBe(200);
      const rows = await ctx.db('payments').where({ kind: 'refund' });
      expect(rows.map((r: Record<string, unknown>) => [Number(r.amount_cents), r.recorded_by_name])).toEqual([
        [4000, 'Dana Whit'],
      ]);
    });

    it('a refund Stripe fails after it succeeded is paid again, once, and every admin hears once', async () => {
      const paid = await paidOnlineLesson(ctx, standIn, TODAY, { adminEmail: 'dana@example.com' });
      const { admin, member, lessonId, paymentId } = paid;
      await ctx.createAdmin({ name: 'Lee Owner', email: 'lee@example.com' });
      const delivered = standIn.deliveries.length;
      const refund = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(3000));
      expect(refund.status, JSON.stringify(refund.body)).toBe(201);
      await expect.poll(() => standIn.deliveries.length).toBe(delivered + 2);
      const [charged, created] = standIn.events.slice(-2);

      // Two days on, the card was reported lost: Stripe fails the $30.00 refund (refund.failed, refund.updated).
      clock = facilityInstant('2027-03-10', '10:00');
      const failed = await standIn.settleRefund(refund.body.stripeRefundId, {
        succeeded: false,
        failureReason: 'lost_or_stolen_card',
      });
      // Replayed, with the older events that said it succeeded: nothing more.
      for (const event of [...failed, created!, charged!, ...failed])
        expect((await standIn.deliver(event)).status).toBe(200);
      expect(await ledgerOf(ctx, lessonId)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 3000],
        ['payment', 'stripe', 3000],
      ]);
      const back = await ctx.db('payments').orderBy('id', 'desc').first();
      expect(back).toMatchObject({
        facility_date: '2027-03-10',
        note: 'Refund failed (the card was reported lost or stolen): paid again',
      });
      // By hand: Mar 10's till takes the $30.00 back online; March has $120.00 in, $30.00 out, $90.00 net: the lesson
      // is paid in full again.
      expect((await admin.get('/api/desk/till?date=2027-03-10')).body).toMatchObject({
        byMethod: { stripe: 3000 },
        refunds: 0,
        net: 3000,
      });
      const revenue = (await admin.get(`/api/admin/revenue?from=${MONTH}-01&to=${MONTH}-31`)).body;
      expect(revenue.byMethod.stripe).toEqual({ paid: 12000, refunds: 3000, net: 9000 });
      expect(await lessonPayment(member, lessonId)).toBe('paid');
      // Stripe gave the $30.00 back to the charge: all $90.00 may be refunded again, never the row that brought it back.
      const over = await admin.post(`/api/payments/${paymentId}/refund`, refundBody(9001));
      expect([over.status, over.body.message]).toEqual([409, 'Only $90.00 of this payment is left to refund.']);
      const ofRow = await admin.post(`/api/payments/${back.id}/refund`, refundBody(100));
      expect([ofRow.status, ofRow.body.code]).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);

      // Each admin once: the payment by what it paid for, why in words, and that the member is still owed.
      const mails = (await ctx.db('mail_outbox').where('about', 'like', 'refund % failed').orderBy('id')).map(
        (r: { message: string }) => JSON.parse(r.message) as { to: string; subject: string; text: string },
      );
      expect(mails.map((m) => m.to).sort()).toEqual(['dana@example.com', 'lee@example.com']);
      expect(mails[0]!.subject).toBe(
        'Refund failed: $30.00, Ana Reyes · lesson with Kim Park, Bay 1, 1:00 PM - 2:00 PM on Mar 9, 2027',
      );
      expect(mails[0]!.text).toContain('the card was reported lost or stolen');
      expect(mails[0]!.text).toContain('must be refunded another way');
    });

    it('a refund told failed before it was told succeeded never leaves the ledger; the admin hears once', async () => {
      const { lessonId, intentId } = await paidLesson(ctx);
      standIn.hold(true);
      const made = await standIn.refundInDashboard(intentId, { amount: 2000 });
      const failed = await standIn.settleRefund(made[1]!.data.object.id as string, { succeeded: false });
      standIn.hold(false);
      for (const event of [...failed, ...made, ...failed]) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await ledgerOf(ctx, lessonId)).toEqual([['payment', 'stripe', 9000]]);
      const mails = await ctx.db('mail_outbox').where('about', 'like', 'refund % failed');
      expect(mails).toHaveLength(1);
      expect(JSON.parse(mails[0].message).text).toContain('the card has expired or was canceled');
    });

    it('a burst of refunds over three app instances never gives back more than was paid', async () => {
      const { admin, lessonId, paymentId, intentId } = await paidLesson(ctx);
      const instances = [await ctx.startInstance({ env: stripe.env }), await ctx.startInstance({ env: stripe.env })];
      try {
        const clients = [admin, ...instances.map((i) => admin.withBaseUrl(i.baseUrl))];
        const delivered = standIn.deliveries.length;
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            clients[i % 3]!.post(`/api/payments/${paymentId}/refund`, refundBody(2000)),
          ),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([201, 201, 201, 201, ...Array(8).fill(409)]);
        const atStripe = [...standIn.refunds.values()].filter((r) => r.payment_intent === intentId);
        expect(atStripe.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(8000);
        // Each refund's two events, delivered after its answer, change nothing.
        await expect.poll(() => standIn.deliveries.length).toBe(delivered + 8);
        expect((await ledgerOf(ctx, lessonId)).filter(([kind]) => kind === 'refund')).toEqual(
          Array(4).fill(['refund', 'stripe', 2000]),
        );
      } finally {
        for (const instance of instances) await instance.close();
      }
    });

    it('the same refund event ten times in parallel writes one row', async () => {
      const { lessonId, intentId } = await paidLesson(ctx);
      standIn.hold(true);
      const [, created] = await standIn.refundInDashboard(intentId, { amount: 1500 });
      standIn.hold(false);
      const answers = await Promise.all(Array.from({ length: 10 }, () => standIn.deliver(created!)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => JSON.parse(a.body).firstTime)).toHaveLength(1);
      expect(await ledgerOf(ctx, lessonId)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 1500],
      ]);
      expect(await ctx.db('stripe_refunds')).toHaveLength(1);
    });

    it('front-desk staff refund online payments up to the desk limit; admins above it', async () => {
      const { admin, paymentId } = await paidLesson(ctx);
      expect((await admin.patch('/api/admin/facility-settings', { deskPaymentLimitDollars: 50 })).status).toBe(200);
      const desk = (await ctx.signInAs({ isFrontDesk: true, name: 'Sam Desk' })).client;
      const over = await desk.post(`/api/payments/${paymentId}/refund`, refundBody(5001));
      expect([over.status, over.body.code]).toEqual([403, 'PAYMENT_OVER_DESK_LIMIT']);
      const delivered = standIn.deliveries.length;
      expect((await desk.post(`/api/payments/${paymentId}/refund`, refundBody(5000))).status).toBe(201);
      expect((await admin.post(`/api/payments/${paymentId}/refund`, refundBody(4000))).status).toBe(201);
      await expect.poll(() => standIn.deliveries.length).toBe(delivered + 4);
      const member = (await ctx.signInAs({ isMember: true })).client;
      expect((await member.post(`/api/payments/${paymentId}/refund`, refundBody(100))).status).toBe(403);
    });
  },
  { env: stripe.env, now: () => clock, log },
);
