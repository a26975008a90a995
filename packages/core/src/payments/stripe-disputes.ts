// Disputes of online payments (chargebacks; docs/decisions/409-disputes-of-online-payments.md): what Stripe's dispute
// events say and how a payment reads while one is open, won or lost. Shapes from the stripe SDK's types for the pinned
// 2026-10-28.endive (node_modules/stripe/esm/resources/Disputes.d.ts: a Dispute's id, amount, currency, charge,
// payment_intent, reason, status; Events.d.ts: charge.dispute.created, .updated, .closed, .funds_withdrawn,
// .funds_reinstated, each carrying the Dispute).
import { z } from '../zod';
import { formatCents } from './rules';
import { DISPUTE_OUTCOME_LABELS, type DisputeOutcome } from './dispute-schemas';
import { LEDGER_CURRENCY } from './schemas';
import type { StripeEventEnvelope } from './stripe-events';
import { stripeIdOf } from './stripe-refunds';

/** A dispute as its event tells it. */
export interface StripeDisputeFact {
  stripeDisputeId: string;
  amountCents: number;
  paymentIntentId: string | null;
  chargeId: string | null;
  /** Stripe's reason ('fraudulent', 'product_not_received', …). */
  reason: string;
  /** Stripe's status ('needs_response', 'under_review', 'won', 'lost', …). */
  status: string;
  /** Unix seconds Stripe opened it. */
  created: number;
}

const DISPUTE_EVENTS = [
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
];

const disputeSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  object: z.literal('dispute'),
  amount: z.number().check(z.int(), z.minimum(1)),
  currency: z.string(),
  charge: z.unknown(),
  payment_intent: z.nullable(z.optional(z.unknown())),
  reason: z.string().check(z.maxLength(100)),
  status: z.string().check(z.maxLength(40)),
  created: z.number().check(z.int(), z.minimum(0)),
});

/** The dispute a verified event carries, or null (another event, or one not in the facility's currency). */
export function stripeDisputeOf(event: StripeEventEnvelope): StripeDisputeFact | null {
  if (!DISPUTE_EVENTS.includes(event.type)) return null;
  const parsed = disputeSchema.safeParse(event.data.object);
  if (!parsed.success || parsed.data.currency !== LEDGER_CURRENCY) return null;
  const dispute = parsed.data;
  return {
    stripeDisputeId: dispute.id,
    amountCents: dispute.amount,
    paymentIntentId: stripeIdOf(dispute.payment_intent),
    chargeId: stripeIdOf(dispute.charge),
    reason: dispute.reason,
    status: dispute.status,
    created: dispute.created,
  };
}

/** A status's outcome: lost; won (also a closed inquiry, or one the network prevented); open for anything else. */
export function disputeOutcomeOf(status: string): DisputeOutcome {
  if (status === 'lost') return 'lost';
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  return 'open';
}

/** A closed dispute stays closed: an older event (created, updated) after the closing one changes nothing. */
export function nextDisputeStatus(known: string | null, told: string): string {
  if (known === null || disputeOutcomeOf(known) === 'open') return told;
  return known;
}

/** Stripe's reason in words: 'product_not_received' → 'product not received'. */
export const disputeReasonText = (reason: string) => reason.replace(/_/g, ' ');

/** The admins' e-mail's subject: 'Payment disputed: $90.00, lesson' / 'Dispute lost: …' / 'Dispute won: …'. */
export function disputeMailSubject(outcome: DisputeOutcome, amountCents: number, what: string): string {
  const head = outcome === 'open' ? 'Payment disputed' : DISPUTE_OUTCOME_LABELS[outcome];
  return `${head}: ${formatCents(amountCents)}, ${what}`;
}
