// A paid lesson canceled, over real HTTP on SQLite and Postgres
// (docs/decisions/414-money-back-when-a-paid-booking-is-canceled.md): inside the refund window (the fee policy's
// late-cancel window) its online payment goes back through Stripe (the server's SDK against the stand-in) and both
// e-mails say so, the team's too; outside it the money is kept and every e-mail says that. Replayed and parallel
// cancellations refund once; a refund Stripe refuses leaves the lesson canceled, the ledger as Stripe has it, and
// the team told; an answer lost on the way is recorded once from Stripe's events.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase, type CreatedUser, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { suiteStripe } from '../support/stripe';
import { warningsLog } from '../support/warnings-log';

// Monday 2027-03-08, 09:00 in Longwood.
const TODAY = '2027-03-08';
const TUESDAY = addDaysToDateString(TODAY, 1);
const WEDNESDAY = addDaysToDateString(TODAY, 2);
const START = facilityInstant(TODAY, '09:00');
let clock = START;

const stripe = await suiteStripe('lesson_cancel', () => clock);
const { standIn } = stripe;
const smtp = await suiteSmtpInbox();
const { log, warnings } = warningsLog();
const TEAM = 'team@longwoodgolf.example';

/** Monday to Saturday, 09:00-17:00. */
const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

interface Cast {
  admin: TestClient;
  coach: CreatedUser;
  member: TestClient;
  memberUser: CreatedUser;
}

/** An admin, a coach (Kim Park, $90.00 an hour) with weekly hours, and a member (Ana Reyes) who used her free lesson. */
async function cast(ctx: TestContext): Promise<Cast> {
  const admin = (await ctx.signInAs({ isAdmin: true })).client;
  const { user: coach, client: coachClient } = await ctx.signInAs({ isCoach: true, name: 'Kim Park' });
  expect((await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS })).status).toBe(200);
  expect((await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: 9000 })).status).toBe(200);
  const { user: memberUser, client: member } = await ctx.signInAs({ isMember: true, name: 'Ana Reyes' });
  const free = await member.post('/api/lessons', {
    coachId: coach.id,
    bookingDate: WEDNESDAY,
    startTime: '09:00',
    durationMinutes: 60,
  });
  expect(free.body).toMatchObject({ complimentary: true });
  return { admin, coach, member, memberUser };
}

/** A lesson booked and paid on Stripe's Checkout, its event delivered: paid online. */
async function paidLesson({ coach, member }: Cast, bookingDate: string, startTime: string) {
  const booked = await member.post('/api/lessons', { coachId: coach.id, bookingDate, startTime, durationMinutes: 60 });
  expect(booked.body).toMatchObject({ priceCents: 9000, payment: 'processing' });
  await standIn.pay(booked.body.checkoutUrl.split('/').pop());
  const mine = await member.get('/api/user/lessons');
  const lesson = mine.body.find((l: { id: number }) => l.id === booked.body.id);
  expect(lesson).toMatchObject({ payment: 'paid', paidCents: 9000 });
  return lesson as { id: number; moneyBack: Record<string, unknown> | null };
}

/** The ledger's rows naming the lesson, as [kind, method, cents]. */
const ledgerOf = async (ctx: TestContext, lessonId: number) =>
  (
    (await ctx
      .db('payments')
      .where({ lesson_id: lessonId })
      .orderBy('id')
      .select('kind', 'method', 'amount_cents')) as {
      kind: string;
      method: string;
      amount_cents: number | string;
    }[]
  ).map((r) => [r.kind, r.method, Number(r.amount_cents)]);

const refundsAtStripe = () => [...standIn.refunds.values()].map((r) => [r.amount, r.status]);

