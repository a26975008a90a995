// A member's $90.00 lesson paid on Stripe's Checkout (the stand-in, docs/decisions/300-stripe-stand-in.md), for the
// refund and dispute suites: an admin (Dana Whit), a coach (Kim Park) with weekly hours and a $90.00 price, a member
// (Ana Reyes) whose first lesson of the month is complimentary and whose second, on the next day at 13:00, is paid.
import { expect } from 'vitest';
import { addDaysToDateString } from '@longwood/core';
import type { StripeStandIn, StripeStandInEvent } from '@longwood/test-support/stripe-stand-in';
import type { TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';

const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
export const LESSON_PRICE = 9000;

export interface PaidLesson {
  admin: TestClient;
  member: TestClient;
  lessonId: number;
  /** The ledger's payment (0 while its event is held). */
  paymentId: number;
  intentId: string;
  /** The Checkout's events (checkout.session.completed), held when `hold` was asked. */
  made: StripeStandInEvent[];
}

export async function paidOnlineLesson(
  ctx: TestContext,
  standIn: StripeStandIn,
  today: string,
  { hold = false, adminEmail }: { hold?: boolean; adminEmail?: string } = {},
): Promise<PaidLesson> {
  const admin = (await ctx.signInAs({ isAdmin: true, name: 'Dana Whit', ...(adminEmail ? { email: adminEmail } : {}) }))
    .client;
  const { user: coach, client: coachClient } = await ctx.signInAs({ isCoach: true, name: 'Kim Park' });
  await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS });
  await admin.put(`/api/admin/coaches/${coach.id}/lesson-price`, { lessonPriceCents: LESSON_PRICE });
  const { client: member } = await ctx.signInAs({ isMember: true, name: 'Ana Reyes' });
  const tomorrow = addDaysToDateString(today, 1);
  const lesson = (start: string) =>
    member.post('/api/lessons', { coachId: coach.id, bookingDate: tomorrow, startTime: start, durationMinutes: 60 });
  await lesson('10:00');
  const priced = await lesson('13:00');
  expect(priced.body).toMatchObject({ priceCents: LESSON_PRICE, payment: 'processing' });
  const sessionId = (priced.body.checkoutUrl as string).split('/').pop()!;
  standIn.hold(hold);
  const made = await standIn.pay(sessionId);
  standIn.hold(false);
  const intentId = standIn.sessions.get(sessionId)!.payment_intent as string;
  const row = hold
    ? undefined
    : await ctx.db('payments').where({ kind: 'payment', stripe_payment_intent_id: intentId }).first();
  return { admin, member, lessonId: priced.body.id, paymentId: row ? Number(row.id) : 0, intentId, made };
}
