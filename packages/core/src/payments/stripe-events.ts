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
  /** The API version the event's object is written in: the webhook endpoint's, else the account's default. */
  api_version: z.nullable(z.optional(z.string().check(z.maxLength(40)))),
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  created: stripeSecondsSchema,
  data: z.looseObject({ object: z.looseObject({}) }),
});
export type StripeEventEnvelope = z.infer<typeof stripeEventSchema>;

/**
 * The API version the server's SDK pins (its requests) and the webhook endpoint is created in (docs/operations.md;
 * docs/decisions/400-stripe-event-versions.md). A test holds it to the SDK's own `Stripe.API_VERSION`.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';
/**
 * Since 2025-03-31.basil an invoice names its subscription in `parent.subscription_details` (Stripe's changelog,
 * "adds new parent field to invoicing objects"); before, in top-level `subscription` and `subscription_details`, and a
 * subscription's period end was its own `current_period_end`, not its items'.
 */
const PARENT_SINCE = '2025-03-31';
/** The oldest version read: every field the server reads is in its shapes from here on (decision 400). */
const OLDEST_STRIPE_API_VERSION = '2020-08-27';

/** An event's version, and the setting to change when the server cannot read it. */
type StripeEventReading =
  { readable: true; event: StripeEventEnvelope } | { readable: false; version: string | null; problem: string };

const versionDate = (version: string | null | undefined) =>
  /^(\d{4}-\d{2}-\d{2})(?:\.[a-z]+)?$/.exec(version ?? '')?.[1] ?? null;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** An invoice written before 2025-03-31.basil, rewritten with the `parent` the current shape reads. */
function invoiceWithParent(invoice: Record<string, unknown>): Record<string, unknown> {
  if ('parent' in invoice || typeof invoice.subscription !== 'string')
    return { ...invoice, parent: invoice.parent ?? null };
  // Invoices before June 2023 carry no subscription_details: the subscription's line item has its metadata.
  const data = asRecord(invoice.lines)?.data;
  const line = (Array.isArray(data) ? data : []).map(asRecord).find((l) => l?.type === 'subscription');
  const metadata = asRecord(asRecord(invoice.subscription_details)?.metadata) ?? asRecord(line?.metadata) ?? null;
  return {
    ...invoice,
    parent: { type: 'subscription_details', subscription_details: { metadata, subscription: invoice.subscription } },
  };
}

/**
 * An invoice written before 2025-03-31.basil names the PaymentIntent that paid it in its own `payment_intent`; since,
 * its payments are InvoicePayment objects (`payments`, included only when asked for). Rewritten as the list the
 * current shape has, so one reading serves both (decision 410).
 */
function invoiceWithPayments(invoice: Record<string, unknown>): Record<string, unknown> {
  const intent = invoice.payment_intent;
  if ('payments' in invoice || typeof intent !== 'string') return invoice;
  const payment = {
    object: 'invoice_payment',
    is_default: true,
    status: invoice.status === 'paid' ? 'paid' : 'open',
    payment: { type: 'payment_intent', payment_intent: intent },
  };
  return { ...invoice, payments: { object: 'list', data: [payment], has_more: false } };
}

/** A subscription written before 2025-03-31.basil: its period end given to its items, as the current shape has it. */
function subscriptionWithItemPeriods(subscription: Record<string, unknown>): Record<string, unknown> {
  const items = asRecord(subscription.items);
  const end = subscription.current_period_end;
  if (!items || !Array.isArray(items.data) || typeof end !== 'number') return subscription;
  const data = (items.data as unknown[]).map((item): unknown => {
    const it = asRecord(item);
    return it && it.current_period_end === undefined ? { ...it, current_period_end: end } : item;
  });
  return { ...subscription, items: { ...items, data } };
}

/**
 * The event in the shape the server reads (the pinned version's), or why it cannot be read: no version, one older
 * than OLDEST_STRIPE_API_VERSION, or one newer than the pinned version (its shapes unknown to this build). An older
 * event's invoice or subscription is rewritten into the current shape; nothing else the server reads has moved.
 */