describeEachDatabase(
  'a paid lesson canceled',
  (ctx) => {
    const inbox = smtp.use(ctx);

    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      stripe.deliverTo(ctx.baseUrl);
      standIn.refunds.clear();
      warnings.length = 0;
    });

    it('in time: refunded to the card once, and the member, the coach and the team are told of the money', async () => {
      const people = await cast(ctx);
      const lesson = await paidLesson(people, WEDNESDAY, '10:00');
      // Wednesday 10:00 less the 24-hour window: until Tuesday 10:00 (15:00 UTC).
      expect(lesson.moneyBack).toEqual({
        onlineCents: 9000,
        deskCents: 0,
        creditCents: 0,
        backAs: 'refund',
        until: '2027-03-09T15:00:00.000Z',
        windowHours: 24,
      });
      // The admin's view of the coach's week carries the same terms: their cancel dialog names the money from them.
      const agendaTerms = async () =>
        (await people.admin.get(`/api/coaches/${people.coach.id}/lessons?from=${TODAY}`)).body.find(
          (l: { id: number }) => l.id === lesson.id,
        ).moneyBack;
      expect(await agendaTerms()).toEqual(lesson.moneyBack);
      inbox.clear();

      // Five cancellations at once, then a replay: one cancels it, one refund is asked of Stripe.
      const burst = await Promise.all([1, 2, 3, 4, 5].map(() => people.member.delete(`/api/lessons/${lesson.id}`)));
      expect(burst.map((r) => r.status).sort()).toEqual([204, 409, 409, 409, 409]);
      expect((await people.member.delete(`/api/lessons/${lesson.id}`)).status).toBe(409);
      expect(refundsAtStripe()).toEqual([[9000, 'succeeded']]);
      expect(await ledgerOf(ctx, lesson.id)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 9000],
      ]);
      const mine = (await people.member.get('/api/user/lessons')).body.find((l: { id: number }) => l.id === lesson.id);
      expect(mine).toMatchObject({ status: 'cancelled', paidCents: 0, moneyBack: null });
      expect(await agendaTerms()).toBeNull();

      const toMember = await inbox.waitFor(
        (m) => m.to.includes(people.memberUser.email) && m.subject.startsWith('Lesson Canceled'),
      );
      expect(toMember.text).toContain(
        'The $90.00 paid online is refunded to your card; it shows on your statement in 5 to 10 business days.',
      );
      const toCoach = await inbox.waitFor(
        (m) => m.to.includes(people.coach.email) && m.subject.startsWith('Lesson Canceled'),
      );
      expect(toCoach.text).toContain("The $90.00 paid online is refunded to Ana Reyes's card.");
      const toTeam = await inbox.waitFor((m) => m.to.includes(TEAM));
      expect(toTeam.subject).toBe('Paid Lesson Canceled: Wednesday, March 10, 2027 at 10:00 AM EST');
      expect(toTeam.text).toContain("The $90.00 paid online is refunded to Ana Reyes's card.");
      await ctx.app.services.settle();
      expect(inbox.messages.filter((m) => m.subject.startsWith('Refund Not Made'))).toEqual([]);
    });

    it('inside a wider late-cancel window: kept, said before and after, and nothing asked of Stripe', async () => {
      const people = await cast(ctx);
      const policy = { enabled: false, noShowFeeCents: 0, lateCancelFeeCents: 0, lateCancelWindowHours: 48 };
      expect((await people.admin.put('/api/admin/fee-policy', policy)).status).toBe(200);
      // Tuesday 15:00: 30 hours ahead, so still cancellable online, but inside the 48-hour window.
      const lesson = await paidLesson(people, TUESDAY, '15:00');
      expect(lesson.moneyBack).toMatchObject({ until: '2027-03-07T20:00:00.000Z', windowHours: 48 });
      inbox.clear();
      expect((await people.member.delete(`/api/lessons/${lesson.id}`)).status).toBe(204);
      expect(refundsAtStripe()).toEqual([]);
      expect(await ledgerOf(ctx, lesson.id)).toEqual([['payment', 'stripe', 9000]]);
      const toMember = await inbox.waitFor(
        (m) => m.to.includes(people.memberUser.email) && m.subject.startsWith('Lesson Canceled'),
      );
      expect(toMember.text).toContain(
        'The $90.00 paid is not refunded: the cancellation comes less than 48 hours before the start.',
      );
      const toTeam = await inbox.waitFor((m) => m.to.includes(TEAM));
      expect(toTeam.text).toContain(
        'The $90.00 paid is kept: the cancellation comes less than 48 hours before the start.',
      );
    });

    it('a refund Stripe refuses: the lesson stays canceled, the ledger as Stripe has it, the team told', async () => {
      const people = await cast(ctx);
      const lesson = await paidLesson(people, WEDNESDAY, '10:00');
      const [payment] = await ctx.db('payments').where({ lesson_id: lesson.id }).select('stripe_payment_intent_id');
      // Someone refunded it in Stripe's Dashboard; its events have not arrived yet.
      standIn.hold(true);
      await standIn.refundInDashboard(payment.stripe_payment_intent_id);
      inbox.clear();

      expect((await people.member.delete(`/api/lessons/${lesson.id}`)).status).toBe(204);
      const mine = (await people.member.get('/api/user/lessons')).body.find((l: { id: number }) => l.id === lesson.id);
      expect(mine).toMatchObject({ status: 'cancelled' });
      const notMade = await inbox.waitFor((m) => m.to.includes(TEAM) && m.subject === 'Refund Not Made: $90.00');
      expect(notMade.text).toContain(
        "The $90.00 paid online for Ana Reyes's canceled lesson with Kim Park on Wednesday, March 10, 2027 at 10:00 AM EST was not refunded:",
      );
      expect(notMade.text).toContain('Please refund the payment from the till (Payments, Refund).');
      expect(warnings.some((w) => w.includes('not made'))).toBe(true);
      expect(await ledgerOf(ctx, lesson.id)).toEqual([['payment', 'stripe', 9000]]);

      // Stripe's events arrive: the Dashboard's refund is recorded, once.
      standIn.hold(false);
      for (const event of standIn.events.filter((e) => e.type === 'charge.refunded' || e.type === 'refund.created')) {
        expect((await standIn.deliver(event)).status).toBe(200);
      }
      expect(await ledgerOf(ctx, lesson.id)).toEqual([
        ['payment', 'stripe', 9000],
        ['refund', 'stripe', 9000],
      ]);
    });

    it('an answer lost on the way: the refund is recorded once, from Stripe’s events', async () => {
      const people = await cast(ctx);
      const lesson = await paidLesson(people, WEDNESDAY, '10:00');
      standIn.loseAnswers({ method: 'POST', pathPrefix: '/v1/refunds' });
      expect((await people.member.delete(`/api/lessons/${lesson.id}`)).status).toBe(204);
      standIn.loseAnswers(null);
      expect(refundsAtStripe()).toEqual([[9000, 'succeeded']]);
      await expect
        .poll(() => ledgerOf(ctx, lesson.id))
        .toEqual([
          ['payment', 'stripe', 9000],
          ['refund', 'stripe', 9000],
        ]);
      await ctx.app.services.settle();
      expect(inbox.messages.filter((m) => m.subject.startsWith('Refund Not Made'))).toEqual([]);
    });
  },
  { env: { ...smtp.env, ...stripe.env }, now: () => clock, log },
);
