// What Stripe's verified events mean for the ledger (docs/decisions/261-stripe-webhook.md). Only the fields read here
// are checked; everything else of an event is kept as Stripe sent it. Shapes as Stripe's API reference publishes
// them (docs.stripe.com/api/events/object, /api/checkout/sessions/object, /api/invoices/object, API 2026-10-28):
// a Checkout Session names our user in `client_reference_id` and what it pays for in `metadata`; a subscription's
// invoice carries the subscription's metadata in `parent.subscription_details.metadata`.
import { z } from '../zod';
import { MAX_ID } from '../schemas/common';
import { MAX_PAYMENT_CENTS } from './rules';
import { LEDGER_CURRENCY, PAYMENT_PURPOSES, type PaymentPurpose } from './schemas';

/** POST /api/stripe/webhook's answer to a verified event. */
export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** False when the event had been received before (a replay): nothing was done again. */
  firstTime: z.boolean(),
});
export type StripeWebhookAnswer = z.infer<typeof stripeWebhookAnswerSchema>;

const stripeId = z.string().check(z.minLength(1), z.maxLength(255));

/**
 * The latest Unix second a Stripe time is taken at: 3000-01-01. A time past it (1e21, 2^63-1), a fraction or a negative
 * is no time Stripe sends; refused before any write, it never reaches a bigint column (Postgres refused it with a 500)
 * nor a date that cannot be written (a grace period added to it stays before year 9999).
 */
const MAX_STRIPE_SECONDS = 32_503_680_000;
/** A Stripe time (`created`, a period's `end`): whole Unix seconds in the range above. */
export const stripeSecondsSchema = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_STRIPE_SECONDS));
const metadataSchema = z.nullable(z.optional(z.record(z.string(), z.string())));

/** Every event's envelope. */
export const stripeEventSchema = z.looseObject({
  id: stripeId,
  object: z.literal('event'),
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  created: stripeSecondsSchema,
  data: z.looseObject({ object: z.looseObject({}) }),
});
export type StripeEventEnvelope = z.infer<typeof stripeEventSchema>;

const checkoutSessionSchema = z.looseObject({
  id: stripeId,
  object: z.literal('checkout.session'),
  mode: z.string(),
  payment_status: z.string(),
  amount_total: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  client_reference_id: z.nullable(z.optional(z.string())),
  customer: z.nullable(z.optional(z.string())),
  payment_intent: z.nullable(z.optional(z.string())),
  metadata: metadataSchema,
});

const invoiceSchema = z.looseObject({
  id: stripeId,
  object: z.literal('invoice'),
  amount_paid: z.number(),
  currency: z.string(),
  customer: z.nullable(z.optional(z.string())),
  parent: z.nullable(
    z.optional(
      z.looseObject({
        subscription_details: z.nullable(z.optional(z.looseObject({ metadata: metadataSchema }))),
      }),
    ),
  ),
});

/** A ledger row a verified event makes (method 'stripe', source 'stripe'). */
export interface StripeLedgerRow {
  amountCents: number;
  currency: string;
  purpose: PaymentPurpose;
  userId: number | null;
  bookingId: number | null;
  lessonId: number | null;
  stripeEventId: string;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  stripeInvoiceId: string | null;
  stripeCustomerId: string | null;
}

/** What a verified event does: a ledger row, or nothing (stored and answered all the same). */
export type StripeEventEffect = { kind: 'ledger'; row: StripeLedgerRow } | { kind: 'none' };

/** An id we gave Stripe as text (`client_reference_id`, metadata): a whole positive number, else none. */
export function ourId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function purposeOf(value: string | undefined, fallback: PaymentPurpose): PaymentPurpose {
  return (PAYMENT_PURPOSES as readonly string[]).includes(value ?? '') ? (value as PaymentPurpose) : fallback;
}

/** An amount the ledger can hold in the facility's currency; anything else is not ours to record. */
export const recordable = (cents: number | null, currency: string | null) =>
  cents !== null && Number.isInteger(cents) && cents > 0 && cents <= MAX_PAYMENT_CENTS && currency === LEDGER_CURRENCY;

/**
 * The ledger row of a verified event, if it makes one: a paid one-time Checkout (a lesson, a guest's booking, a fee)
 * and a paid invoice (dues; a subscription's first Checkout records nothing itself, its first invoice does).
 */
export function stripeEventEffect(event: StripeEventEnvelope): StripeEventEffect {
  if (event.type === 'checkout.session.completed') {
    const parsed = checkoutSessionSchema.safeParse(event.data.object);
    if (!parsed.success) return { kind: 'none' };
    const session = parsed.data;
    if (session.mode !== 'payment' || session.payment_status !== 'paid') return { kind: 'none' };
    if (!recordable(session.amount_total, session.currency)) return { kind: 'none' };
    const metadata = session.metadata ?? {};
    return {
      kind: 'ledger',
      row: {
        amountCents: session.amount_total!,
        currency: LEDGER_CURRENCY,
        purpose: purposeOf(metadata.purpose, 'booking'),
        userId: ourId(session.client_reference_id),
        bookingId: ourId(metadata.bookingId),
        lessonId: ourId(metadata.lessonId),
        stripeEventId: event.id,
        stripeCheckoutSessionId: session.id,
        stripePaymentIntentId: session.payment_intent ?? null,
        stripeInvoiceId: null,
        stripeCustomerId: session.customer ?? null,
      },
    };
  }
  if (event.type === 'invoice.paid') {
    const parsed = invoiceSchema.safeParse(event.data.object);
    if (!parsed.success) return { kind: 'none' };
    const invoice = parsed.data;
    if (!recordable(invoice.amount_paid, invoice.currency)) return { kind: 'none' };
    const metadata = invoice.parent?.subscription_details?.metadata ?? {};
    return {
      kind: 'ledger',
      row: {
        amountCents: invoice.amount_paid,
        currency: LEDGER_CURRENCY,
        purpose: 'dues',
        userId: ourId(metadata.userId),
        bookingId: null,
        lessonId: null,
        stripeEventId: event.id,
        stripeCheckoutSessionId: null,
        stripePaymentIntentId: null,
        stripeInvoiceId: invoice.id,
        stripeCustomerId: invoice.customer ?? null,
      },
    };
  }
  return { kind: 'none' };
}
