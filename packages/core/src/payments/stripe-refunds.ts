// Refunds made at Stripe, from the product or from Stripe's Dashboard (docs/decisions/408-refunds-of-online-payments.md):
// what their events say, and when their money reaches the ledger. Shapes from the stripe SDK's types for the pinned
// 2026-10-28.endive (node_modules/stripe/esm/resources/Refunds.d.ts: a Refund's id, amount, currency, status,
// payment_intent, charge, metadata; Charges.d.ts: a Charge's `refunds` list is optional, left out unless expanded, so
// `charge.refunded` names its refunds only by its charge, and the server asks Stripe for them).
import { z } from '../zod';
import type { StripeEventEnvelope } from './stripe-events';
import { LEDGER_CURRENCY } from './schemas';

/** The refund's metadata key naming the product's request for it (stripe_refunds' id). */
export const REFUND_REQUEST_METADATA_KEY = 'longwoodRefundRequest';

/** A refund as Stripe last told of it, or 'requested': asked by the product, not yet answered. */
export type StripeRefundStatus = 'requested' | 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/** What the product knows of one refund at Stripe. */
export interface StripeRefundFact {
  stripeRefundId: string;
  amountCents: number;
  status: StripeRefundStatus;
  paymentIntentId: string | null;
  chargeId: string | null;
  /** The product's request it answers (its metadata), or null: made in Stripe's Dashboard. */
  requestId: number | null;
  /** Why Stripe says it failed ('expired_or_canceled_card', …), or null. */
  failureReason: string | null;
}

/** The event's refunds, or the charge whose refunds the server must ask Stripe for. */
export type StripeRefundSignal =
  | { kind: 'refunds'; refunds: StripeRefundFact[] }
  | { kind: 'charge'; chargeId: string; paymentIntentId: string | null };

/** A Stripe reference as its id: an id itself, or an expanded object's. */
export const stripeIdOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? String(value.id)
      : null;

const refundSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  object: z.literal('refund'),
  amount: z.number().check(z.int(), z.minimum(0)),
  currency: z.string(),
  status: z.nullable(z.optional(z.string())),
  payment_intent: z.nullable(z.optional(z.unknown())),
  charge: z.nullable(z.optional(z.unknown())),
  metadata: z.nullable(z.optional(z.record(z.string(), z.string()))),
  failure_reason: z.nullable(z.optional(z.string().check(z.maxLength(100)))),
});

const STATUSES: readonly StripeRefundStatus[] = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'];

/** A refund object of Stripe's (an event's, an API answer's, a list's), read; null when it is not one we can hold. */
export function stripeRefundFact(object: unknown): StripeRefundFact | null {
  const parsed = refundSchema.safeParse(object);
  if (!parsed.success || parsed.data.currency !== LEDGER_CURRENCY || parsed.data.amount < 1) return null;
  const refund = parsed.data;
  const request = refund.metadata?.[REFUND_REQUEST_METADATA_KEY];
  return {
    stripeRefundId: refund.id,
    amountCents: refund.amount,
    status: STATUSES.includes(refund.status as StripeRefundStatus) ? (refund.status as StripeRefundStatus) : 'pending',
    paymentIntentId: stripeIdOf(refund.payment_intent),
    chargeId: stripeIdOf(refund.charge),
    requestId: request && /^\d{1,10}$/.test(request) ? Number(request) : null,
    failureReason: refund.failure_reason ?? null,
  };
}

/** Refund events (refund.* and the older charge.refund.updated) carry the refund itself. */
const REFUND_EVENTS = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'];

const chargeSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  object: z.literal('charge'),
  payment_intent: z.nullable(z.optional(z.unknown())),
  refunds: z.nullable(z.optional(z.looseObject({ data: z.array(z.unknown()), has_more: z.optional(z.boolean()) }))),
});

/**
 * What a verified event says of refunds, or null: a refund event its refund; `charge.refunded` the refunds it lists
 * (an expanded or older charge), else its charge, whose refunds the server lists at Stripe.
 */
export function stripeRefundSignalOf(event: StripeEventEnvelope): StripeRefundSignal | null {
  if (REFUND_EVENTS.includes(event.type)) {
    const fact = stripeRefundFact(event.data.object);
    return fact ? { kind: 'refunds', refunds: [fact] } : null;
  }
  if (event.type !== 'charge.refunded') return null;
  const parsed = chargeSchema.safeParse(event.data.object);
  if (!parsed.success) return null;
  const charge = parsed.data;
  if (charge.refunds && !charge.refunds.has_more) {
    const refunds = charge.refunds.data.map(stripeRefundFact).filter((f): f is StripeRefundFact => f !== null);
    return { kind: 'refunds', refunds };
  }
  return { kind: 'charge', chargeId: charge.id, paymentIntentId: stripeIdOf(charge.payment_intent) };
}

/** A refund still taking money from its payment: asked and not refused, the ledger's row not yet written. */
export const refundInFlight = (status: StripeRefundStatus) =>
  status === 'requested' || status === 'pending' || status === 'requires_action';

/**
 * A status Stripe sends never moves a refund back: one that failed or was canceled stays so, whatever order its events
 * arrive in (an older `refund.created` after its `refund.updated`). One that succeeded can still fail (the card was
 * closed: docs/decisions/411-failed-refunds-reversed.md), and nothing else.
 */
export function nextRefundStatus(known: StripeRefundStatus | null, told: StripeRefundStatus): StripeRefundStatus {
  if (known === null || refundInFlight(known)) return told;
  if (known === 'succeeded' && told === 'failed') return told;
  return known;
}

/** Stripe's refund failure reasons in words (Refunds.d.ts `failure_reason`). */
const REFUND_FAILURE_TEXT: Record<string, string> = {
  lost_or_stolen_card: 'the card was reported lost or stolen',
  expired_or_canceled_card: 'the card has expired or was canceled',
  charge_for_pending_refund_disputed: 'the cardholder disputed the payment while the refund was pending',
  insufficient_funds: "the facility's Stripe balance could not cover it",
  declined: 'the card issuer declined it',
  merchant_request: "it was canceled at the facility's request",
  unknown: 'Stripe gave no reason',
};

/** Why a refund failed, in words: 'the card has expired or was canceled'. */
export const refundFailureText = (reason: string | null) =>
  reason === null ? 'Stripe gave no reason' : (REFUND_FAILURE_TEXT[reason] ?? reason.replace(/_/g, ' '));

/** What the desk reads when Stripe has not confirmed a refund yet. */
export const REFUND_NOT_CONFIRMED =
  'Stripe has not confirmed this refund yet. It is held against the payment and shows in the till once Stripe confirms it.';
