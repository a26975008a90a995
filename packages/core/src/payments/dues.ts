// Membership dues on Stripe (docs/decisions/301-membership-dues.md): a Checkout in subscription mode at the
// monthly price in the facility settings, billed on the 1st (the first month prorated to it), and what each of
// Stripe's events does to a member's dues and membership. The webhook is the only way dues become paid; this module
// decides, the server loads, locks and saves. Events arrive replayed, twice at once or out of order: a signal older
// than the last one acted on changes nothing, so each is acted on once and in Stripe's order, whatever the delivery's.
import { z } from '../zod';
import { addMonthsToDateString, facilityInstant, facilityToday } from '../time';
import { formatDateLong } from '../time-format';
import { formatCents } from './rules';
import { LEDGER_KINDS, PAYMENT_METHODS, PAYMENT_PURPOSES } from './schemas';
import { ourId, stripeSecondsSchema } from './stripe-events';

/**
 * Where a member's dues stand: `none` (never asked), `link_sent` (a Checkout waits to be paid), `link_expired` (it
 * was left unpaid), `active` (paid), `grace` (a payment failed; still a member until the grace ends), `paused` (the
 * grace ended unpaid: not a member until they pay), `canceled` (the subscription ended).
 */
export const DUES_STATUSES = ['none', 'link_sent', 'link_expired', 'active', 'grace', 'paused', 'canceled'] as const;
export type DuesStatus = (typeof DUES_STATUSES)[number];

/** How each status reads to staff and the member. */
export const DUES_STATUS_LABELS = {
  none: 'No online dues',
  link_sent: 'Payment link sent',
  link_expired: 'Payment link expired',
  active: 'Paid',
  grace: 'Payment failed',
  paused: 'Paused',
  canceled: 'Ended',
} as const satisfies Record<DuesStatus, string>;

/** Days a member keeps their membership after a failed payment, unless the admins set another number. */
export const DEFAULT_DUES_GRACE_DAYS = 7;
export const MAX_DUES_GRACE_DAYS = 60;
/** The membership terms' notice: a cancellation takes effect this many days after it is recorded. */
export const DUES_NOTICE_DAYS = 30;

/** The product's line on the Checkout page and receipts. */
export const DUES_PRODUCT_NAME = 'Membership (monthly)';

/** Cents of the offer's price as the settings write it ('$200' → 20000); NaN for anything else. */
export function priceCentsOf(price: string): number {
  const match = /^\$(\d{1,5})$/.exec(price.trim());
  return match ? Number(match[1]) * 100 : Number.NaN;
}

/**
 * The subscription's billing anchor: the next 1st of a month at midnight at the facility. Stripe bills the days
 * until then at once (prorated) and the full price on every 1st from then on.
 */
export function duesBillingAnchor(now: Date): Date {
  const today = facilityToday(now);
  return facilityInstant(addMonthsToDateString(`${today.slice(0, 8)}01`, 1), '00:00');
}

/** The day a cancellation recorded at `now` ends the subscription: the notice later, at that instant. */
export function duesCancelAt(now: Date): Date {
  return new Date(now.getTime() + DUES_NOTICE_DAYS * 86_400_000);
}

/** What one of Stripe's events says about a member's dues. */
export interface DuesSignal {
  /**
   * paid: an invoice (or the first Checkout) was paid; failed: a payment failed; ended: the subscription ended;
   * expired: the Checkout was left unpaid; scheduled: the subscription's end was set or taken back (`cancelAt`), in the
   * customer portal or by staff.
   */
  kind: 'paid' | 'failed' | 'ended' | 'expired' | 'scheduled';
  userId: number;
  subscriptionId: string | null;
  customerId: string | null;
  checkoutSessionId: string | null;
  /** A paid invoice's period end (Unix seconds): paid through then. */
  periodEnd: number | null;
  /** The event's `created` (Unix seconds): the order Stripe made them in. */
  created: number;
  /** ended: the server canceled it itself, a new payment link taking its place (DUES_REPLACED_COMMENT). */
  replaced: boolean;
  /** scheduled: when the subscription ends (Unix seconds), or null when it runs on. */
  cancelAt: number | null;
  /**
   * An invoice's subscription is the one the member's payment link made: Stripe's word (the stored Checkout Session
   * names it), asked by the server for a subscription it has not stored yet.
   */
  madeByLink?: boolean;
}

