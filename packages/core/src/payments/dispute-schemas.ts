// A dispute's outcome and how the till shows one (docs/decisions/409-disputes-of-online-payments.md); what Stripe's
// dispute events say is stripe-disputes.ts.
import { formatDateShort } from '../time-format';
import { z } from '../zod';
import { formatCents } from './rules';

/** Where a dispute stands for the facility: open (the card network has not decided), won (the money stays), lost. */
export const DISPUTE_OUTCOMES = ['open', 'won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS = {
  open: 'Disputed',
  won: 'Dispute won',
  lost: 'Dispute lost',
} as const satisfies Record<DisputeOutcome, string>;

/** One dispute as the till and the admins see it. */
export const disputeItemSchema = z.object({
  stripeDisputeId: z.string(),
  /** The ledger's payment it is about, or null while that payment's own event has not arrived. */
  paymentId: z.nullable(z.number()),
  amountCents: z.number(),
  reason: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES),
  /** Facility dates it was opened and closed (null while open). */
  openedOn: z.string(),
  closedOn: z.nullable(z.string()),
  /** What the payment paid for, in words (a person by name, never their e-mail), or null. */
  paidFor: z.nullable(z.string()),
});
export type DisputeItem = z.infer<typeof disputeItemSchema>;

/**
 * A dispute as the day's close report lists it, on facility day `date`: one closed that day by its outcome ('Dispute
 * lost: $90.00, …'), one opened that day ('Disputed: $90.00, …, fraudulent'), one open from before ('Disputed since
 * Mar 5, 2026: …'). What it paid for in words; Stripe's reason when it is still to be decided.
 */
export function tillDisputeLine(item: DisputeItem, date: string): string {
  const what = `${formatCents(item.amountCents)}, ${item.paidFor ?? 'an online payment not yet recorded'}`;
  if (item.closedOn === date) return `${DISPUTE_OUTCOME_LABELS[item.outcome]}: ${what}`;
  const since = item.openedOn === date ? '' : ` since ${formatDateShort(item.openedOn)}`;
  return `Disputed${since}: ${what} (${item.reason})`;
}
