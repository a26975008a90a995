// The ledger's requests and answers (docs/decisions/260-payments-ledger.md): every money movement is one row of the
// ledger, amounts in cents. The desk records payments taken in person (cash, the card terminal) and refunds; Stripe's
// verified events record the online ones. A refund is a row of its own that names the payment it gives back.
import { z } from '../zod';
import { dateStringField, idSchema, MAX_ID } from '../schemas/common';
import { hasOnlyVisibleCharacters } from '../schemas/text-fields';
import { MAX_PAYMENT_CENTS } from './rules';
import { disputeItemSchema, DISPUTE_OUTCOMES } from './dispute-schemas';
import { tillCloseSchema, unpaidItemSchema } from './till-close';

/** How the money moved: at the desk in cash or on the card terminal, or online through Stripe. */
export const PAYMENT_METHODS = ['cash', 'card_terminal', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods the desk records by hand (Stripe's payments are recorded by its events only). */
export const DESK_PAYMENT_METHODS = ['cash', 'card_terminal'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** What a payment is for. */
export const PAYMENT_PURPOSES = ['guest', 'lesson', 'booking', 'dues', 'fee', 'league'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Who wrote the row: a person at the desk, or Stripe's verified event. */
export const PAYMENT_SOURCES = ['desk', 'stripe'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** A payment takes money in; a refund gives (part of) one back. */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The one currency the facility takes (Stripe's lower-case ISO code). */
export const LEDGER_CURRENCY = 'usd';

export const MAX_PAYMENT_NOTE_LENGTH = 200;

export const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  card_terminal: 'Card terminal',
  stripe: 'Online (Stripe)',
} as const satisfies Record<PaymentMethod, string>;

export const PAYMENT_PURPOSE_LABELS = {
  guest: 'Guest',
  lesson: 'Lesson',
  booking: 'Booking',
  dues: 'Membership dues',
  fee: 'Fee',
  league: 'League buy-in',
} as const satisfies Record<PaymentPurpose, string>;

export const PAYMENT_MESSAGES = {
  amount: `Enter an amount from $0.01 to $${(MAX_PAYMENT_CENTS / 100).toLocaleString('en-US')}`,
  method: 'Choose cash or card terminal',
  purpose: 'Choose what the payment is for',
  note: `Note must be at most ${MAX_PAYMENT_NOTE_LENGTH} characters`,
  noteCharacters: 'Note contains characters that are not allowed',
  id: 'Choose an existing record',
} as const;

const amountCentsField = z
  .number({ error: PAYMENT_MESSAGES.amount })
  .check(
    z.int(PAYMENT_MESSAGES.amount),
    z.minimum(1, PAYMENT_MESSAGES.amount),
    z.maximum(MAX_PAYMENT_CENTS, PAYMENT_MESSAGES.amount),
  );

const optionalIdField = z.optional(
  z
    .number({ error: PAYMENT_MESSAGES.id })
    .check(z.int(PAYMENT_MESSAGES.id), z.positive(PAYMENT_MESSAGES.id), z.maximum(MAX_ID, PAYMENT_MESSAGES.id)),
);

/** POST /api/payments: a payment taken at the desk, for whom and what it pays for. */
export const recordPaymentSchema = z.strictObject({
  amountCents: amountCentsField,
  method: z.enum(DESK_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  purpose: z.enum(PAYMENT_PURPOSES, { error: PAYMENT_MESSAGES.purpose }),
  userId: optionalIdField,
  bookingId: optionalIdField,
  lessonId: optionalIdField,
  /** A league buy-in's league, and its night (none: the season's; docs/decisions/491-league-money-on-the-night.md). */
  leagueId: optionalIdField,
  roundId: optionalIdField,
  note: z.optional(
    z
      .string({ error: PAYMENT_MESSAGES.note })
      .check(
        z.trim(),
        z.maxLength(MAX_PAYMENT_NOTE_LENGTH, PAYMENT_MESSAGES.note),
        z.refine(hasOnlyVisibleCharacters, PAYMENT_MESSAGES.noteCharacters),
      ),
  ),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** Why an online payment is given back, as Stripe's refunds name it (docs.stripe.com/api/refunds/create, `reason`). */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS = {
  requested_by_customer: 'Asked for by the customer',
  duplicate: 'Charged twice',
  fraudulent: 'Fraudulent payment',
} as const satisfies Record<RefundReason, string>;
export const REFUND_REASON_MESSAGE = 'Choose why the payment is refunded';

/**
 * POST /api/payments/:id/refund: how much of the payment goes back (at most what is left of it), and why; an online
 * payment goes back through Stripe and needs the reason (docs/decisions/408-refunds-of-online-payments.md).
 */
export const refundPaymentSchema = z.strictObject({
  amountCents: amountCentsField,
  reason: z.optional(z.enum(REFUND_REASONS, { error: REFUND_REASON_MESSAGE })),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;

/** GET /api/desk/till?date and /api/desk/payments?date: a facility day (US Eastern); today's without one. */
export const tillQuerySchema = z.strictObject({ date: z.optional(dateStringField()) });
export type TillQuery = z.infer<typeof tillQuerySchema>;

const centsSchema = z.number().check(z.int());

/** One row of the ledger as every screen and answer shows it. */
export const ledgerEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(LEDGER_KINDS),
  /** Always positive: a refund's amount is what it gives back. */
  amountCents: centsSchema,
  currency: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  method: z.enum(PAYMENT_METHODS),
  purpose: z.enum(PAYMENT_PURPOSES),
  userId: z.nullable(idSchema),
  bookingId: z.nullable(idSchema),
  lessonId: z.nullable(idSchema),
  /** A league buy-in's league and night (null: the season's buy-in, or no buy-in). */
  leagueId: z.nullable(idSchema),
  roundId: z.nullable(idSchema),
  /** A refund's payment. */
  refundOf: z.nullable(idSchema),
  note: z.nullable(z.string()),
  /** Who recorded it at the desk (null for Stripe's rows, or once that account was deleted; the name stays). */
  recordedBy: z.nullable(idSchema),
  recordedByName: z.nullable(z.string()),
  stripeEventId: z.nullable(z.string()),
  stripeCheckoutSessionId: z.nullable(z.string()),
  stripePaymentIntentId: z.nullable(z.string()),
  stripeInvoiceId: z.nullable(z.string()),
  stripeCustomerId: z.nullable(z.string()),
  /** A refund made at Stripe (from the product or Stripe's Dashboard): Stripe's id of it. */
  stripeRefundId: z.nullable(z.string()),
  /** A dispute lost (docs/decisions/409-disputes-of-online-payments.md): the money Stripe took back, as a refund row. */
  stripeDisputeId: z.nullable(z.string()),
  /** ISO-8601 UTC instant it was recorded. */
  at: z.string(),
  /** The facility day (US Eastern) it counts in. */
  facilityDate: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const byMethodSchema = z.object({ cash: centsSchema, card_terminal: centsSchema, stripe: centsSchema });

/**
 * GET /api/desk/till: the day's takings by method, the refunds given (in all and by method) and what is left, all in
 * cents; the league payouts handed over; the day's close (null while it is open) and its unpaid guest rentals and fees
 * (docs/decisions/407-the-days-close-at-the-desk.md).
 */
export const tillSchema = z.object({
  date: z.string(),
  byMethod: byMethodSchema,
  refunds: centsSchema,
  refundsByMethod: byMethodSchema,
  net: centsSchema,
  /**
   * The day's league payouts (docs/decisions/491-league-money-on-the-night.md): cash handed over from the drawer, and
   * credit the facility now owes the players.
   */
  payoutsByMethod: z.object({ cash: centsSchema, credit: centsSchema }),
  close: z.nullable(tillCloseSchema),
  unpaid: z.array(unpaidItemSchema),
  /**
   * The online payments in dispute: every one still open, and those opened or closed that day
   * (docs/decisions/409-disputes-of-online-payments.md).
   */
  disputes: z.array(disputeItemSchema),
});
export type Till = z.infer<typeof tillSchema>;
/** The till's sums from the ledger alone (rules.ts's tillOf). */
export type TillSums = Omit<Till, 'close' | 'unpaid' | 'disputes' | 'payoutsByMethod'>;

/**
 * GET /api/desk/payments: the day's rows, newest first, each payment with what has been refunded of it so far and what
 * it pays for; `recordedByName` is the recorder's shown name (never their e-mail address).
 */
export const dayPaymentsSchema = z.object({
  date: z.string(),
  entries: z.array(
    z.object({
      ...ledgerEntrySchema.shape,
      refundedCents: centsSchema,
      /** A payment's dispute (a chargeback), where it stands, or null. */
      dispute: z.nullable(z.enum(DISPUTE_OUTCOMES)),
      /** What it pays for in words (paidForText): the person by name, the booking or lesson by bay and time. */
      paidFor: z.nullable(z.string()),
    }),
  ),
});
export type DayPayments = z.infer<typeof dayPaymentsSchema>;
export type DayPaymentEntry = DayPayments['entries'][number];