/**
 * Whether a payment signal is about a subscription the facility created: a Checkout's, the member's own stored
 * Checkout Session; an invoice's, the member's stored subscription or the one their payment link made. Any other,
 * whatever its metadata names (a subscription made in the Dashboard, an event signed for another), changes nothing.
 */
export function duesSignalOurs(state: DuesState, signal: DuesSignal): boolean {
  if (signal.checkoutSessionId !== null) return signal.checkoutSessionId === state.checkoutSessionId;
  const stored = state.stripeSubscriptionId !== null && signal.subscriptionId === state.stripeSubscriptionId;
  return stored || signal.madeByLink === true;
}

/**
 * The `cancellation_details.comment` the server gives a paused member's subscription it cancels when staff send a new
 * payment link, so that the subscription's end is read as replaced, not as the membership ending.
 */
export const DUES_REPLACED_COMMENT = 'Replaced by a new payment link sent by staff';

const stripeId = z.string().check(z.minLength(1), z.maxLength(255));
const optionalId = z.nullable(z.optional(stripeId));
const metadata = z.nullable(z.optional(z.record(z.string(), z.string())));

const subscriptionCheckout = z.looseObject({
  id: stripeId,
  object: z.literal('checkout.session'),
  mode: z.literal('subscription'),
  status: z.string(),
  payment_status: z.string(),
  client_reference_id: z.nullable(z.optional(z.string())),
  customer: optionalId,
  subscription: optionalId,
});

const subscriptionInvoice = z.looseObject({
  id: stripeId,
  object: z.literal('invoice'),
  customer: optionalId,
  lines: z.optional(
    z.looseObject({
      data: z.array(z.looseObject({ period: z.optional(z.looseObject({ end: stripeSecondsSchema })) })),
    }),
  ),
  parent: z.looseObject({
    subscription_details: z.looseObject({ metadata, subscription: optionalId }),
  }),
});

const subscriptionObject = z.looseObject({
  id: stripeId,
  object: z.literal('subscription'),
  status: z.optional(z.string()),
  customer: optionalId,
  metadata,
  cancellation_details: z.nullable(z.optional(z.looseObject({ comment: z.nullable(z.optional(z.string())) }))),
  cancel_at: z.nullable(z.optional(stripeSecondsSchema)),
  cancel_at_period_end: z.optional(z.boolean()),
  items: z.optional(
    z.looseObject({
      data: z.array(z.looseObject({ current_period_end: z.optional(stripeSecondsSchema) })),
    }),
  ),
});

/** When a subscription ends: its `cancel_at`, else its period's end when it cancels then, else null (it runs on). */
function subscriptionEnd(subscription: z.infer<typeof subscriptionObject>): number | null {
  if (subscription.cancel_at != null) return subscription.cancel_at;
  if (!subscription.cancel_at_period_end) return null;
  const ends = (subscription.items?.data ?? []).flatMap((item) =>
    item.current_period_end === undefined ? [] : [item.current_period_end],
  );
  return ends.length > 0 ? Math.max(...ends) : null;
}

