// What happens to the money when a paid lesson or guest rental is canceled
// (docs/decisions/414-money-back-when-a-paid-booking-is-canceled.md). The refund window is the facility's one
// late-cancel window (the fee policy's, 305): canceled at least that long before the start, what was paid goes back
// (online: refunded to the card through Stripe; at the desk: given back at the till); later, it is kept. The member's
// confirm question, both e-mails and the staff's notice read the same answer, so none of them can say otherwise.
// With the facility's money-back setting at "credit" (decision 412), a member's money goes back as account credit
// instead; what was paid with credit always goes back as credit.
import { z } from '../zod';
import { countOf } from '../plural';
import { timestampSchema } from '../schemas/common';
import { facilityInstant } from '../time';
import { formatCents } from './rules';

/** How a member's money goes back when a paid lesson is canceled in time (a facility setting, decision 412). */
export const MONEY_BACK_AS = ['refund', 'credit'] as const;
export type MoneyBackAs = (typeof MONEY_BACK_AS)[number];
export const MONEY_BACK_AS_LABELS = {
  refund: 'Refund to the card it was paid with',
  credit: "Credit on the member's account",
} as const satisfies Record<MoneyBackAs, string>;

/**
 * What was paid for a lesson or rental, and until when a cancellation gives it back (in the member's lessons and the
 * desk's rental, null when nothing was paid).
 */
export const moneyBackTermsSchema = z.object({
  /** Paid online (Stripe), net of refunds, in cents. */
  onlineCents: z.number(),
  /** Paid at the front desk (cash or card terminal), net of refunds, in cents. */
  deskCents: z.number(),
  /** Paid with the member's account credit, net of credit given back, in cents (decision 412). */
  creditCents: z.number(),
  /** How money paid online or at the desk goes back: refunded, or credited to the member's account. */
  backAs: z.enum(MONEY_BACK_AS),
  /** ISO instant: canceled at or before it, the money goes back (the start less the late-cancel window). */
  until: timestampSchema,
  /** The late-cancel window in whole hours, as the texts say it. */
  windowHours: z.number(),
});
export type MoneyBackTerms = z.infer<typeof moneyBackTermsSchema>;

/** What a cancellation does with the money: nothing was paid, it goes back, or it is kept. */
export type CancelMoney =
  | { kind: 'none' }
  | { kind: 'back'; onlineCents: number; deskCents: number; creditCents: number }
  | { kind: 'kept'; cents: number; windowHours: number };

/** The terms of something starting at `date` `startTime`, or null when nothing has been paid for it. */
export function moneyBackTerms(
  paid: { onlineCents: number; deskCents: number; creditCents?: number },
  date: string,
  startTime: string,
  windowHours: number,
  backAs: MoneyBackAs = 'refund',
): MoneyBackTerms | null {
  const onlineCents = Math.max(0, paid.onlineCents);
  const deskCents = Math.max(0, paid.deskCents);
  const creditCents = Math.max(0, paid.creditCents ?? 0);
  if (onlineCents + deskCents + creditCents === 0) return null;
  const until = new Date(facilityInstant(date, startTime).getTime() - windowHours * 3_600_000).toISOString();
  return { onlineCents, deskCents, creditCents, backAs, until, windowHours };
}

/** What canceling at `at` does with the money of `terms`. */
export function cancelMoneyAt(terms: MoneyBackTerms | null, at: Date): CancelMoney {
  if (!terms) return { kind: 'none' };
  const { onlineCents, deskCents, creditCents } = terms;
  if (at.getTime() > Date.parse(terms.until)) {
    return { kind: 'kept', cents: onlineCents + deskCents + creditCents, windowHours: terms.windowHours };
  }
  if (terms.backAs === 'credit') {
    return { kind: 'back', onlineCents: 0, deskCents: 0, creditCents: onlineCents + deskCents + creditCents };
  }
  return { kind: 'back', onlineCents, deskCents, creditCents };
}

const hours = (n: number) => countOf(n, 'hour');

/**
 * The money's sentences: `payer` to the one who paid (the confirm question and their e-mail), `staff` to the coach and
 * the facility's team. Empty when nothing was paid.
 */
export function cancelMoneyTexts(money: CancelMoney, payerName: string): { payer: string[]; staff: string[] } {
  if (money.kind === 'none') return { payer: [], staff: [] };
  if (money.kind === 'kept') {
    const why = `the cancellation comes less than ${hours(money.windowHours)} before the start`;
    return {
      payer: [`The ${formatCents(money.cents)} paid is not refunded: ${why}.`],
      staff: [`The ${formatCents(money.cents)} paid is kept: ${why}.`],
    };
  }
  const payer: string[] = [];
  const staff: string[] = [];
  if (money.onlineCents > 0) {
    const cents = formatCents(money.onlineCents);
    payer.push(
      `The ${cents} paid online is refunded to your card; it shows on your statement in 5 to 10 business days.`,
    );
    staff.push(`The ${cents} paid online is refunded to ${payerName}'s card.`);
  }
  if (money.deskCents > 0) {
    const cents = formatCents(money.deskCents);
    payer.push(`The ${cents} paid at the front desk is given back to you there.`);
    staff.push(`The ${cents} paid at the front desk is to be given back to ${payerName} at the till.`);
  }
  if (money.creditCents > 0) {
    const cents = formatCents(money.creditCents);
    payer.push(`The ${cents} you paid is credited to your account and is spent on your next booking.`);
    staff.push(`The ${cents} paid is credited to ${payerName}'s account.`);
  }
  return { payer, staff };
}

/** Said in the confirm question before the payer cancels: what will happen to the money. */
export function cancelMoneyQuestion(money: CancelMoney): string {
  if (money.kind === 'none') return '';
  if (money.kind === 'kept') {
    return `It starts in less than ${hours(money.windowHours)}, so the ${formatCents(money.cents)} paid is not refunded.`;
  }
  const parts: string[] = [];
  if (money.onlineCents > 0) parts.push(`the ${formatCents(money.onlineCents)} paid online is refunded to your card`);
  if (money.deskCents > 0) parts.push(`the ${formatCents(money.deskCents)} paid at the front desk is given back there`);
  if (money.creditCents > 0) parts.push(`the ${formatCents(money.creditCents)} paid is credited to your account`);
  const said = parts.join(', and ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}
