/** A Stripe object as the stand-in keeps it (Stripe's JSON shapes). */
export type StripeObject = Record<string, unknown>;

export interface StripeStandInEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: StripeObject };
  [field: string]: unknown;
}

export interface WebhookTarget {
  /** The product's webhook address, e.g. http://127.0.0.1:3000/api/stripe/webhook */
  url: string;
  /** The Stripe-Signature header for `payload` at `timestamp` (the SDK's webhooks.generateTestHeaderString). */
  sign(payload: string, timestamp: number): string;
}

export interface WebhookDelivery {
  event: string;
  type: string;
  status: number;
  body: string;
}

export interface StripeStandInOptions {
  /** 0 (any free port) by default. */
  port?: number;
  /** The key the SDK must send (any Bearer key is taken without it). */
  secretKey?: string;
  webhook?: WebhookTarget;
  /** False: events are only kept in `events`, for the test to deliver (replays, reordering). True by default. */
  deliver?: boolean;
  /** The stand-in's clock (events' `created`, periods, the signature's timestamp). */
  now?: () => Date;
  /** The API version events are written in (the webhook endpoint's): the SDK's pinned 2026-10-28.endive by default. */
  apiVersion?: string;
}

export interface StripeStandIn {
  /** STRIPE_API_URL for the product. */
  readonly url: string;
  readonly sessions: Map<string, StripeObject>;
  readonly subscriptions: Map<string, StripeObject>;
  readonly invoices: Map<string, StripeObject>;
  readonly paymentIntents: Map<string, StripeObject>;
  /** Each succeeded PaymentIntent's charge (a paid Checkout's, a card charged off-session). */
  readonly charges: Map<string, StripeObject>;
  readonly refunds: Map<string, StripeObject>;
  readonly disputes: Map<string, StripeObject>;
  /** Each paid invoice's payment (InvoicePayments.d.ts): `invoice`, `payment.payment_intent`, `status`. */
  readonly invoicePayments: Map<string, StripeObject>;
  /** The customer's saved card (its default, else its subscription's), or null. */
  cardOf(customerId: string): StripeObject | null;
  /** From now on the card is declined, as Stripe's test cards are (null: taken again). */
  declineCard(
    paymentMethodId: string,
    reason?: 'card_declined' | 'insufficient_funds' | 'authentication_required' | null,
  ): void;
  /** Every event made so far, oldest first. */
  readonly events: StripeStandInEvent[];
  readonly deliveries: WebhookDelivery[];
  /**
   * Requests refused for a parameter the pinned API version does not have on their endpoint (Stripe's
   * `parameter_unknown`), oldest first: a product that sends one is wrong even where it handles the 400.
   */
  readonly unknownParams: Array<{ method: string; path: string; param: string }>;
  setWebhook(target: WebhookTarget): void;
  /** True: events made from now on are only kept in `events` (as `deliver: false`); false: delivered again. */
  hold(on: boolean): void;
  /**
   * Events made from now on are written in API version `version` (as a webhook endpoint created in it gets them): one
   * before 2025-03-31.basil in that older shape (an invoice's top-level `subscription` and `payment_intent`, no `parent`
   * nor InvoicePayments). null: the pinned
   * version again.
   */
  apiVersion(version: string | null): void;
  /**
   * From now on, answers to `method` requests whose path starts with `pathPrefix` wait `ms` first, but for the first
   * `after` of them (a slow network for some requests); null: every answer at once again.
   */
  slowAnswers(rule: { method: string; pathPrefix: string; ms: number; after?: number } | null): void;
  /**
   * From now on, `method` requests whose path starts with `pathPrefix` are carried out (their objects made, their events
   * sent, their idempotency keys remembered) and their connections cut instead of answered: a timeout or a network
   * lost after Stripe did the work. null: answered again.
   */
  loseAnswers(rule: { method: string; pathPrefix: string } | null): void;
  /** Sends one event to the webhook (signed unless `signature` is given). */
  deliver(event: StripeStandInEvent, options?: { signature?: string }): Promise<WebhookDelivery>;
  /** What the Checkout page's button does: the session paid, a subscription and its first invoice made. */
  pay(sessionId: string): Promise<StripeStandInEvent[]>;
  /** The Checkout left unpaid until it expires: checkout.session.expired. */
  expire(sessionId: string): Promise<StripeStandInEvent[]>;
  /** A one-time Checkout paid by bank debit: checkout.session.completed with payment_status 'unpaid'. */
  payByBankDebit(sessionId: string): Promise<StripeStandInEvent[]>;
  /** The bank debit's outcome days later: checkout.session.async_payment_succeeded (paid) or async_payment_failed. */
  settleBankDebit(sessionId: string, options?: { succeeded?: boolean }): Promise<StripeStandInEvent[]>;
  /**
   * The member cancels in Stripe's customer portal (at the period's end: cancel_at and cancel_at_period_end set), or
   * takes it back: customer.subscription.updated.
   */
  cancelInPortal(subscriptionId: string, options?: { takeBack?: boolean }): Promise<StripeStandInEvent[]>;
  /** The subscription's next billing date has come (the stand-in's clock): its invoice paid or failed. */
  renew(subscriptionId: string, options?: { paid?: boolean }): Promise<StripeStandInEvent[]>;
  /** Stripe's retry of the failed invoice succeeds. */
  retry(subscriptionId: string): Promise<StripeStandInEvent[]>;
  /**
   * A refund made in Stripe's Dashboard of the PaymentIntent's charge (the whole of what is left unless `amount`), no
   * metadata: charge.refunded and refund.created. `status: 'pending'` leaves it for settleRefund.
   */
  refundInDashboard(
    paymentIntentId: string,
    options?: { amount?: number; reason?: string; status?: 'succeeded' | 'pending' },
  ): Promise<StripeStandInEvent[]>;
  /**
   * A pending refund's outcome: refund.updated (succeeded), or refund.failed and refund.updated with `failureReason`
   * (Stripe's `failure_reason`, default expired_or_canceled_card). A succeeded refund can still fail the same way.
   */
  settleRefund(
    refundId: string,
    options?: { succeeded?: boolean; failureReason?: string },
  ): Promise<StripeStandInEvent[]>;
  /** The cardholder disputes the PaymentIntent's charge (a chargeback): charge.dispute.created, needs_response. */
  dispute(paymentIntentId: string, options?: { reason?: string; amount?: number }): Promise<StripeStandInEvent[]>;
  /** The card network decides: charge.dispute.closed, won or lost. */
  closeDispute(disputeId: string, options: { won: boolean }): Promise<StripeStandInEvent[]>;
  /** The subscription's cancel_at has come: customer.subscription.deleted. */
  endAtCancelDate(subscriptionId: string): Promise<StripeStandInEvent[]>;
  close(): Promise<void>;
}

/** `a[b][0][c]=1` as Stripe's SDKs encode it, back into { a: { b: [{ c: '1' }] } }. */
export function parseStripeForm(text: string): Record<string, unknown>;

/** Stripe's API endpoints the product uses, its Checkout page and customer portal, on 127.0.0.1. */
export function startStripeStandIn(options?: StripeStandInOptions): Promise<StripeStandIn>;
