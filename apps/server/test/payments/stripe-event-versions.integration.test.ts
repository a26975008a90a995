// Stripe's events as Stripe really sends them, over real HTTP and SMTP on SQLite and Postgres
// (docs/decisions/400-stripe-event-versions.md): the stand-in (decision 300) writes its events in the pinned API
// version or, on request, in one before 2025-03-31.basil (an invoice's top-level `subscription`, no `parent`: Stripe's
// changelog "Invoicing resources now specify how they were generated"), and dues are paid, fail and are restored the
// same in both; an event in a version the server cannot read is refused with 400 and a log line, and stored not; a
// lesson paid by bank debit is paid when the debit succeeds (checkout.session.async_payment_succeeded), not when it
// fails; a Checkout Session's money is recorded once whichever of its events comes first, in parallel too; an event
// naming no account of ours, a subscription (or its invoice) the facility never created, a one-off Dashboard invoice
// change no dues;
// a cancellation set in Stripe's customer portal shows on the member's dues, taken back it goes, in any order;
// migration 405 keeps the payments written twice before it.
import Stripe from 'stripe';
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, STRIPE_API_VERSION } from '@longwood/core';
import { stripeCheckoutSession, stripeEvent, stripePaidInvoice } from '@longwood/core/testing';
import type { StripeStandInEvent } from '@longwood/test-support/stripe-stand-in';
import { describeEachDatabase, type CreatedUser, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { suiteStripe } from '../support/stripe';
import * as m405 from '../../src/db/migrations/405-payments-one-per-checkout';

/** Friday 2027-04-16, 11:00 at the facility: dues start then, billed on the 1st. */
const START = facilityInstant('2027-04-16', '11:00');
let clock = START;
const at = (date: string, time: string) => {
  clock = facilityInstant(date, time);
};

const stripe = await suiteStripe('versions', () => clock);
const { standIn } = stripe;
const smtp = await suiteSmtpInbox();

/** A version before 2025-03-31.basil that the server reads (the stand-in writes its events in that shape). */
const OLDER = '2024-06-20';
// Hand-counted as in dues.integration.test.ts: Apr 16 11:00 EDT to May 1 00:00 EDT of a 30-day month of $200.
const FIRST_MONTH_CENTS = 9694;

/** What the server logged as warnings (an unreadable version's line). */
const warnings: string[] = [];
const log = { info: () => {}, warn: (line: string) => void warnings.push(line), error: () => {} };

async function ledger(ctx: TestContext, where: Record<string, unknown> = {}) {
  const rows: Array<Record<string, unknown>> = await ctx
    .db('payments')
    .where(where)
    .orderBy('id')
    .select('purpose', 'amount_cents', 'user_id', 'facility_date', 'stripe_checkout_session_id');
  return rows.map((r) => ({
    purpose: r.purpose,
    cents: Number(r.amount_cents),
    userId: r.user_id === null ? null : Number(r.user_id),
    date: r.facility_date,
  }));
}

async function storedEvents(ctx: TestContext) {
  const [row] = (await ctx.db('stripe_events').count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row!.n);
}

const isMember = async (ctx: TestContext, userId: number) =>
  Boolean((await ctx.db('users').where({ id: userId }).first('is_member')).is_member);

describeEachDatabase(
  'Stripe events as Stripe sends them',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      warnings.length = 0;
      stripe.deliverTo(ctx.baseUrl);
      admin = (await ctx.signInAs({ isAdmin: true })).client;
    });

    /** An account that asked to become a member (POST /api/membership-request): a dues link may go to it. */
    async function applicant(name: string, email: string) {
      const user = await ctx.createUser({ name, email });
      const client = await ctx.signIn(user.username, user.password);
      const asked = await client.post('/api/membership-request', {
        userId: user.id,
        email,
        name,
        phone: '407-555-0142',
        preferredContact: 'email',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      return user;
    }

    /** Staff send the link; the member pays on Checkout; its events follow (delivered before this returns, unless held). */
    async function linkPaid(user: CreatedUser) {
      const sent = await admin.post(`/api/dues/${user.id}/payment-link`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const sessionId = sent.body.dues.checkoutUrl.split('/').pop() as string;
      await standIn.pay(sessionId);
      return standIn.sessions.get(sessionId)!.subscription as string;
    }

    /** The PaymentIntents that paid the stand-in's invoices; the one that paid `invoiceId`. */
    const paidIntents = () =>
      [...standIn.invoicePayments.values()].map((p) => (p.payment as { payment_intent: string }).payment_intent);
    const paidBy = (invoiceId: string) =>
      [...standIn.invoicePayments.values()]
        .filter((p) => p.invoice === invoiceId)
        .map((p) => (p.payment as { payment_intent: string }).payment_intent)[0];

    const duesOf = async (user: CreatedUser) => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      return (await client.get(`/api/dues/${user.id}`)).body;
    };

    it('the SDK pins the version the server reads and the operations guide names', () => {
      expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    });

    it('dues paid, failed and restored in the pre-2025-03-31 shape do exactly what the pinned shape does', async () => {
      const seen: Record<string, unknown>[] = [];
      for (const version of [STRIPE_API_VERSION, OLDER]) {
        clock = START;
        standIn.apiVersion(version);
        const member = await applicant(`Member ${seen.length}`, `m${seen.length}@example.com`);
        const made = standIn.events.length;
        const subscription = await linkPaid(member);
        const { receipts, ...dues } = await duesOf(member);
        const paid = { dues, receipts: receipts.length, isMember: await isMember(ctx, member.id) };

        at('2027-05-01', '05:00');
        await standIn.renew(subscription, { paid: false });
        const failed = await duesOf(member);
        at('2027-05-03', '05:00');
        await standIn.retry(subscription);
        const restored = await duesOf(member);
        const invoices = standIn.events.slice(made).filter((e) => e.type.startsWith('invoice.'));
        // Written as Stripe writes that version: the older one with the subscription at the top and no parent.
        for (const event of invoices) {
          expect(event.api_version).toBe(version);
          const invoice = event.data.object;
          if (version === OLDER)
            expect(invoice).toMatchObject({
              subscription,
              subscription_details: { metadata: { userId: String(member.id) } },
            });
          expect('parent' in invoice).toBe(version !== OLDER);
          // What paid it: the older shape names its PaymentIntent; the pinned one lists no payments (asked for).
          if (event.type === 'invoice.paid')
            expect(invoice.payment_intent).toEqual(version === OLDER ? paidBy(invoice.id as string) : undefined);
        }
        // Replayed, and backwards: nothing changes twice.
        for (const event of [...standIn.events.slice(made)].reverse()) {
          expect(JSON.parse((await standIn.deliver(event)).body)).toMatchObject({ firstTime: false });
        }
        await ctx.app.services.outbox.settle();
        seen.push({
          paid,
          failed: { status: failed.status, graceEndsAt: failed.graceEndsAt },
          restored: { status: restored.status, nextChargeAt: restored.nextChargeAt, graceEndsAt: restored.graceEndsAt },
          isMember: await isMember(ctx, member.id),
          ledger: (await ledger(ctx, { user_id: member.id })).map(({ userId: _userId, ...row }) => row),
          receipts: (await duesOf(member)).receipts.length,
          // Each dues row names the PaymentIntent of its invoice's payment, whichever shape told it (decision 410).
          intents: (await ctx.db('payments').where({ user_id: member.id }).orderBy('id')).map(
            (r: { stripe_payment_intent_id: string | null }) =>
              paidIntents().includes(r.stripe_payment_intent_id ?? ''),
          ),
          mails: inbox.messages
            .filter((m) => m.envelopeTo.includes(member.email))
            .map((m) => m.subject)
            .sort(),
        });
      }
      const [pinned, older] = seen;
      expect(older).toEqual(pinned);
      expect(pinned).toMatchObject({
        paid: { dues: { status: 'active', nextChargeAt: '2027-05-01T04:00:00.000Z' }, isMember: true },
        // The failure on May 1 05:00 EDT (09:00Z) starts 7 days' grace.
        failed: { status: 'grace', graceEndsAt: '2027-05-08T09:00:00.000Z' },
        restored: { status: 'active', nextChargeAt: '2027-06-01T04:00:00.000Z', graceEndsAt: null },
        isMember: true,
        ledger: [
          { purpose: 'dues', cents: FIRST_MONTH_CENTS, date: '2027-04-16' },
          { purpose: 'dues', cents: 20000, date: '2027-05-03' },
        ],
        receipts: 2,
        intents: [true, true],
      });
    });

    it('an event in a version the server cannot read answers 400 with a log line naming the setting, and is kept for the retry', async () => {
      const member = await applicant('Ana Reyes', 'ana.reyes@example.com');
      standIn.hold(true);
      const made = standIn.events.length;
      const sent = await admin.post(`/api/dues/${member.id}/payment-link`);
      await standIn.pay(sent.body.dues.checkoutUrl.split('/').pop());
      const invoicePaid = standIn.events.slice(made).find((e) => e.type === 'invoice.paid')!;
      for (const version of ['2019-12-03', '2027-06-30.future', null]) {
        const answer = await standIn.deliver({ ...invoicePaid, api_version: version });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'STRIPE_API_VERSION_UNREAD' });
      }
      const said = warnings.filter((line) => line.startsWith('Stripe event'));
      expect(said).toHaveLength(3);
      expect(said[0]).toContain(`Stripe event ${invoicePaid.id} (invoice.paid) is in API version 2019-12-03`);
      expect(said[0]).toContain(`Create the webhook endpoint with API version ${STRIPE_API_VERSION}`);
      expect(said[1]).toContain(`2027-06-30.future, newer than the ${STRIPE_API_VERSION} this server reads`);
      // Nothing stored: Stripe's retry, once it reads, is acted on.
      expect(await storedEvents(ctx)).toBe(0);
      expect(await ledger(ctx)).toEqual([]);
      for (const event of standIn.events.slice(made)) expect((await standIn.deliver(event)).status).toBe(200);
      expect(await ledger(ctx)).toEqual([
        { purpose: 'dues', cents: FIRST_MONTH_CENTS, userId: member.id, date: '2027-04-16' },
      ]);
    });

    it('a cancellation set in the customer portal shows on the member’s dues; taken back, it goes; in any order', async () => {
      for (const version of [STRIPE_API_VERSION, OLDER]) {
        standIn.apiVersion(version);
        const member = await applicant('Pat Portal', `portal-${version}@example.com`);
        const subscription = await linkPaid(member);
        at('2027-04-20', '10:00');
        await standIn.cancelInPortal(subscription);
        expect(await duesOf(member)).toMatchObject({ status: 'active', cancelAt: '2027-05-01T04:00:00.000Z' });
        at('2027-04-21', '10:00');
        await standIn.cancelInPortal(subscription, { takeBack: true });
        expect(await duesOf(member)).toMatchObject({ status: 'active', cancelAt: null });
        // Set again, then taken back, delivered backwards and replayed: the latest decides.
        standIn.hold(true);
        const made = standIn.events.length;
        at('2027-04-22', '10:00');
        await standIn.cancelInPortal(subscription);
        at('2027-04-23', '10:00');
        await standIn.cancelInPortal(subscription, { takeBack: true });
        at('2027-04-24', '10:00');
        await standIn.cancelInPortal(subscription);
        const updates = standIn.events.slice(made);
        for (const event of [updates[2]!, updates[0]!, updates[1]!, updates[0]!]) await standIn.deliver(event);
        expect(await duesOf(member)).toMatchObject({ status: 'active', cancelAt: '2027-05-01T04:00:00.000Z' });
        expect(await isMember(ctx, member.id)).toBe(true);
        standIn.hold(false);
        clock = START;
      }
    });

    it('a signed subscription end the facility never created, or naming no account, changes nothing', async () => {
      const paying = await applicant('Paula Paying', 'paying@example.com');
      await linkPaid(paying);
      const atDesk = await ctx.createMember();
      for (const [user, id] of [
        [paying, 'sub_1MowQVLkdIwHu7ixeRlqHVzs'],
        [atDesk, 'sub_1MowQVLkdIwHu7ixeRlqHVzt'],
      ] as const) {
        // A subscription's end as Stripe's API reference shows it (docs.stripe.com/api/subscriptions/object).
        const ended = stripeEvent(
          'customer.subscription.deleted',
          {
            id,
            object: 'subscription',
            customer: 'cus_NffrFeUfNV2Hib',
            status: 'canceled',
            metadata: { userId: String(user.id) },
            cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
          },
          `evt_forged_end_${user.id}`,
          Math.floor(clock.getTime() / 1000),
        );
        expect((await standIn.deliver(ended as StripeStandInEvent)).status).toBe(200);
        expect(await isMember(ctx, user.id)).toBe(true);
      }
      expect((await duesOf(paying)).status).toBe('active');
      // A payment naming an account that does not exist: stored as received, no ledger row.
      const nobody = stripeEvent(
        'checkout.session.completed',
        stripeCheckoutSession('cs_test_nobody', 9000, { client_reference_id: '987654' }),
        'evt_nobody',
        Math.floor(clock.getTime() / 1000),
      );
      expect((await standIn.deliver(nobody as StripeStandInEvent)).status).toBe(200);
      expect(await ledger(ctx, { stripe_checkout_session_id: 'cs_test_nobody' })).toEqual([]);
    });

    it('a signed invoice of a subscription the facility never created makes no member and fails no one', async () => {
      // One who asked to join and was sent a link they have not paid, and a member whose link is paid.
      const waiting = await applicant('Wes Waiting', 'waiting@example.com');
      expect((await admin.post(`/api/dues/${waiting.id}/payment-link`)).status).toBe(201);
      const paying = await applicant('Pia Paying', 'pia@example.com');
      await linkPaid(paying);
      const before = await ledger(ctx);
      const created = Math.floor(clock.getTime() / 1000);
      for (const [user, type] of [
        [waiting, 'invoice.paid'],
        [paying, 'invoice.payment_failed'],
        [paying, 'invoice.paid'],
      ] as const) {
        // A subscription invoice as Stripe's API reference shows it, its metadata naming our account.
        const forged = stripeEvent(type, stripePaidInvoice(String(user.id)), `evt_forged_${type}_${user.id}`, created);
        expect((await standIn.deliver(forged as StripeStandInEvent)).status).toBe(200);
      }
      expect(await isMember(ctx, waiting.id)).toBe(false);
      expect((await duesOf(waiting)).status).toBe('link_sent');
      expect(await duesOf(paying)).toMatchObject({ status: 'active', nextChargeAt: '2027-05-01T04:00:00.000Z' });
      expect(await ledger(ctx)).toEqual(before);
      expect(warnings).toEqual([
        `Stripe payment for account ${waiting.id} of sub_1MowQVLkdIwHu7ixeRlqHVzs, which the facility did not create: nothing changed.`,
        `Stripe failed payment for account ${paying.id} of sub_1MowQVLkdIwHu7ixeRlqHVzs, which the facility did not create: nothing changed.`,
        `Stripe payment for account ${paying.id} of sub_1MowQVLkdIwHu7ixeRlqHVzs, which the facility did not create: nothing changed.`,
      ]);
      // The waiting one's own link paid: a member, as before.
      const session = (await duesOf(waiting)).checkoutUrl.split('/').pop() as string;
      await standIn.pay(session);
      expect(await isMember(ctx, waiting.id)).toBe(true);
    });

    it('a one-off Dashboard invoice is a one-off payment, not dues with no member, in either shape', async () => {
      const member = await applicant('Ivan Invoiced', 'invoiced@example.com');
      await linkPaid(member);
      const created = Math.floor(facilityInstant('2027-04-17', '15:00').getTime() / 1000);
      // One made in the Dashboard: no subscription (`parent` null; before basil, `subscription` null), billing_reason manual.
      const { parent: _parent, ...pinnedShape } = stripePaidInvoice('', 12500);
      const oneOff = {
        ...pinnedShape,
        id: 'in_1OneOffDashboard',
        billing_reason: 'manual',
        parent: null,
        metadata: {},
      };
      const { parent: _none, ...older } = oneOff;
      const events = [
        stripeEvent('invoice.paid', oneOff, 'evt_one_off_pinned', created),
        {
          ...stripeEvent(
            'invoice.paid',
            { ...older, id: 'in_2OneOffDashboard', subscription: null },
            'evt_one_off_older',
            created,
          ),
          api_version: OLDER,
        },
      ];
      for (const event of events) expect((await standIn.deliver(event as StripeStandInEvent)).status).toBe(200);
      expect(await ledger(ctx, { facility_date: '2027-04-17' })).toEqual([
        { purpose: 'booking', cents: 12500, userId: null, date: '2027-04-17' },
        { purpose: 'booking', cents: 12500, userId: null, date: '2027-04-17' },
      ]);
      expect(await duesOf(member)).toMatchObject({ status: 'active', nextChargeAt: '2027-05-01T04:00:00.000Z' });
    });
  },
  { env: { ...smtp.env, ...stripe.env }, now: () => clock, log },
);

