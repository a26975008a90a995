// Stripe's Checkout for a priced lesson a member books (docs/decisions/303-lesson-prices-and-payment.md): a session
// in payment mode for the lesson's price, naming the member (client_reference_id) and the lesson (metadata) so that
// Stripe's checkout.session.completed puts its row in the ledger through the webhook (core's stripeEventEffect) —
// the only way it becomes paid. Open for Stripe's shortest time; after it the lesson is paid at the desk.
import type Stripe from 'stripe';
import { formatDateLong, LESSON_CHECKOUT_MINUTES, LESSON_PRODUCT_NAME, type User } from '@longwood/core';

export interface LessonToPay {
  id: number;
  priceCents: number | null;
  /** What is paid already (account credit spent when booked, decision 412): Checkout asks only the rest. */
  paidCents: number;
  durationMinutes: number;
  coachName: string;
  lessonDate: string;
}

export interface LessonCheckoutDeps {
  /** Null when online payments are off (no STRIPE_SECRET_KEY): lessons are paid at the desk. */
  stripe: Stripe | null;
  facilityName: () => Promise<string>;
  /** The site's public address: Checkout sends the member back to /book-lesson on it. */
  appUrl: string;
  now: () => Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Stripe counts Checkout's shortest 30 minutes from its own creation time, which comes after our clock is read (the
 * request's way there, and another machine's clock): a session asked for exactly 30 minutes from our `now` was refused
 * whenever Stripe's second had turned in between (the lesson then fell back to "due at the front desk"; CI,
 * 2026-11-27). A minute more keeps the request inside Stripe's range.
 */
const CHECKOUT_CLOCK_MARGIN_SECONDS = 60;

/**
 * A one-time Checkout Session in payment mode for one line, naming the member (client_reference_id) and what it pays
 * for (metadata, which Stripe's event hands back to core's stripeEventEffect); open for Stripe's shortest time.
 */
export async function createPaymentCheckout(
  stripe: Stripe,
  member: User,
  pay: { amountCents: number; name: string; metadata: Record<string, string>; successUrl: string; cancelUrl: string },
  now: Date,
) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: String(member.id),
    customer_email: member.email,
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: pay.amountCents, product_data: { name: pay.name } } },
    ],
    metadata: { userId: String(member.id), ...pay.metadata },
    expires_at: seconds(now) + LESSON_CHECKOUT_MINUTES * 60 + CHECKOUT_CLOCK_MARGIN_SECONDS,
    success_url: pay.successUrl,
    cancel_url: pay.cancelUrl,
  });
  if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no page`);
  return { sessionId: session.id, url: session.url, expiresAt: session.expires_at };
}

export function createLessonCheckout({ stripe, facilityName, appUrl, now }: LessonCheckoutDeps) {
  if (!stripe) return null;
  return {
    async start(lesson: LessonToPay, member: User) {
      if (lesson.priceCents === null) throw new Error(`Lesson ${lesson.id} has no price`);
      const name = await facilityName();
      const session = await createPaymentCheckout(
        stripe,
        member,
        {
          amountCents: lesson.priceCents - lesson.paidCents,
          name: `${name} ${LESSON_PRODUCT_NAME}: ${lesson.durationMinutes} minutes with ${lesson.coachName}, ${formatDateLong(lesson.lessonDate)}`,
          metadata: { purpose: 'lesson', lessonId: String(lesson.id) },
          successUrl: `${appUrl}/book-lesson?checkout=done`,
          cancelUrl: `${appUrl}/book-lesson`,
        },
        now(),
      );
      return {
        sessionId: session.sessionId,
        url: session.url,
        openUntil: new Date(session.expiresAt * 1000).toISOString(),
      };
    },
  };
}