/** The dues signal of a verified event, or null when it says nothing about dues (or names none of our members). */
export function duesSignalOf(event: { type: string; created: number; data: { object: unknown } }): DuesSignal | null {
  const base = { created: event.created, checkoutSessionId: null, periodEnd: null, replaced: false, cancelAt: null };
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const parsed = subscriptionCheckout.safeParse(object);
      const userId = parsed.success ? ourId(parsed.data.client_reference_id) : null;
      if (!parsed.success || userId === null) return null;
      const session = parsed.data;
      const expired = event.type === 'checkout.session.expired';
      if (!expired && session.payment_status !== 'paid') return null;
      return {
        ...base,
        kind: expired ? 'expired' : 'paid',
        userId,
        subscriptionId: session.subscription ?? null,
        customerId: session.customer ?? null,
        checkoutSessionId: session.id,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parsed = subscriptionInvoice.safeParse(object);
      const details = parsed.success ? parsed.data.parent.subscription_details : null;
      const userId = ourId(details?.metadata?.userId);
      if (!parsed.success || !details || userId === null) return null;
      const ends = (parsed.data.lines?.data ?? []).flatMap((line) => (line.period ? [line.period.end] : []));
      return {
        ...base,
        kind: event.type === 'invoice.paid' ? 'paid' : 'failed',
        userId,
        subscriptionId: details.subscription ?? null,
        customerId: parsed.data.customer ?? null,
        periodEnd: ends.length > 0 ? Math.max(...ends) : null,
      };
    }
    case 'customer.subscription.deleted': {
      const parsed = subscriptionObject.safeParse(object);
      const userId = parsed.success ? ourId(parsed.data.metadata?.userId) : null;
      if (!parsed.success || userId === null) return null;
      return {
        ...base,
        kind: 'ended',
        userId,
        subscriptionId: parsed.data.id,
        customerId: parsed.data.customer ?? null,
        replaced: parsed.data.cancellation_details?.comment === DUES_REPLACED_COMMENT,
      };
    }
    // A cancellation set (or taken back) in Stripe's customer portal, or the one staff recorded, as Stripe confirms it.
    case 'customer.subscription.updated': {
      const parsed = subscriptionObject.safeParse(object);
      const userId = parsed.success ? ourId(parsed.data.metadata?.userId) : null;
      if (!parsed.success || userId === null || parsed.data.status === 'canceled') return null;
      return {
        ...base,
        kind: 'scheduled',
        userId,
        subscriptionId: parsed.data.id,
        customerId: parsed.data.customer ?? null,
        cancelAt: subscriptionEnd(parsed.data),
      };
    }
    default:
      return null;
  }
}

/** A member's dues as stored (one row per member). Instants are ISO-8601 UTC. */
export interface DuesState {
  userId: number;
  status: DuesStatus;
  priceCents: number | null;
  checkoutSessionId: string | null;
  /** The Checkout page of the link sent (Stripe-hosted), while it may be paid. */
  checkoutUrl: string | null;
  linkSentAt: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** The end of the last paid period: the next charge. */
  paidThrough: string | null;
  graceEndsAt: string | null;
  cancelAt: string | null;
  /** The last signal acted on, by Stripe's `created` and then its rank: an older one changes nothing. */
  signalCreated: number;
  signalRank: number;
  /** The `created` of the last `scheduled` signal acted on: an older one leaves `cancelAt` as it is. */
  cancelSignalCreated: number;
}

/** An e-mail the member gets about a change to their dues. */
export type DuesMailKind = 'started' | 'failed' | 'restored' | 'paused' | 'ended';

export interface DuesChange {
  state: DuesState;
  /** Membership switched on or off, or null when it stays as it is. */
  membership: boolean | null;
  mail: DuesMailKind | null;
}

/** Within one second, the later of two signals in a subscription's life: a failure, then a payment, then the end. */
const RANK = { expired: 0, failed: 1, paid: 2, ended: 3 } as const satisfies Record<
  Exclude<DuesSignal['kind'], 'scheduled'>,
  number
>;

/**
 * The subscription's end as Stripe last said it (`customer.subscription.updated`), ordered apart from the other
 * signals (every update carries the whole subscription, so the latest one decides): only for the member's own
 * running subscription.
 */