export function readStripeEvent(event: StripeEventEnvelope): StripeEventReading {
  const version = event.api_version ?? null;
  const date = versionDate(version);
  const pinned = versionDate(STRIPE_API_VERSION)!;
  if (date === null || date < OLDEST_STRIPE_API_VERSION || date > pinned) {
    const problem =
      date !== null && date > pinned
        ? `newer than the ${STRIPE_API_VERSION} this server reads`
        : `older than ${OLDEST_STRIPE_API_VERSION}, the oldest this server reads`;
    return { readable: false, version, problem: date === null ? 'not a Stripe API version' : problem };
  }
  if (date >= PARENT_SINCE) return { readable: true, event };
  const object = event.data.object;
  const current =
    object.object === 'invoice'
      ? invoiceWithPayments(invoiceWithParent(object))
      : object.object === 'subscription'
        ? subscriptionWithItemPeriods(object)
        : object;
  return { readable: true, event: { ...event, data: { ...event.data, object: current } } };
}

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
  metadata: metadataSchema,
  parent: z.nullable(
    z.optional(
      z.looseObject({
        subscription_details: z.nullable(z.optional(z.looseObject({ metadata: metadataSchema }))),
      }),
    ),
  ),
  payments: z.nullable(z.optional(z.looseObject({ data: z.array(z.unknown()) }))),
});

const invoicePaymentSchema = z.looseObject({
  object: z.literal('invoice_payment'),
  is_default: z.optional(z.boolean()),
  status: z.string(),
  payment: z.looseObject({ type: z.string(), payment_intent: z.nullable(z.optional(z.unknown())) }),
});

/**
 * The PaymentIntent that paid an invoice, from its InvoicePayment objects (the event's `payments`, or Stripe's list
 * of them): a paid one by PaymentIntent, the invoice's default first; null when none is (paid out of band).
 */
export function invoicePaymentIntentOf(payments: readonly unknown[]): string | null {
  const paid = payments
    .map((p) => invoicePaymentSchema.safeParse(p))
    .flatMap((p) => (p.success && p.data.status === 'paid' && p.data.payment.type === 'payment_intent' ? [p.data] : []))
    .sort((a, b) => Number(b.is_default ?? false) - Number(a.is_default ?? false));
  for (const payment of paid) {
    const intent = payment.payment.payment_intent;
    const id = typeof intent === 'string' ? intent : asRecord(intent)?.id;
    if (typeof id === 'string' && id.length > 0 && id.length <= 255) return id;
  }
  return null;
}

/** A ledger row a verified event makes (method 'stripe', source 'stripe'). */
export interface StripeLedgerRow {
  amountCents: number;
  currency: string;
  purpose: PaymentPurpose;
  userId: number | null;
  bookingId: number | null;
  lessonId: number | null;
  leagueId: number | null;
  roundId: number | null;
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

/** A one-time Checkout's events that mean its money arrived: paid at once, or later (a bank debit). */
const CHECKOUT_PAID = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/**
 * The ledger row of a verified event (in the current shape: readStripeEvent), if it makes one: a paid one-time
 * Checkout (a lesson, a guest's booking, a fee; paid at once or, by a delayed method such as a bank debit, on
 * `checkout.session.async_payment_succeeded`) and a paid invoice: a subscription's is dues (its first Checkout records
 * nothing itself, its first invoice does), any other (one made in Stripe's Dashboard) a one-off payment.
 */
export function stripeEventEffect(event: StripeEventEnvelope): StripeEventEffect {
  if (CHECKOUT_PAID.includes(event.type)) {
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
        // A league buy-in's league and night (docs/decisions/491-league-money-on-the-night.md).
        leagueId: ourId(metadata.leagueId),
        roundId: ourId(metadata.roundId),
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
    const subscription = invoice.parent?.subscription_details;
    const dues = subscription ? ourId(subscription.metadata?.userId) : null;
    // Not a subscription of one of our members: a one-off invoice, named as its metadata names it (never dues).
    const metadata = invoice.metadata ?? {};
    const oneOff = purposeOf(metadata.purpose, 'booking');
    return {
      kind: 'ledger',
      row: {
        amountCents: invoice.amount_paid,
        currency: LEDGER_CURRENCY,
        purpose: dues !== null ? 'dues' : oneOff === 'dues' ? 'booking' : oneOff,
        userId: dues ?? ourId(metadata.userId),
        bookingId: dues !== null ? null : ourId(metadata.bookingId),
        lessonId: dues !== null ? null : ourId(metadata.lessonId),
        leagueId: null,
        roundId: null,
        stripeEventId: event.id,
        stripeCheckoutSessionId: null,
        // When the event lists none, the server asks Stripe for the invoice's payments (decision 410).
        stripePaymentIntentId: invoice.payments ? invoicePaymentIntentOf(invoice.payments.data) : null,
        stripeInvoiceId: invoice.id,
        stripeCustomerId: invoice.customer ?? null,
      },
    };
  }
  return { kind: 'none' };
}
