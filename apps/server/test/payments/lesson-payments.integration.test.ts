// Paying for lessons over real HTTP on SQLite and Postgres (docs/decisions/303-lesson-prices-and-payment.md): admins
// alone set a coach's price; the month's complimentary lesson stays free; a priced lesson a member books sends them to
// Stripe's Checkout (the server's own SDK against the stand-in, decision 300) and is "processing" until Stripe's
// checkout.session.completed puts its row in the ledger (a replay changes nothing twice); a Checkout left unpaid
// lapses and the lesson is due at the desk, which marks it paid with POST /api/payments; without Stripe keys lessons
// are paid at the desk as before.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase, type CreatedUser, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { suiteStripe } from '../support/stripe';

// Monday 2027-03-08, 09:00 in Longwood (staffed hours: the front desk may take payments).
const TODAY = '2027-03-08';
const TUESDAY = addDaysToDateString(TODAY, 1);
const START = facilityInstant(TODAY, '09:00');
let clock = START;
/** How far Stripe's clock is ahead of the server's (its creation time comes after the server's clock read). */
let stripeAheadMs = 0;

const stripe = await suiteStripe('lesson', () => new Date(clock.getTime() + stripeAheadMs));
const { standIn } = stripe;

/** Monday to Saturday, 09:00-17:00. */
const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

/** $90.00 for an hour: a 30-minute lesson is $45.00. */
const HOUR_CENTS = 9000;

interface Cast {
  admin: TestClient;
  coach: CreatedUser;
  member: TestClient;
  memberUser: CreatedUser;
}

/** An admin, a coach with weekly hours and a price, and a member. */
async function cast(ctx: TestContext, price: number | null = HOUR_CENTS): Promise<Cast> {
  const admin = (await ctx.signInAs({ isAdmin: true })).client;
  const { user: coach, client: coachClient } = await ctx.signInAs({ isCoach: true, name: 'Kim Park' });
  expect((await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS })).status).toBe(200);
  if (price !== null) {
    const set = await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: price });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  const { user: memberUser, client: member } = await ctx.signInAs({ isMember: true, name: 'Ana Reyes' });
  return { admin, coach, member, memberUser };
}

const lessonAt = (coachId: number, startTime: string, durationMinutes = 60, bookingDate = TUESDAY) => ({
  coachId,
  bookingDate,
  startTime,
  durationMinutes,
});

/** The ledger's rows naming the lesson. */
const ledgerOf = async (ctx: TestContext, lessonId: number) =>
  (
    (await ctx.db('payments').where({ lesson_id: lessonId }).orderBy('id').select('amount_cents', 'method')) as {
      amount_cents: number | string;
      method: string;
    }[]
  ).map((r) => [r.method, Number(r.amount_cents)]);

async function myLesson(member: TestClient, id: number) {
  const mine = await member.get('/api/user/lessons');
  expect(mine.status).toBe(200);
  return (mine.body as Array<{ id: number }>).find((l) => l.id === id) as Record<string, unknown>;
}

