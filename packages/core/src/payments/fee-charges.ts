// A fee charged to the member's card on file (docs/decisions/306-fee-charged-to-the-card-on-file.md): staff confirm,
// the server asks Stripe for an off-session PaymentIntent on the member's dues customer, and only Stripe's event says
// how it ended, or its own answer to the charge when it declines the card at once (a 402 card_error carrying the
// PaymentIntent, now requires_payment_method). This reads those events and that answer (shapes as Stripe's API
// reference publishes them: docs.stripe.com/api/payment_intents/object, /api/events/types, /api/errors, API 2026-10-28)
// and words a decline for the desk.
import { z } from '../zod';
import { formatCents } from './rules';
import { LEDGER_CURRENCY } from './schemas';
import { ourId, recordable, type StripeEventEnvelope, type StripeLedgerRow } from './stripe-events';
import type { FeeKind } from './fees';

/** The metadata a fee's PaymentIntent carries, so its events name the fee and the attempt. */
export const FEE_CHARGE_METADATA = 'fee_charge';

/** What the PaymentIntent of a fee's charge says about it (description and metadata). */
export function feeChargeIntent(fee: { bookingId: number; userId: number; kind: FeeKind }, attempt: number) {
  return {
    description: fee.kind === 'no_show' ? 'No-show fee' : 'Late-cancel fee',
    metadata: {
      purpose: 'fee',
      kind: FEE_CHARGE_METADATA,
      bookingId: String(fee.bookingId),
      userId: String(fee.userId),
      attempt: String(attempt),
    },
  };
}

const paymentIntentSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  object: z.literal('payment_intent'),
  status: z.optional(z.string()),
  amount_received: z.optional(z.number()),
  currency: z.string(),
  customer: z.nullable(z.optional(z.string())),
  metadata: z.nullable(z.optional(z.record(z.string(), z.string()))),
  last_payment_error: z.nullable(
    z.optional(
      z.looseObject({
        code: z.nullable(z.optional(z.string())),
        decline_code: z.nullable(z.optional(z.string())),
      }),
    ),
  ),
});

/** The desk's word for a charge Stripe declined: the toast's title, and the start of most failures' text. */
export const CARD_DECLINED = 'Card declined';

/** Why a charge of the card failed, as the desk shows it. */
export function chargeFailureReason(code: string | null | undefined, declineCode?: string | null): string {
  if (code === 'authentication_required' || declineCode === 'authentication_required')
    return `${CARD_DECLINED}: the bank asks the member to approve the charge`;
  if (code === 'expired_card' || declineCode === 'expired_card') return 'Card expired';
  if (declineCode === 'insufficient_funds') return `${CARD_DECLINED}: insufficient funds`;
  return CARD_DECLINED;
}

/**
 * What the desk's "Card declined" toast says under its title: whose card and the reason alone, not the title again
 * ('Card declined: insufficient funds' → "Sam Lee's card on file: insufficient funds. The fee is still due.").
 */
export function feeChargeDeclinedText(memberName: string, failure: string): string {
  const reason = failure === CARD_DECLINED ? '' : failure.replace(`${CARD_DECLINED}: `, '');
  return `${memberName}'s card on file${reason ? `: ${reason}` : ''}. The fee is still due.`;
}

/**
 * A fee's charge whose answer never came back from Stripe: the card may have been charged, so the fee stays processing
 * (no payment at the till, no waiver) until Stripe's event says how it ended, or until staff press "Charge Card" again,
 * which asks Stripe once more with the attempt's idempotency key: the same PaymentIntent, never a second charge.
 */
export const CHARGE_UNANSWERED =
  'Stripe did not answer, so the card may have been charged. The fee stays processing until Stripe says; press Charge Card to ask again.';

/**
 * How long Stripe keeps an idempotency key: a key is pruned once "at least 24 hours old", and a request with it then
 * runs anew (docs.stripe.com/api/idempotent_requests). An attempt's key older than this protects nothing: the next
 * request goes out under a new key (feeChargeKeyLive), after asking Stripe whether the attempt's charge was made.
 */
export const STRIPE_IDEMPOTENCY_KEY_HOURS = 24;

/** Whether an attempt's idempotency key, made at `keyAt` (ISO), is one Stripe still answers with its first result. */
export function feeChargeKeyLive(keyAt: string | null, now: Date): boolean {
  return keyAt !== null && now.getTime() - Date.parse(keyAt) < STRIPE_IDEMPOTENCY_KEY_HOURS * 3_600_000;
}

/**
 * Among PaymentIntents Stripe lists for the member's customer, the one attempt `attempt` of the booking's fee made and
 * Stripe did not fail (succeeded, processing, or waiting on the bank): the card was charged, or is being. Null when the
 * attempt made none, or its charge failed.
 */
