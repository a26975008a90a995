// A no-show fee charged to the member's card on file over real HTTP on SQLite and Postgres
// (docs/decisions/306-fee-charged-to-the-card-on-file.md): the member's dues were paid on the Stripe stand-in's
// Checkout (decision 301), which saved their card; staff confirm "Charge Card"; the server's own SDK client creates an
// off-session PaymentIntent on the stand-in; only the stand-in's events, signed with the SDK's test-header helper,
// settle the fee (a ledger row, source stripe, purpose fee, with the Stripe ids) or return it to due with the
// reason; a card declined at once (Stripe's 402 with the failed PaymentIntent) is due again in the answer itself. Replays and an older attempt's late event change nothing; a burst of clicks is one PaymentIntent; members
// get 403; a charge whose answer is lost stays processing (no till, no waiver) until Stripe's event or a click that asks
// Stripe again with the same key, or, a day on, when Stripe no longer keeps the key, after finding whether the charge was
// made (decision 418); no saved card is 409 NO_SAVED_CARD; a database fault during the webhook answers 5xx and the retry settles
// the fee once; without Stripe keys the desk's till is the only way.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CHARGE_UNANSWERED, facilityInstant } from '@longwood/core';
import type { StripeStandInEvent } from '@longwood/test-support/stripe-stand-in';
import { describeEachDatabase, type CreatedUser, type TestContext } from '../support/databases';
import { capturedErrorLog, withoutPaymentsTable } from '../support/database-fault';
import type { TestClient } from '../support/http-client';
import { bookingRequest } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { suiteStripe } from '../support/stripe';

const TODAY = '2027-02-10'; // a Wednesday
const START = facilityInstant(TODAY, '08:00');
let clock = START;
const POLICY = { enabled: true, noShowFeeCents: 2500, lateCancelFeeCents: 1500, lateCancelWindowHours: 24 };

const stripe = await suiteStripe('fees', () => clock);
const { standIn } = stripe;
const smtp = await suiteSmtpInbox();

/** What the app logged as errors: only the database fault's test expects one (console.error would fail it). */
const { errors: loggedErrors, log } = capturedErrorLog();

interface Fee {
  bookingId: number;
  memberName: string;
  dueCents: number;
  status: string;
  cardOnFile: boolean;
  charging: boolean;
  chargeFailure: string | null;
}

async function feeRows(ctx: TestContext, bookingId: number) {
  const rows: Array<Record<string, unknown>> = await ctx
    .db('payments')
    .where({ booking_id: bookingId, purpose: 'fee' })
    .orderBy('id')
    .select('amount_cents', 'source', 'method', 'user_id', 'stripe_payment_intent_id', 'stripe_customer_id');
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents), user_id: Number(r.user_id) }));
}