describeEachDatabase(
  'lesson payments on Stripe',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      stripeAheadMs = 0;
      stripe.deliverTo(ctx.baseUrl);
    });

    it('only admins set a coach’s price; members see it when choosing a coach', async () => {
      const { admin, coach, member } = await cast(ctx, null);
      const desk = (await ctx.signInAs({ isFrontDesk: true })).client;
      const { client: otherCoach } = await ctx.signInAs({ isCoach: true });
      for (const caller of [desk, member, otherCoach]) {
        const refused = await caller.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: 100 });
        expect(refused.status).toBe(403);
      }
      const kim = async () => (await member.get('/api/coaches')).body.find((c: { id: number }) => c.id === coach.id);
      expect(await kim()).toEqual({ id: coach.id, name: 'Kim Park', lessonPriceCents: null });
      const set = await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: HOUR_CENTS });
      expect(set.body).toEqual({ coachId: coach.id, lessonPriceCents: HOUR_CENTS });
      expect(await kim()).toEqual({ id: coach.id, name: 'Kim Park', lessonPriceCents: HOUR_CENTS });
      const listed = (await admin.get('/api/admin/coaches')).body.find((c: { id: number }) => c.id === coach.id);
      expect(listed).toMatchObject({ lessonPriceCents: HOUR_CENTS });
      const bad = await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: 12.5 });
      expect(bad.status).toBe(400);
      const log = await ctx.db('activity_log').where({ action: 'coach.lesson-price' }).select('target_id');
      expect(log.map((r: { target_id: unknown }) => Number(r.target_id))).toEqual([coach.id]);
    });

    it('keeps the month’s complimentary lesson free; a priced lesson is processing until Stripe’s event, once', async () => {
      const { coach, member, memberUser } = await cast(ctx);
      const free = await member.post('/api/lessons', lessonAt(coach.id, '10:00'));
      expect(free.status).toBe(201);
      expect(free.body).toMatchObject({ complimentary: true, priceCents: null, payment: 'complimentary' });
      expect(free.body.checkoutUrl).toBeNull();

      const paid = await member.post('/api/lessons', lessonAt(coach.id, '13:00', 30));
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ complimentary: false, priceCents: 4500, payment: 'processing' });
      expect(paid.body.checkoutUrl).toMatch(new RegExp(`^${standIn.url}/c/pay/cs_test_`));
      const session = standIn.sessions.get(paid.body.checkoutUrl.split('/').pop())!;
      expect(session).toMatchObject({
        mode: 'payment',
        amount_total: 4500,
        client_reference_id: String(memberUser.id),
        metadata: { purpose: 'lesson', lessonId: String(paid.body.id) },
        expires_at: Math.floor(START.getTime() / 1000) + 31 * 60,
      });

      // While the member's Checkout is open the desk cannot take the lesson too (its dialog offers no "Mark paid").
      const desk = (await ctx.signInAs({ isFrontDesk: true })).client;
      const atDesk = { amountCents: 4500, method: 'cash', purpose: 'lesson', lessonId: paid.body.id };
      const meanwhile = await desk.post('/api/payments', atDesk);
      expect([meanwhile.status, meanwhile.body.code]).toEqual([409, 'PAYMENT_OVER_DUE']);
      expect(meanwhile.body.message).toBe(
        'This lesson is being paid online. The desk takes it if the member leaves the payment page unpaid.',
      );

      // Paid on Stripe's page, the event not yet here: still processing, nothing in the ledger.
      standIn.hold(true);
      const made = standIn.events.length;
      const page = await fetch(paid.body.checkoutUrl, { method: 'POST', redirect: 'manual' });
      expect(page.headers.get('location')).toMatch(/\/book-lesson\?checkout=done$/);
      expect(await myLesson(member, paid.body.id)).toMatchObject({ payment: 'processing' });
      expect(await ledgerOf(ctx, paid.body.id)).toEqual([]);

      const [completed] = standIn.events.slice(made).filter((e) => e.type === 'checkout.session.completed');
      const first = await standIn.deliver(completed!);
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ received: true, firstTime: true });
      expect(await myLesson(member, paid.body.id)).toMatchObject({ payment: 'paid', checkoutUrl: null });
      // Stripe delivers it again: nothing changes twice.
      const replay = await standIn.deliver(completed!);
      expect(JSON.parse(replay.body)).toEqual({ received: true, firstTime: false });
      expect(await ledgerOf(ctx, paid.body.id)).toEqual([['stripe', 4500]]);
      // Paid online: the desk takes nothing more for it.
      const twice = await desk.post('/api/payments', atDesk);
      expect([twice.status, twice.body.message]).toEqual([409, 'This lesson is already paid.']);
      expect(await ledgerOf(ctx, paid.body.id)).toEqual([['stripe', 4500]]);

      // The coach's agenda shows both lessons with how they are paid.
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const agenda = await admin.get(`/api/coaches/${coach.id}/lessons?from=${TODAY}`);
      expect(agenda.body.map((l: Record<string, unknown>) => [l.payment, l.priceCents])).toEqual([
        ['complimentary', null],
        ['paid', 4500],
      ]);
    });

    it('a priced lesson gets its Checkout when Stripe’s clock is ahead of the server’s (its second turned meanwhile)', async () => {
      const { coach, member } = await cast(ctx);
      await member.post('/api/lessons', lessonAt(coach.id, '10:00'));
      // Stripe counts its shortest 30 minutes from its own creation time, read after ours (CI, 2026-11-27: a
      // session asked for exactly 30 minutes was refused and the lesson fell back to the front desk).
      stripeAheadMs = 1_500;
      const paid = await member.post('/api/lessons', lessonAt(coach.id, '13:00', 30));
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ priceCents: 4500, payment: 'processing' });
      expect(paid.body.checkoutUrl).toMatch(new RegExp(`^${standIn.url}/c/pay/cs_test_`));
    });

    it('a Checkout left unpaid lapses after its 31 minutes: the lesson stays booked and the desk marks it paid', async () => {
      const { coach, member, memberUser } = await cast(ctx);
      await member.post('/api/lessons', lessonAt(coach.id, '10:00'));
      // Today, so that it is on the desk's board.
      const lesson = await member.post('/api/lessons', lessonAt(coach.id, '13:00', 60, TODAY));
      expect(lesson.body).toMatchObject({ priceCents: 9000, payment: 'processing' });

      clock = new Date(START.getTime() + 32 * 60_000);
      const again = await ctx.signIn(memberUser.username, memberUser.password);
      expect(await myLesson(again, lesson.body.id)).toMatchObject({
        status: 'booked',
        payment: 'due',
        checkoutUrl: null,
      });
      const late = await fetch(lesson.body.checkoutUrl, { method: 'POST', redirect: 'manual' });
      expect(late.status).toBe(409);

      const desk = (await ctx.signInAs({ isFrontDesk: true })).client;
      const board = await desk.get('/api/desk/board');
      const held = board.body.occupancies.find(
        (o: { kind: string; startTime: string }) => o.kind === 'lesson' && o.startTime === '13:00:00',
      );
      const due = await desk.get(`/api/desk/bookings/${held.id}/lesson`);
      expect(due.status).toBe(200);
      expect(due.body).toMatchObject({ id: lesson.body.id, memberName: 'Ana Reyes', priceCents: 9000, payment: 'due' });
      const taken = await desk.post('/api/payments', {
        amountCents: 9000,
        method: 'card_terminal',
        purpose: 'lesson',
        lessonId: lesson.body.id,
        userId: memberUser.id,
      });
      expect(taken.status).toBe(201);
      expect((await desk.get(`/api/desk/bookings/${held.id}/lesson`)).body).toMatchObject({ payment: 'paid' });
      expect(await myLesson(again, lesson.body.id)).toMatchObject({ payment: 'paid' });
      expect(await ledgerOf(ctx, lesson.body.id)).toEqual([['card_terminal', 9000]]);
      // A booking that is not a lesson's has none.
      expect((await desk.get('/api/desk/bookings/999999/lesson')).status).toBe(404);
    });
  },
  {
    env: stripe.env,
    now: () => clock,
  },
);

