// A member's account credit (docs/decisions/412-account-credit.md): money the facility holds for a member, granted
// when a paid lesson is canceled in time with the money-back setting at "credit" (or when one paid with credit is),
// and spent on the next booking: online before Stripe's Checkout, at the desk's till. Its own append-only ledger in
// cents (grants and spends); the balance is always their difference, never stored. Credit is not money: granting it
// gives no cash back and spending it brings none in, so neither is a row of the payments ledger, the till or revenue.
import { z } from '../zod';
import { formatCents } from './rules';

export const CREDIT_KINDS = ['grant', 'spend'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** A row of the credit ledger as the rules read it. */
export interface CreditEntry {
  kind: CreditKind;
  amountCents: number;
}

/** The balance: grants less spends, in cents. */
export function creditBalance(entries: readonly CreditEntry[]): number {
  return entries.reduce((sum, e) => sum + (e.kind === 'grant' ? e.amountCents : -e.amountCents), 0);
}

/** How a price is paid when credit covers it first: what credit takes, and what is left for the card or the desk. */
export function creditCovers(balanceCents: number, priceCents: number): { creditCents: number; restCents: number } {
  const creditCents = Math.max(0, Math.min(balanceCents, priceCents));
  return { creditCents, restCents: priceCents - creditCents };
}

export const CREDIT_MESSAGES = {
  none: 'This member has no account credit.',
} as const;

/** GET /api/user/credit: the member's balance. */
export const accountCreditSchema = z.object({ balanceCents: z.number() });
export type AccountCredit = z.infer<typeof accountCreditSchema>;

/** POST /api/desk/lessons/:id/credit: what the member's credit paid, and what is left of it. */
export const creditSpentSchema = z.object({ spentCents: z.number(), balanceCents: z.number() });
export type CreditSpent = z.infer<typeof creditSpentSchema>;

/** "$90.00 of account credit", as the account page and the booking page say it. */
export const creditLine = (balanceCents: number) => `${formatCents(balanceCents)} of account credit`;