// Monday 2027-03-08, 09:00 (staffed hours); Tuesday's lessons.
const LESSON_DAY = '2027-03-08';
const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

describeEachDatabase(
  'lessons paid by bank debit, and one payment per Checkout',
  (ctx) => {
    let member: TestClient;
    let coachId: number;

    beforeEach(async () => {
      await ctx.resetData();
      at(LESSON_DAY, '09:00');
      stripe.deliverTo(ctx.baseUrl);
      const admin = (await ctx.signInAs({ isAdmin: true })).client;
      const { user: coach, client: coachClient } = await ctx.signInAs({ isCoach: true, name: 'Kim Park' });
      expect((await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS })).status).toBe(200);
      expect((await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: 9000 })).status).toBe(
        200,
      );
      member = (await ctx.signInAs({ isMember: true, name: 'Ana Reyes' })).client;
      coachId = coach.id;
      // The month's complimentary lesson first: the next ones are priced.
      const free = {
        coachId,
        bookingDate: addDaysToDateString(LESSON_DAY, 1),
        startTime: '09:00',
        durationMinutes: 60,
      };
      expect((await member.post('/api/lessons', free)).body).toMatchObject({ complimentary: true });
    });

    /** A priced lesson booked `days` on at 11:00: its id and Checkout Session. */
    async function pricedLesson(days: number) {
      const booked = await member.post('/api/lessons', {
        coachId,
        bookingDate: addDaysToDateString(LESSON_DAY, days),
        startTime: '11:00',
        durationMinutes: 60,
      });
      expect(booked.body).toMatchObject({ priceCents: 9000, payment: 'processing' });
      return { id: booked.body.id as number, session: booked.body.checkoutUrl.split('/').pop() as string };
    }

    const paymentOf = async (id: number) =>
      ((await member.get('/api/user/lessons')).body as Array<{ id: number; payment: string }>).find((l) => l.id === id)!
        .payment;
    const lessonLedger = async (id: number) => (await ledger(ctx, { lesson_id: id })).map((r) => r.cents);

    it('a lesson paid by bank debit is paid when the debit succeeds, once; a failed debit leaves it unpaid', async () => {
      const debited = await pricedLesson(1);
      const failing = await pricedLesson(2);
      standIn.hold(true);
      const made = standIn.events.length;
      await standIn.payByBankDebit(debited.session);
      await standIn.payByBankDebit(failing.session);
      // The debit's outcome later (past the Checkout's 31 minutes: a lesson not paid is due at the desk).
      at(LESSON_DAY, '10:00');
      await standIn.settleBankDebit(debited.session);
      await standIn.settleBankDebit(failing.session, { succeeded: false });
      const events = standIn.events.slice(made);
      expect(events.map((e) => e.type)).toEqual([
        'checkout.session.completed',
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
      ]);
      // Out of order and replayed.
      for (const event of [events[2]!, events[3]!, events[0]!, events[1]!, events[2]!]) {
        expect((await standIn.deliver(event)).status).toBe(200);
      }
      expect(await lessonLedger(debited.id)).toEqual([9000]);
      expect(await paymentOf(debited.id)).toBe('paid');
      expect(await lessonLedger(failing.id)).toEqual([]);
      expect(await paymentOf(failing.id)).toBe('due');
    });

    it('migration 405 keeps payments written twice before it, and holds one payment per session after', async () => {
      const row = (id: number, session: string) => ({
        id,
        kind: 'payment',
        amount_cents: 9000,
        currency: 'usd',
        source: 'stripe',
        method: 'stripe',
        purpose: 'lesson',
        stripe_checkout_session_id: session,
        at: '2027-03-08T14:00:00.000Z',
        facility_date: LESSON_DAY,
      });
      await m405.down(ctx.db);
      try {
        // As the webhook wrote them before: two events of one session, two rows.
        await ctx.db('payments').insert([row(901, 'cs_test_twice'), row(902, 'cs_test_twice')]);
        await m405.up(ctx.db);
        expect((await ledger(ctx, { stripe_checkout_session_id: 'cs_test_twice' })).length).toBe(2);
        await expect(ctx.db('payments').insert(row(903, 'cs_test_new'))).resolves.toBeDefined();
        await expect(ctx.db('payments').insert(row(904, 'cs_test_new'))).rejects.toThrow();
      } finally {
        await m405.down(ctx.db);
        await ctx.db('payments').whereIn('id', [901, 902, 903]).delete();
        await m405.up(ctx.db);
      }
    });

    it('two events about one Checkout Session, even at once, record one payment', async () => {
      const lesson = await pricedLesson(1);
      standIn.hold(true);
      const made = standIn.events.length;
      await standIn.pay(lesson.session);
      const [completed] = standIn.events.slice(made) as [StripeStandInEvent];
      // Stripe's other event about the same session (as a delayed method sends it), under its own id.
      const twin = { ...completed, id: `${completed.id}_twin`, type: 'checkout.session.async_payment_succeeded' };
      const answers = await Promise.all([standIn.deliver(completed), standIn.deliver(twin)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await storedEvents(ctx)).toBe(2);
      expect(await lessonLedger(lesson.id)).toEqual([9000]);
      expect(await paymentOf(lesson.id)).toBe('paid');
    });
  },
  { env: stripe.env, now: () => clock },
);
