// Paying for lessons (docs/decisions/303-lesson-prices-and-payment.md): what a booked lesson costs with its coach's
// price (admins set it, in cents for a 60-minute lesson, lesson-price-schemas.ts; a 30-minute lesson costs half), and
// where its payment stands. The monthly complimentary lesson stays free; a paid lesson is paid online through a
// Checkout when it is booked (paid only once Stripe's event has put its row in the ledger) or at the desk (a ledger
// row naming it). No schema here: the member's lesson list loads these rules.
import { formatCents, MAX_PAYMENT_CENTS } from './rules';

/**
 * Where a lesson's payment stands: `complimentary` (the month's free lesson), `at_desk` (its coach has no price: paid
 * at the front desk as agreed there), `due` (priced and not paid: the desk takes it), `processing` (the member is on
 * Stripe's Checkout, or has paid there and Stripe's event has not arrived), `paid` (the ledger holds its price).
 */
export const LESSON_PAYMENT_STATES = ['complimentary', 'at_desk', 'due', 'processing', 'paid'] as const;
export type LessonPaymentState = (typeof LESSON_PAYMENT_STATES)[number];

/** How long a lesson's Checkout stays open (Stripe's shortest `expires_at`): then it is paid at the desk. */
export const LESSON_CHECKOUT_MINUTES = 30;

/** The product's line on Stripe's Checkout page. */
export const LESSON_PRODUCT_NAME = 'Lesson';

/**
 * What a lesson of `durationMinutes` costs with a coach whose 60-minute price is `hourCents`, or null when nothing is
 * charged through the product: the complimentary lesson, a coach without a price, or a price of $0.
 */
export function lessonPriceCents(
  hourCents: number | null,
  durationMinutes: number,
  complimentary: boolean,
): number | null {
  if (complimentary || hourCents === null || hourCents <= 0) return null;
  return Math.min(MAX_PAYMENT_CENTS, Math.round((hourCents * durationMinutes) / 60));
}

/**
 * What a lesson costs as the booking page shows it beside a coach's start times: 'Complimentary' for the member's
 * monthly lesson, the price ('$45.00') with a coach who has one, else null (paid at the desk, no price to show).
 */
export function lessonPriceLabel(
  hourCents: number | null,
  durationMinutes: number,
  complimentary: boolean,
): string | null {
  if (complimentary) return 'Complimentary';
  const cents = lessonPriceCents(hourCents, durationMinutes, false);
  return cents === null ? null : formatCents(cents);
}

export interface LessonPaymentFacts {
  complimentary: boolean;
  /** The price fixed when it was booked (null: nothing charged through the product). */
  priceCents: number | null;
  /** What the ledger holds for it: payments less refunds. */
  paidCents: number;
  /** Until when its Checkout is open (ISO instant), or null when none was started. */
  checkoutOpenUntil: string | null;
}

/** Where the lesson's payment stands at `now`. */
export function lessonPaymentOf(facts: LessonPaymentFacts, now: Date): LessonPaymentState {
  if (facts.complimentary) return 'complimentary';
  if (facts.priceCents === null) return facts.paidCents > 0 ? 'paid' : 'at_desk';
  if (facts.paidCents >= facts.priceCents) return 'paid';
  if (facts.checkoutOpenUntil !== null && now.getTime() < Date.parse(facts.checkoutOpenUntil)) return 'processing';
  return 'due';
}

/** What is left to pay of a lesson (the desk's "Mark paid" takes this). */
export function lessonAmountDue(facts: Pick<LessonPaymentFacts, 'priceCents' | 'paidCents'>): number {
  return facts.priceCents === null ? 0 : Math.max(0, facts.priceCents - facts.paidCents);
}

/**
 * Why the desk may not record `amountCents` against a priced lesson, or undefined: while its Checkout is open the member
 * may pay there (the desk offers "Mark paid" only once it is due), and never more than is left of its price. A lesson
 * without a price (complimentary, or its coach has none) is paid at the desk as agreed there.
 */
export function lessonPaymentRefusal(
  facts: Pick<LessonPaymentFacts, 'priceCents' | 'paidCents' | 'checkoutOpenUntil'>,
  amountCents: number,
  now: Date,
): string | undefined {
  if (facts.priceCents === null) return undefined;
  if (lessonPaymentOf({ ...facts, complimentary: false }, now) === 'processing') {
    return 'This lesson is being paid online. The desk takes it if the member leaves the payment page unpaid.';
  }
  const due = lessonAmountDue(facts);
  if (amountCents <= due) return undefined;
  return due === 0 ? 'This lesson is already paid.' : `Only ${formatCents(due)} of this lesson is left to pay.`;
}

export const LESSON_PAYMENT_LABELS = {
  complimentary: 'Complimentary (monthly membership lesson)',
  at_desk: 'Paid at the front desk',
  due: 'Due at the front desk',
  processing: 'Payment processing',
  paid: 'Paid',
} as const satisfies Record<LessonPaymentState, string>;

/** Where a lesson's payment stands, in words: 'Complimentary (…)', 'Paid at the front desk', '$45.00 · Paid'. */
export function lessonPaymentStatusLabel(lesson: { payment: LessonPaymentState; priceCents: number | null }): string {
  const label = LESSON_PAYMENT_LABELS[lesson.payment];
  return lesson.priceCents === null ? label : `${formatCents(lesson.priceCents)} · ${label}`;
}