function scheduledChange(state: DuesState, signal: DuesSignal): DuesChange | null {
  if (signal.created < state.cancelSignalCreated) return null;
  if (state.stripeSubscriptionId === null || signal.subscriptionId !== state.stripeSubscriptionId) return null;
  if (!['active', 'grace', 'paused'].includes(state.status)) return null;
  const cancelAt = signal.cancelAt === null ? null : iso(signal.cancelAt);
  return { state: { ...state, cancelAt, cancelSignalCreated: signal.created }, membership: null, mail: null };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A member's dues before anything happened. */
export function noDues(userId: number): DuesState {
  return {
    userId,
    status: 'none',
    priceCents: null,
    checkoutSessionId: null,
    checkoutUrl: null,
    linkSentAt: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    paidThrough: null,
    graceEndsAt: null,
    cancelAt: null,
    signalCreated: 0,
    signalRank: -1,
    cancelSignalCreated: 0,
  };
}

/**
 * What `signal` does to `state` (null: nothing changes): older than the last signal acted on, or about another
 * subscription than the member's, it is ignored. Paid → active and a member (from grace or a pause: restored);
 * failed → grace for `graceDays` from the failure, still a member (a failure during grace or a pause changes
 * nothing more); ended (the stored subscription only) → canceled and not a member; expired → the unpaid link is
 * marked expired; scheduled → the end date shown (scheduledChange).
 */
export function duesTransition(state: DuesState, signal: DuesSignal, graceDays: number): DuesChange | null {
  if (signal.kind === 'scheduled') return scheduledChange(state, signal);
  const rank = RANK[signal.kind];
  if (signal.created < state.signalCreated || (signal.created === state.signalCreated && rank < state.signalRank)) {
    return null;
  }
  const ours = state.stripeSubscriptionId === null || signal.subscriptionId === state.stripeSubscriptionId;
  const stamped = { ...state, signalCreated: signal.created, signalRank: rank };
  switch (signal.kind) {
    case 'expired':
      if (state.status !== 'link_sent' || signal.checkoutSessionId !== state.checkoutSessionId) return null;
      return { state: { ...stamped, status: 'link_expired', checkoutUrl: null }, membership: null, mail: null };
    case 'paid': {
      if (!duesSignalOurs(state, signal)) return null;
      // A new subscription (a link paid after the old one ended) takes the old one's place; while the old one runs,
      // another's payment is not the member's dues.
      if (!ours && ['active', 'grace', 'paused'].includes(state.status)) return null;
      const paidThrough =
        signal.periodEnd === null
          ? ours
            ? state.paidThrough
            : null
          : iso(Math.max(signal.periodEnd, ours && state.paidThrough ? Date.parse(state.paidThrough) / 1000 : 0));
      const mail: DuesMailKind | null =
        state.status === 'active'
          ? null
          : state.status === 'grace' || state.status === 'paused'
            ? 'restored'
            : 'started';
      return {
        state: {
          ...stamped,
          status: 'active',
          checkoutUrl: null,
          stripeSubscriptionId: signal.subscriptionId ?? state.stripeSubscriptionId,
          stripeCustomerId: signal.customerId ?? state.stripeCustomerId,
          paidThrough,
          graceEndsAt: null,
          cancelAt: ours ? state.cancelAt : null,
        },
        membership: true,
        mail,
      };
    }
    case 'failed':
      if (!duesSignalOurs(state, signal) || state.status !== 'active') return null;
      return {
        state: { ...stamped, status: 'grace', graceEndsAt: iso(signal.created + graceDays * 86_400) },
        membership: null,
        mail: 'failed',
      };
    case 'ended':
      // Only the member's own subscription ends their membership: one the facility never created (its id not the one
      // stored) changes nothing, whatever its metadata says.
      if (state.stripeSubscriptionId === null || !ours || state.status === 'canceled') return null;
      // A paused member's subscription the server canceled because staff sent a new link: the link is what the member
      // pays now, and its subscription takes the old one's place. Nothing ends, nobody is e-mailed, and the order of
      // the member's own signals is left as it was (the link may be paid within the same second).
      if (signal.replaced) return { state: { ...state, stripeSubscriptionId: null }, membership: null, mail: null };
      return { state: { ...stamped, status: 'canceled', graceEndsAt: null }, membership: false, mail: 'ended' };
  }
}

/** A grace period that has run out at `now`: the membership pauses until the member pays. */
export function duesGraceOver(state: Pick<DuesState, 'status' | 'graceEndsAt'>, now: Date): boolean {
  return state.status === 'grace' && state.graceEndsAt !== null && Date.parse(state.graceEndsAt) <= now.getTime();
}

/** An instant as a facility day: 'Tuesday, December 1, 2026'. */
const dayOf = (iso: string) => formatDateLong(facilityToday(new Date(iso)));

/** Payment links a member may be sent in an hour (docs/decisions/406-dues-links-to-members-who-asked.md). */
export const DUES_LINKS_PER_HOUR = 3;

/** Why a payment link may not go to this account: it is neither a member nor someone who asked to join. */
export function paymentLinkRecipientRefusal(
  account: { isMember: boolean; name: string },
  askedToJoin: boolean,
): string | undefined {
  return account.isMember || askedToJoin
    ? undefined
    : `${account.name} is not a member and has not asked to join: payment links go only to members and to people who asked to become one.`;
}

/** The refusal of a link past DUES_LINKS_PER_HOUR for one member. */
export const duesLinksLimitMessage = (name: string, retryAfterMs: number) =>
  `${DUES_LINKS_PER_HOUR} payment links went to ${name} in the last hour. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minutes before sending another.`;

/**
 * The Checkout of a payment link: anchored on the next 1st and open for 24 hours, but never up to the anchor (Stripe
 * refuses to start a subscription whose anchor is past, so a link paid after midnight on the last day of a month would
 * fail). Null in the half hour before the 1st: Stripe keeps a Checkout open 30 minutes at least, and an anchor a month
 * further on is more than one period away, which Stripe refuses too.
 */
export function duesLinkTimes(now: Date): { anchor: Date; expiresAt: Date } | null {
  const anchor = duesBillingAnchor(now);
  const expiresAt = new Date(Math.min(now.getTime() + 24 * 60 * 60_000, anchor.getTime() - 60_000));
  return expiresAt.getTime() - now.getTime() < 30 * 60_000 ? null : { anchor, expiresAt };
}

/** Why no link can be sent in the half hour before the 1st (duesLinkTimes). */
export const DUES_LINK_AT_MONTH_END =
  'The month turns within half an hour, and a link sent now could not be paid after midnight. Please send it after midnight.';

/** Why staff may not send a payment link now, or undefined. */
export function paymentLinkRefusal(state: Pick<DuesState, 'status'>): string | undefined {
  return state.status === 'active' || state.status === 'grace'
    ? 'This member already pays their dues online. They can update their card from their account page.'
    : undefined;
}

/** Why staff may not record a cancellation now, or undefined. */
export function cancellationRefusal(state: Pick<DuesState, 'status' | 'cancelAt' | 'stripeSubscriptionId'>) {
  if (!state.stripeSubscriptionId || !['active', 'grace', 'paused'].includes(state.status)) {
    return 'This member has no online dues to cancel.';
  }
  if (state.cancelAt) return `This membership already ends on ${dayOf(state.cancelAt)}.`;
  return undefined;
}

/** A member's dues as staff and the member see them (GET /api/dues/:id, GET /api/account/dues). */
export const duesViewSchema = z.object({
  /** False without Stripe keys: dues are paid at the desk only. */
  online: z.boolean(),
  status: z.enum(DUES_STATUSES),
  /** The monthly price: the one the member pays, or the facility's current one before they pay. */
  priceCents: z.number(),
  linkSentAt: z.nullable(z.string()),
  /** Stripe's Checkout page of the link sent, while it waits to be paid. */
  checkoutUrl: z.nullable(z.string()),
  /** The next charge (the end of the paid period), ISO-8601 UTC. */
  nextChargeAt: z.nullable(z.string()),
  graceEndsAt: z.nullable(z.string()),
  cancelAt: z.nullable(z.string()),
  /** Stripe's customer portal is open to them (they have paid online before). */
  portal: z.boolean(),
  /** Their ledger rows (dues, lessons, the desk's), newest first. */
  receipts: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(LEDGER_KINDS),
      amountCents: z.number(),
      method: z.enum(PAYMENT_METHODS),
      purpose: z.enum(PAYMENT_PURPOSES),
      at: z.string(),
    }),
  ),
});
export type DuesView = z.infer<typeof duesViewSchema>;