describeEachDatabase(
  'a fee charged to the card on file',
  (ctx) => {
    smtp.use(ctx);
    let admin: TestClient;
    let desk: TestClient;
    let sam: CreatedUser & { client: TestClient };

    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      stripe.deliverTo(ctx.baseUrl);
      admin = (await ctx.signInAs({ isAdmin: true, name: 'Ava Admin' })).client;
      desk = (await ctx.signInAs({ isFrontDesk: true, name: 'Dana Desk' })).client;
      const signedIn = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
      sam = { ...signedIn.user, client: signedIn.client } as CreatedUser & { client: TestClient };
      expect((await admin.put('/api/admin/fee-policy', POLICY)).status).toBe(200);
    });
    afterEach(() => {
      loggedErrors.length = 0;
    });

    /** Sam's dues paid on Stripe's Checkout page: their customer at Stripe and the card Checkout saved. */
    async function duesPaid(userId = sam.id) {
      const sent = await admin.post(`/api/dues/${userId}/payment-link`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const delivered = standIn.deliveries.length;
      await fetch(sent.body.dues.checkoutUrl, { method: 'POST', redirect: 'manual' });
      await expect.poll(() => standIn.deliveries.length).toBe(delivered + 3);
      const session = standIn.sessions.get(sent.body.dues.checkoutUrl.split('/').pop())!;
      const card = standIn.cardOf(session.customer as string)!;
      return { customer: session.customer as string, card: card.id as string };
    }

    /** A booking of Sam's at 10:00 today, marked a no-show at 10:20: a $25.00 fee due. */
    async function noShowFee(start = '10:00', end = '11:00') {
      clock = START;
      const made = await sam.client.post('/api/bookings', bookingRequest(TODAY, start, end));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      clock = facilityInstant(TODAY, '13:20');
      expect((await desk.put(`/api/desk/bookings/${made.body.id}/no-show`, { noShow: true })).status).toBe(200);
      return made.body.id as number;
    }

    const feesDue = async () => {
      const res = await desk.get('/api/desk/fees');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.fees as Fee[];
    };
    /**
     * Sam's no-show fee with a card on file, Stripe's events held, and Stripe's answers to new charges lost: the card
     * is charged and the answer never comes back (the connection cut, the SDK's own retry too). `made`: the events
     * made before.
     */
    async function feeWithAnswersLost() {
      const { customer } = await duesPaid();
      const id = await noShowFee();
      standIn.hold(true);
      const made = standIn.events.length;
      standIn.loseAnswers({ method: 'POST', pathPrefix: '/v1/payment_intents' });
      return { customer, id, made };
    }

    /** While the card is being charged, the till and a waiver cannot take the fee a second time. */
    async function expectTillAndWaiverRefused(id: number) {
      const atTill = await desk.post('/api/payments', {
        amountCents: 2500,
        method: 'cash',
        purpose: 'fee',
        bookingId: id,
      });
      expect(atTill.body.code).toBe('FEE_CHARGE_PROCESSING');
      const waived = await desk.post(`/api/desk/bookings/${id}/fee/waive`, { reason: 'No' });
      expect(waived.body.code).toBe('FEE_CHARGE_PROCESSING');
    }
    const charge = (id: number, client = desk) => client.post(`/api/desk/bookings/${id}/fee/charge`);
    /** Stripe's events delivered: the fee settled by one payment of $25.00. */
    async function settledOnceBy(id: number, events: StripeStandInEvent[]) {
      for (const event of events) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await feesDue()).toEqual([]);
      expect((await feeRows(ctx, id)).map((r) => r.amount_cents)).toEqual([2500]);
    }
    /** The customer's PaymentIntents but those that paid their dues' invoices: the fee's charges. */
    const intentsOf = (customer: string) => {
      const dues = new Set(
        [...standIn.invoicePayments.values()].map((p) => (p.payment as { payment_intent: string }).payment_intent),
      );
      return [...standIn.paymentIntents.values()].filter((i) => i.customer === customer && !dues.has(i.id as string));
    };

    it('staff charge the card: processing until Stripe’s event, then one ledger row, the fee settled, revenue once', async () => {
      const { customer, card } = await duesPaid();
      const id = await noShowFee();
      expect(await feesDue()).toEqual([
        expect.objectContaining({ bookingId: id, memberName: 'Sam Lee', cardOnFile: true, charging: false }),
      ]);

      standIn.hold(true);
      const made = standIn.events.length;
      const charged = await charge(id);
      expect(charged.status, JSON.stringify(charged.body)).toBe(200);
      expect(charged.body).toMatchObject({ bookingId: id, status: 'due', charging: true, dueCents: 2500 });
      const [intent] = intentsOf(customer);
      expect(intent).toMatchObject({
        amount: 2500,
        currency: 'usd',
        payment_method: card,
        status: 'succeeded',
        metadata: { purpose: 'fee', bookingId: String(id), userId: String(sam.id) },
      });
      // Before Stripe's event: processing, no money in the ledger, and the till may not take it twice.
      expect(await feesDue()).toEqual([expect.objectContaining({ bookingId: id, charging: true })]);
      expect(await feeRows(ctx, id)).toEqual([]);
      await expectTillAndWaiverRefused(id);

      const events = standIn.events.slice(made);
      expect(events.map((e) => e.type)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
      // Out of order, then all again: one row.
      for (const event of [...events].reverse()) expect((await standIn.deliver(event)).status).toBe(200);
      for (const event of events) {
        expect(JSON.parse((await standIn.deliver(event)).body)).toEqual({ received: true, firstTime: false });
      }
      expect(await feesDue()).toEqual([]);
      expect(await feeRows(ctx, id)).toEqual([
        {
          amount_cents: 2500,
          source: 'stripe',
          method: 'stripe',
          user_id: sam.id,
          stripe_payment_intent_id: intent!.id,
          stripe_customer_id: customer,
        },
      ]);
      const revenue = await admin.get(`/api/admin/revenue?from=${TODAY}&to=${TODAY}`);
      expect(revenue.body.total.bySource.fees).toBe(2500);
      expect((await charge(id)).body.code).toBe('FEE_NOT_DUE');

      const logged = await admin.get('/api/admin/activity?action=payment.fee-charged');
      expect(logged.body.items.map((i: { sentence: string }) => i.sentence)).toEqual([
        "Dana Desk charged Sam Lee's card $25.00 for the no-show on Feb 10, 2027, Bay 1, 10:00 AM - 11:00 AM",
      ]);
    });

    it('a fee paid on the card and given back in Stripe’s Dashboard is refunded once and never due again', async () => {
      const { customer } = await duesPaid();
      const id = await noShowFee();
      const delivered = standIn.deliveries.length;
      expect((await charge(id)).status).toBe(200);
      await expect.poll(() => standIn.deliveries.length).toBe(delivered + 2);
      expect(await feesDue()).toEqual([]);
      const [intent] = intentsOf(customer);

      // The owner forgives it in Stripe's Dashboard: the events twice, in both orders.
      standIn.hold(true);
      const refunded = await standIn.refundInDashboard(intent!.id as string);
      for (const event of [...refunded, ...[...refunded].reverse()]) {
        expect((await standIn.deliver(event)).status).toBe(200);
      }
      const rows = await ctx.db('payments').where({ booking_id: id, purpose: 'fee' }).orderBy('id');
      expect(rows.map((r: Record<string, unknown>) => [r.kind, r.method, Number(r.amount_cents)])).toEqual([
        ['payment', 'stripe', 2500],
        ['refund', 'stripe', 2500],
      ]);
      // Given back, it is neither due again, nor charged or waived a second time.
      expect(await feesDue()).toEqual([]);
      expect((await charge(id)).body.code).toBe('FEE_NOT_DUE');
      const waived = await desk.post(`/api/desk/bookings/${id}/fee/waive`, { reason: 'Forgiven' });
      expect(waived.body.code).toBe('FEE_NOT_DUE');
      expect(intentsOf(customer)).toHaveLength(1);
      const revenue = (await admin.get(`/api/admin/revenue?from=${TODAY}&to=${TODAY}`)).body;
      expect(revenue.total).toMatchObject({ bySource: { fees: 2500 }, refunds: 2500 });
      // What is left is Sam's dues alone: the fee's $25.00 came in and went back.
      expect(revenue.total.net).toBe(revenue.total.bySource.dues);
      expect(revenue.refundsBySource.fees).toBe(2500);
    });

    it('the no-show is not taken back while its fee is charged: the charge Stripe makes then has its fee', async () => {
      await duesPaid();
      const id = await noShowFee();
      standIn.hold(true);
      const made = standIn.events.length;
      expect((await charge(id)).body).toMatchObject({ charging: true });

      // Taking the mark back would drop the fee the card is being charged for.
      const undo = await desk.put(`/api/desk/bookings/${id}/no-show`, { noShow: false });
      expect([undo.status, undo.body.code]).toEqual([409, 'FEE_CHARGE_PROCESSING']);
      expect(undo.body.message).toBe(
        'The no-show fee is being charged to the card on file; wait for Stripe to answer before taking the no-show back.',
      );
      expect(await feesDue()).toEqual([expect.objectContaining({ bookingId: id, charging: true })]);

      // Stripe's success settles the fee it was for; the mark can be taken back then, the money stays (refunded
      // through Stripe if it should not have been taken).
      await settledOnceBy(id, standIn.events.slice(made));
      const fee = await ctx.db('booking_fees').where({ booking_id: id }).first();
      expect(fee.settled_at).not.toBeNull();
      expect((await desk.put(`/api/desk/bookings/${id}/no-show`, { noShow: false })).status).toBe(200);
      expect(await ctx.db('booking_fees').where({ booking_id: id }).first()).toMatchObject({ booking_id: id });
    });

    it('a card Stripe declines at once is due again with the reason in the answer; its late event changes nothing', async () => {
      const { customer, card } = await duesPaid();
      const id = await noShowFee();
      standIn.declineCard(card, 'card_declined');
      // Stripe's events wait (a webhook can come minutes late): its 402 answer alone tells the desk.
      standIn.hold(true);
      const made = standIn.events.length;
      const first = await charge(id);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({
        status: 'due',
        dueCents: 2500,
        charging: false,
        chargeFailure: 'Card declined',
      });
      expect(await feesDue()).toEqual([
        expect.objectContaining({ bookingId: id, status: 'due', charging: false, chargeFailure: 'Card declined' }),
      ]);
      const [declined] = intentsOf(customer);
      expect(declined).toMatchObject({ status: 'requires_payment_method', metadata: { attempt: '1' } });
      // Its event arrives afterwards: stored, and the fee as the answer left it.
      const events = standIn.events.slice(made);
      expect(events.map((e) => e.type)).toEqual(['payment_intent.created', 'payment_intent.payment_failed']);
      const failed = events[1]!;
      expect(failed.data.object).toMatchObject({ last_payment_error: { code: 'card_declined' } });
      for (const event of events) {
        expect(JSON.parse((await standIn.deliver(event)).body)).toEqual({ received: true, firstTime: true });
      }
      expect(await feesDue()).toEqual([
        expect.objectContaining({ bookingId: id, status: 'due', charging: false, chargeFailure: 'Card declined' }),
      ]);
      standIn.hold(false);

      // The member's bank wants them to approve it: a second attempt, a second PaymentIntent, the other reason.
      // Its event delivered at once after the answer (and so perhaps before the server reads it): written once.
      standIn.declineCard(card, 'authentication_required');
      const failures = () => standIn.deliveries.filter((d) => d.type === 'payment_intent.payment_failed').length;
      const failedBefore = failures();
      expect((await charge(id)).body).toMatchObject({
        charging: false,
        chargeFailure: 'Card declined: the bank asks the member to approve the charge',
      });
      await expect.poll(failures).toBe(failedBefore + 1);
      expect(await feesDue()).toEqual([
        expect.objectContaining({
          charging: false,
          chargeFailure: 'Card declined: the bank asks the member to approve the charge',
        }),
      ]);
      // Card fixed; the third attempt succeeds while Stripe's events wait.
      standIn.declineCard(card, null);
      standIn.hold(true);
      const third = standIn.events.length;
      expect((await charge(id)).body.charging).toBe(true);
      // Each decline counted once, by the answer or the event, not by both: the attempts are 1, 2 and 3.
      expect(intentsOf(customer).map((i) => [i.status, (i.metadata as Record<string, string>).attempt])).toEqual([
        ['requires_payment_method', '1'],
        ['requires_payment_method', '2'],
        ['succeeded', '3'],
      ]);
      // The first attempt's failure arrives again, late, as a new event (Stripe resends as it likes): the third
      // attempt stays processing.
      const late = structuredClone(failed) as StripeStandInEvent;
      late.id = `${failed.id}late`;
      expect(JSON.parse((await standIn.deliver(late)).body)).toEqual({ received: true, firstTime: true });
      expect(await feesDue()).toEqual([expect.objectContaining({ charging: true })]);
      for (const event of standIn.events.slice(third)) await standIn.deliver(event);
      expect(await feesDue()).toEqual([]);
      expect((await feeRows(ctx, id)).map((r) => r.amount_cents)).toEqual([2500]);
    });

    it('a charge whose answer is lost stays processing: the till and a waiver wait for Stripe’s event, one payment', async () => {
      const { customer, id, made } = await feeWithAnswersLost();
      const lost = await charge(id);
      expect(lost.status, JSON.stringify(lost.body)).toBe(502);
      expect(lost.body).toMatchObject({ code: 'FEE_CHARGE_UNANSWERED', message: CHARGE_UNANSWERED });
      expect(intentsOf(customer)).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded' })]);
      // Not "due" again: the desk sees why it waits, and cannot take the fee a second time meanwhile.
      expect(await feesDue()).toEqual([
        expect.objectContaining({ bookingId: id, charging: true, chargeFailure: CHARGE_UNANSWERED }),
      ]);
      await expectTillAndWaiverRefused(id);
      // Stripe's events arrive: the fee is paid once, by the card.
      for (const event of standIn.events.slice(made)) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await feesDue()).toEqual([]);
      expect(await feeRows(ctx, id)).toEqual([expect.objectContaining({ amount_cents: 2500, source: 'stripe' })]);
    });

    it('“Charge Card” after a lost answer asks Stripe again with the same key: the same PaymentIntent, one payment', async () => {
      const { customer, id, made } = await feeWithAnswersLost();
      expect((await charge(id)).body.code).toBe('FEE_CHARGE_UNANSWERED');
      // Still no answer: still processing, still nothing more made at Stripe.
      expect((await charge(id)).body.code).toBe('FEE_CHARGE_UNANSWERED');
      standIn.loseAnswers(null);
      const again = await charge(id);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ bookingId: id, charging: true, chargeFailure: null });
      expect(intentsOf(customer)).toHaveLength(1);
      await settledOnceBy(id, standIn.events.slice(made));
    });

    it('a day after a lost answer, Charge Card finds the charge Stripe made and makes no second one', async () => {
      const { customer, id, made } = await feeWithAnswersLost();
      expect((await charge(id)).body.code).toBe('FEE_CHARGE_UNANSWERED');
      standIn.loseAnswers(null);
      // Stripe keeps an idempotency key 24 hours: the key alone would now let a second charge through.
      clock = new Date(clock.getTime() + 25 * 3_600_000);
      const again = await charge(id);
      expect([again.status, again.body.code]).toEqual([409, 'FEE_CHARGE_PROCESSING']);
      expect(again.body.message).toBe(
        'Stripe made this charge: the card was charged, or is being, though its answer never came. The fee is settled when Stripe says so.',
      );
      expect(intentsOf(customer)).toHaveLength(1);
      expect(await feesDue()).toEqual([expect.objectContaining({ bookingId: id, charging: true })]);
      await settledOnceBy(id, standIn.events.slice(made));
    });

    it('a day after a charge that never reached Stripe, Charge Card sends it under a new key: charged once', async () => {
      const { customer, id } = await feeWithAnswersLost();
      expect((await charge(id)).body.code).toBe('FEE_CHARGE_UNANSWERED');
      const first = await ctx.db('booking_fees').where({ booking_id: id }).first();
      // The request was lost on its way: Stripe has no PaymentIntent of it (and, a day on, no key either).
      standIn.paymentIntents.clear();
      standIn.loseAnswers(null);
      clock = new Date(clock.getTime() + 25 * 3_600_000);
      const again = await charge(id);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ bookingId: id, charging: true, chargeFailure: null });
      const renewed = await ctx.db('booking_fees').where({ booking_id: id }).first();
      expect(renewed.charge_key).not.toBe(first.charge_key);
      expect(renewed.charge_key_at).toBe(clock.toISOString());
      expect(intentsOf(customer)).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded' })]);
      await settledOnceBy(id, standIn.events.filter((e) => e.type === 'payment_intent.succeeded').slice(-1));
    });

    it('a burst of six "Charge Card" clicks is one PaymentIntent and one payment', async () => {
      const { customer } = await duesPaid();
      const id = await noShowFee();
      const clicks = await Promise.all(Array.from({ length: 6 }, () => charge(id)));
      expect(clicks.map((c) => c.status)).toEqual(Array(6).fill(200));
      // Each click answers the fee charging, or paid: a click still asking Stripe for the card when the first click's
      // charge succeeded (the stand-in sends its event at once) finds the fee settled by it, not an error.
      expect(clicks.every((c) => c.body.charging === true || c.body.status === 'paid')).toBe(true);
      expect(clicks.some((c) => c.body.charging === true)).toBe(true);
      expect(intentsOf(customer)).toHaveLength(1);
      await expect.poll(async () => (await feesDue()).length).toBe(0);
      expect((await feeRows(ctx, id)).map((r) => r.amount_cents)).toEqual([2500]);
      const logged = await admin.get('/api/admin/activity?action=payment.fee-charged');
      expect(logged.body.items).toHaveLength(1);
    });

    it('a click still asking Stripe for the card when the first click’s charge succeeds answers the fee paid, not 409', async () => {
      const { customer } = await duesPaid();
      const id = await noShowFee();
      // The first click's card lookup is answered at once; the other five wait a second at Stripe, while the first
      // click's charge is made and its event settles the fee.
      standIn.slowAnswers({ method: 'GET', pathPrefix: '/v1/customers/', ms: 1_000, after: 1 });
      const clicks = await Promise.all(Array.from({ length: 6 }, () => charge(id)));
      expect(clicks.map((c) => c.status)).toEqual(Array(6).fill(200));
      expect(clicks.filter((c) => c.body.status === 'paid').length).toBeGreaterThan(0);
      expect(intentsOf(customer)).toHaveLength(1);
      expect((await feeRows(ctx, id)).map((r) => r.amount_cents)).toEqual([2500]);
    });

    it('members are refused; a member without a saved card gets 409 NO_SAVED_CARD and the till as before', async () => {
      const id = await noShowFee();
      const refused = await charge(id, sam.client);
      expect(refused.status).toBe(403);
      expect(await feesDue()).toEqual([expect.objectContaining({ bookingId: id, cardOnFile: false })]);
      const noCard = await charge(id);
      expect(noCard.status).toBe(409);
      expect(noCard.body).toEqual({
        code: 'NO_SAVED_CARD',
        message: 'Sam Lee has no card on file with Stripe. Take the fee at the till instead.',
      });
      expect((await charge(999999)).status).toBe(404);
      const cash = await desk.post('/api/payments', {
        amountCents: 2500,
        method: 'cash',
        purpose: 'fee',
        bookingId: id,
      });
      expect(cash.status).toBe(201);
      expect(await feesDue()).toEqual([]);
    });

    it('a database fault during the success event answers 5xx; Stripe’s retry settles the fee once', async () => {
      await duesPaid();
      const id = await noShowFee();
      standIn.hold(true);
      const made = standIn.events.length;
      expect((await charge(id)).status).toBe(200);
      const succeeded = standIn.events.slice(made).find((e) => e.type === 'payment_intent.succeeded')!;
      await withoutPaymentsTable(ctx, async () => {
        const failed = await standIn.deliver(succeeded);
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect(loggedErrors).toEqual([expect.stringMatching(/payments/)]);
        loggedErrors.length = 0;
      });
      expect(await feesDue()).toEqual([expect.objectContaining({ charging: true })]);
      expect(JSON.parse((await standIn.deliver(succeeded)).body)).toEqual({ received: true, firstTime: true });
      expect(JSON.parse((await standIn.deliver(succeeded)).body)).toEqual({ received: true, firstTime: false });
      expect(await feesDue()).toEqual([]);
      expect((await feeRows(ctx, id)).map((r) => r.amount_cents)).toEqual([2500]);
    });
  },
  { env: { ...smtp.env, ...stripe.env }, now: () => clock, log },
);

describeEachDatabase(
  'a fee and no Stripe keys',
  (ctx) => {
    it('offers no card charge and refuses one: the till takes the fee', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dana Desk' });
      const { client: member } = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
      expect((await admin.put('/api/admin/fee-policy', POLICY)).status).toBe(200);
      clock = START;
      const made = await member.post('/api/bookings', bookingRequest(TODAY, '10:00', '11:00'));
      clock = facilityInstant(TODAY, '13:20');
      expect((await desk.put(`/api/desk/bookings/${made.body.id}/no-show`, { noShow: true })).status).toBe(200);
      expect((await desk.get('/api/desk/fees')).body.fees).toEqual([
        expect.objectContaining({ cardOnFile: false, charging: false, chargeFailure: null }),
      ]);
      const refused = await desk.post(`/api/desk/bookings/${made.body.id}/fee/charge`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('ONLINE_PAYMENTS_OFF');
    });
  },
  { now: () => clock },
);