export function feeChargeMadeOf(intents: unknown[], bookingId: number, attempt: number): { id: string } | null {
  for (const object of intents) {
    const charge = feeChargeOf(object);
    if (!charge || charge.bookingId !== bookingId || charge.attempt !== attempt) continue;
    if (charge.intent.status === 'requires_payment_method' || charge.intent.status === 'canceled') continue;
    return { id: charge.intent.id };
  }
  return null;
}

/** A fee's charge as one of Stripe's events tells it, or null for an event about something else. */
export type FeeChargeSignal =
  | {
      outcome: 'succeeded';
      bookingId: number;
      attempt: number;
      userId: number | null;
      amountCents: number;
      currency: string;
      paymentIntentId: string;
      customerId: string | null;
    }
  | { outcome: 'failed'; bookingId: number; attempt: number; reason: string };

type FeeChargeFailure = Extract<FeeChargeSignal, { outcome: 'failed' }>;

/** A PaymentIntent of a fee's charge (its metadata names the booking and the attempt), or null for another's. */
function feeChargeOf(object: unknown) {
  const parsed = paymentIntentSchema.safeParse(object);
  if (!parsed.success) return null;
  const intent = parsed.data;
  const metadata = intent.metadata ?? {};
  const bookingId = ourId(metadata.bookingId);
  const attempt = ourId(metadata.attempt);
  if (metadata.kind !== FEE_CHARGE_METADATA || bookingId === null || attempt === null) return null;
  return { intent, bookingId, attempt };
}

/** The failure as the PaymentIntent's last_payment_error says it: the same words whichever of Stripe's answers tells. */
const failureOf = ({ intent, bookingId, attempt }: NonNullable<ReturnType<typeof feeChargeOf>>): FeeChargeFailure => {
  const error = intent.last_payment_error;
  return { outcome: 'failed', bookingId, attempt, reason: chargeFailureReason(error?.code, error?.decline_code) };
};

export function feeChargeSignalOf(event: StripeEventEnvelope): FeeChargeSignal | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return null;
  const charge = feeChargeOf(event.data.object);
  if (!charge) return null;
  const { intent, bookingId, attempt } = charge;
  if (event.type === 'payment_intent.payment_failed') return failureOf(charge);
  return {
    outcome: 'succeeded',
    bookingId,
    attempt,
    userId: ourId(intent.metadata?.userId),
    amountCents: intent.amount_received ?? 0,
    currency: intent.currency,
    paymentIntentId: intent.id,
    customerId: intent.customer ?? null,
  };
}

const cardErrorSchema = z.looseObject({ type: z.literal('card_error'), payment_intent: z.optional(z.unknown()) });

/**
 * Stripe's own answer to a fee's charge that declined the card at once (decision 306): the error
 * body of the 402 (`{ type: 'card_error', code, decline_code, message, payment_intent }`, the SDK's
 * `StripeCardError.raw`) whose PaymentIntent is a fee's and now `requires_payment_method`, the attempt failed. The
 * same failure its `payment_intent.payment_failed` event will tell (the reason from the PaymentIntent's
 * `last_payment_error`), so whichever arrives first writes it and the other finds it written. Null for anything else
 * (another error, no PaymentIntent, one still processing or requiring an action): then only the event decides.
 */
export function feeChargeDeclineOf(errorBody: unknown): FeeChargeFailure | null {
  const error = cardErrorSchema.safeParse(errorBody);
  if (!error.success) return null;
  const charge = feeChargeOf(error.data.payment_intent);
  if (!charge || charge.intent.status !== 'requires_payment_method') return null;
  return failureOf(charge);
}

/** The ledger row of a fee's charge Stripe says succeeded (purpose fee, the booking, the Stripe ids), if recordable. */
export function feeChargeLedgerRow(signal: FeeChargeSignal, eventId: string): StripeLedgerRow | null {
  if (signal.outcome !== 'succeeded' || !recordable(signal.amountCents, signal.currency)) return null;
  return {
    amountCents: signal.amountCents,
    currency: LEDGER_CURRENCY,
    purpose: 'fee',
    userId: signal.userId,
    bookingId: signal.bookingId,
    lessonId: null,
    leagueId: null,
    roundId: null,
    stripeEventId: eventId,
    stripeCheckoutSessionId: null,
    stripePaymentIntentId: signal.paymentIntentId,
    stripeInvoiceId: null,
    stripeCustomerId: signal.customerId,
  };
}

/** The desk's confirmation: 'Charge Sam Lee's card on file $25.00 for the no-show fee?' */
export function feeChargeQuestion(fee: { memberName: string; dueCents: number; kind: FeeKind }): string {
  const what = fee.kind === 'no_show' ? 'no-show fee' : 'late-cancel fee';
  return `Charge ${fee.memberName}'s card on file ${formatCents(fee.dueCents)} for the ${what}?`;
}
