// The ledger's rules (docs/decisions/260-payments-ledger.md): how much a desk user may record at a time, how much of
// a payment is left to refund, and the day's till from the ledger's sums. Services load and save; these decide.
import type { RoleFlags } from '../roles';
import type { LedgerKind, PaymentMethod, TillSums } from './schemas';

/** The most one ledger row may move: $100,000 (well inside the database's integer column). */
export const MAX_PAYMENT_CENTS = 10_000_000;

/** '$1,234.56' for 123456 cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents of an amount typed in dollars ('25', '25.5', '$1,025.00'); NaN for anything else. */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The desk's limit per payment or refund when the admins set none: $500. */
export const DEFAULT_DESK_PAYMENT_LIMIT_DOLLARS = 500;

/**
 * Why `actor` may not record `amountCents` at once, or undefined when they may: front-desk staff are held to the
 * limit the admins set (whole dollars, per payment or refund); admins set it and are held to none.
 */
export function deskLimitRefusal(
  actor: Pick<RoleFlags, 'isAdmin'>,
  amountCents: number,
  limitDollars: number,
): string | undefined {
  if (actor.isAdmin || amountCents <= limitDollars * 100) return undefined;
  return `Front desk staff record up to ${formatCents(limitDollars * 100)} at a time. Ask an administrator to record more.`;
}

/** What front-desk staff have refunded before a refund: of the payment (by anyone) and by themselves this facility day. */
export interface DeskRefundsSoFar {
  ofPaymentCents: number;
  byActorTodayCents: number;
}

/**
 * Why `actor` may not refund `amountCents` now, or undefined: the desk's limit holds for what goes back of one payment
 * and for what one member of staff gives back in a facility day, not for each refund alone, so many small refunds
 * never add up past it (docs/decisions/502-desk-refund-limit-per-payment-and-day.md). Admins are held to none.
 */
export function deskRefundRefusal(
  actor: Pick<RoleFlags, 'isAdmin'>,
  amountCents: number,
  limitDollars: number,
  soFar: DeskRefundsSoFar,
): string | undefined {
  if (actor.isAdmin) return undefined;
  const limit = limitDollars * 100;
  const ofPayment = Math.max(0, limit - soFar.ofPaymentCents);
  if (amountCents > ofPayment) {
    return `Front desk staff refund up to ${formatCents(limit)} of one payment; ${formatCents(ofPayment)} of this one is left. Ask an administrator to refund more.`;
  }
  const today = Math.max(0, limit - soFar.byActorTodayCents);
  if (amountCents > today) {
    return `Front desk staff refund up to ${formatCents(limit)} a day; you have ${formatCents(today)} left today. Ask an administrator to refund more.`;
  }
  return undefined;
}

export interface RefundablePayment {
  kind: LedgerKind;
  method: PaymentMethod;
  amountCents: number;
  /** Set on a payment row only when it gives back a refund that failed (decision 411): its payment is refunded. */
  refundOf?: number | null;
}

/** A payment row that gives back a refund Stripe failed after it succeeded: money back, never itself refunded. */
const reversesRefund = (payment: RefundablePayment) =>
  payment.kind === 'payment' && (payment.refundOf ?? null) !== null;

export type RefundRefusal =
  { code: 'PAYMENT_NOT_REFUNDABLE'; message: string } | { code: 'PAYMENT_REFUND_TOO_LARGE'; message: string };

/** What is left of `payment` to refund once `refundedCents` have gone back. */
export function refundableCents(payment: RefundablePayment, refundedCents: number): number {
  return payment.kind === 'payment' && !reversesRefund(payment) ? Math.max(0, payment.amountCents - refundedCents) : 0;
}

/**
 * Why `amountCents` may not be refunded of `payment` (of which `refundedCents` went back before, or are asked of Stripe
 * and not yet answered), or undefined. A refund is never refunded.
 */
export function refundRefusal(
  payment: RefundablePayment,
  refundedCents: number,
  amountCents: number,
): RefundRefusal | undefined {
  if (payment.kind !== 'payment') {
    return { code: 'PAYMENT_NOT_REFUNDABLE', message: 'A refund cannot be refunded.' };
  }
  if (reversesRefund(payment)) {
    return {
      code: 'PAYMENT_NOT_REFUNDABLE',
      message: 'This row brings back a refund that failed: refund the payment it belongs to.',
    };
  }
  const left = refundableCents(payment, refundedCents);
  if (amountCents > left) {
    return {
      code: 'PAYMENT_REFUND_TOO_LARGE',
      message:
        left === 0
          ? 'This payment has already been refunded in full.'
          : `Only ${formatCents(left)} of this payment is left to refund.`,
    };
  }
  return undefined;
}

/** One sum of the ledger: the day's rows of a kind and method, added up. */
export interface LedgerSum {
  kind: LedgerKind;
  method: PaymentMethod;
  cents: number;
}

/**
 * The till of a facility day from the ledger's sums: payments by method, every refund given that day (whatever day
 * its payment was) in all and by the method it went back by, and the net of the two.
 */
export function tillOf(date: string, sums: readonly LedgerSum[]): TillSums {
  const byMethod: TillSums['byMethod'] = { cash: 0, card_terminal: 0, stripe: 0 };
  const refundsByMethod: TillSums['refundsByMethod'] = { cash: 0, card_terminal: 0, stripe: 0 };
  for (const sum of sums) (sum.kind === 'refund' ? refundsByMethod : byMethod)[sum.method] += sum.cents;
  const total = (m: TillSums['byMethod']) => m.cash + m.card_terminal + m.stripe;
  const refunds = total(refundsByMethod);
  return { date, byMethod, refunds, refundsByMethod, net: total(byMethod) - refunds };
}