describeEachDatabase(
  'lesson payments without Stripe keys',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
    });

    it('books a priced lesson as before, due at the front desk, which marks it paid', async () => {
      const { coach, member, memberUser } = await cast(ctx);
      await member.post('/api/lessons', lessonAt(coach.id, '10:00'));
      const lesson = await member.post('/api/lessons', lessonAt(coach.id, '13:00'));
      expect(lesson.status).toBe(201);
      expect(lesson.body).toMatchObject({ priceCents: 9000, payment: 'due', checkoutUrl: null });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const taken = await admin.post('/api/payments', {
        amountCents: 9000,
        method: 'cash',
        purpose: 'lesson',
        lessonId: lesson.body.id,
        userId: memberUser.id,
      });
      expect(taken.status).toBe(201);
      expect(await myLesson(member, lesson.body.id)).toMatchObject({ payment: 'paid' });
      // Marked paid again, from two desks at once: nothing more is taken for it.
      const again = { amountCents: 1, method: 'cash', purpose: 'lesson', lessonId: lesson.body.id };
      const more = await admin.post('/api/payments', again);
      expect([more.status, more.body.code, more.body.message]).toEqual([
        409,
        'PAYMENT_OVER_DUE',
        'This lesson is already paid.',
      ]);
      expect(await ledgerOf(ctx, lesson.body.id)).toEqual([['cash', 9000]]);
      // A coach without a price: paid at the front desk, as before.
      expect((await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: null })).status).toBe(
        200,
      );
      const unpriced = await member.post('/api/lessons', lessonAt(coach.id, '15:00'));
      expect(unpriced.body).toMatchObject({ priceCents: null, payment: 'at_desk' });
    });

    it('a burst of "Mark paid" from the desk takes a lesson’s price once: part of it, then only what is left', async () => {
      const { coach, member, memberUser } = await cast(ctx);
      await member.post('/api/lessons', lessonAt(coach.id, '10:00'));
      const lesson = await member.post('/api/lessons', lessonAt(coach.id, '13:00'));
      expect(lesson.body).toMatchObject({ priceCents: 9000, payment: 'due' });
      const desks = await Promise.all([1, 2, 3].map(async () => (await ctx.signInAs({ isFrontDesk: true })).client));
      const pay = (desk: TestClient, amountCents: number) =>
        desk.post('/api/payments', {
          amountCents,
          method: 'card_terminal',
          purpose: 'lesson',
          lessonId: lesson.body.id,
          userId: memberUser.id,
        });
      // $30.00 first; then every desk at once asks for the whole $90.00, and then for the $60.00 left.
      expect((await pay(desks[0]!, 3000)).status).toBe(201);
      const whole = await Promise.all(desks.map((desk) => pay(desk, 9000)));
      expect(whole.map((r) => [r.status, r.body.message])).toEqual(
        desks.map(() => [409, 'Only $60.00 of this lesson is left to pay.']),
      );
      const rest = await Promise.all([...desks, ...desks].map((desk) => pay(desk, 6000)));
      expect(rest.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await ledgerOf(ctx, lesson.body.id)).toEqual([
        ['card_terminal', 3000],
        ['card_terminal', 6000],
      ]);
      expect(await myLesson(member, lesson.body.id)).toMatchObject({ payment: 'paid', paidCents: 9000 });
    });
  },
  { now: () => clock },
);