/** POST /api/dues/:id/payment-link and /cancellation: what happened, and the dues as they are now. */
export const duesActionAnswerSchema = z.object({ message: z.string(), dues: duesViewSchema });
export type DuesActionAnswer = z.infer<typeof duesActionAnswerSchema>;

/** POST /api/account/dues/portal: Stripe's customer portal for the member, a one-time address. */
export const duesPortalAnswerSchema = z.object({ url: z.string() });

/** How many receipts /account lists. */
export const DUES_RECEIPTS_SHOWN = 24;

/** How a member's dues read to staff and to the member, line by line (label and value). */
export function duesLines(view: DuesView): Array<{ label: string; value: string }> {
  const lines = [
    { label: 'Status', value: DUES_STATUS_LABELS[view.status] },
    { label: 'Plan', value: `${formatCents(view.priceCents)} a month, billed on the 1st` },
  ];
  if (view.status === 'link_sent' && view.linkSentAt) lines.push({ label: 'Link sent', value: dayOf(view.linkSentAt) });
  if (view.graceEndsAt) lines.push({ label: 'Membership continues until', value: dayOf(view.graceEndsAt) });
  if (view.nextChargeAt && !view.cancelAt) lines.push({ label: 'Next charge', value: dayOf(view.nextChargeAt) });
  if (view.cancelAt) lines.push({ label: 'Ends on', value: dayOf(view.cancelAt) });
  return lines;
}
