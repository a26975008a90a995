// A local stand-in for the parts of Stripe's API the product uses (docs/decisions/300-stripe-stand-in.md),
// written from Stripe's published API reference (docs.stripe.com/api, API 2026-10-28): the real `stripe` SDK talks to
// it over HTTP (its host, port and protocol options, from STRIPE_API_URL), so requests arrive as the SDK sends them:
// form-encoded bodies with bracketed keys (`line_items[0][price_data][unit_amount]=20000`), a Bearer secret key,
// answers and errors in Stripe's shapes (`{ error: { type, code, param, message } }`), ids as Stripe writes them
// (cs_test_…, sub_…, in_…, cus_…, evt_…, bps_…).
//
// Endpoints: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
// GET|POST|DELETE /v1/subscriptions/:id (cancel_at; canceled at once), POST /v1/billing_portal/sessions, GET /v1/invoices/:id,
// GET /v1/invoice_payments (a paid invoice's PaymentIntent, as InvoicePayments.d.ts shapes one),
// GET /v1/customers/:id, GET /v1/payment_intents (a customer's), POST /v1/payment_intents (a saved card charged off-session: `customer`, `payment_method`,
// `off_session`, `confirm`; a declined card answers 402 `card_error` with `card_declined` or
// `authentication_required`, as Stripe does), POST /v1/refunds, GET /v1/refunds (by `charge` or `payment_intent`) and
// GET /v1/refunds/:id (a paid Checkout's or PaymentIntent's charge refunded in part or whole, as Refunds.d.ts of the
// stripe SDK for 2026-10-28.endive shapes a Refund; refund.created and charge.refunded, whose Charge carries no
// `refunds` list: Charges.d.ts has it optional, expand-only). Every request's parameters are checked against the
// pinned SDK's types first (stripe-api-params.json, docs/decisions/417-stripe-stand-in-checks-params-against-the-sdk.md).
// Pages (as Stripe hosts them): the Checkout page /c/pay/:id with a pay button and the customer portal /p/session/:id.
//
// What Stripe does on its own, a test drives by hand: pay a Checkout (what its page's button does), renew a
// subscription on its next billing date (paid or failed), retry a failed invoice, end a subscription at its
// cancel_at, let a Checkout expire, refund a payment in the Dashboard (or let a pending refund succeed or fail),
// open a dispute (a chargeback) and close it won or lost (Disputes.d.ts: charge.dispute.created, charge.dispute.closed). Each makes the events Stripe would, kept in `events` and delivered to the webhook
// signed by the caller's `sign` (the SDK's webhooks.generateTestHeaderString); `deliver: false` keeps them for a test
// to send itself (replays, another order). The clock is the caller's (`now`), so a test can stand on the 1st.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const API = createRequire(import.meta.url)('./stripe-api-params.json');
/** The endpoints the stand-in serves, each with the parameters the pinned SDK's types give it (stripe-api-params.mjs). */
const ENDPOINTS = Object.entries(API.endpoints).map(([endpoint, { required, params }]) => {
  const [method, template] = endpoint.split(' ');
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return { method, pattern, required, params };
});

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Stripe writes them: the prefix, then 24 letters and digits. */
function stripeId(prefix) {
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}

/**
 * A form-encoded body or query as Stripe's SDKs send it, back into nested objects: `a[b][0][c]=1` → { a: { b: [{ c:
 * '1' }] } }. Objects whose keys are all indexes become arrays; every leaf is a string, as on the wire.
 */
export function parseStripeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const keys = Object.keys(value);
    const all = keys.map((k) => arrays(value[k]));
    if (keys.length > 0 && keys.every((k, i) => k === String(i))) return all;
    return Object.fromEntries(keys.map((k, i) => [k, all[i]]));
  };
  return arrays(root);
}

class StripeError extends Error {
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}

const missing = (param) =>
  new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
const invalid = (param, message) =>
  new StripeError(400, 'invalid_request_error', message, { code: 'parameter_invalid_empty', param });
const noSuch = (object, id) =>
  new StripeError(404, 'invalid_request_error', `No such ${object}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });

/** Why a card is declined, as Stripe's API reference words its card errors (docs.stripe.com/declines/codes). */
const DECLINES = {
  card_declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/**
 * Every parameter of a request as Stripe's API takes it for the endpoint (its SDK's types for the pinned version,
 * stripe-api-params.json): a parameter the endpoint does not have is refused with `parameter_unknown`, naming it as
 * sent (`payment_method_data[card][cvc]`), and a required one missing with `parameter_missing`, as Stripe answers.
 * An endpoint the file does not list is one the stand-in does not serve: Stripe's 404 for an unrecognized URL.
 */
function checkParams(method, pathname, text) {
  const endpoint = ENDPOINTS.find((e) => e.method === method && e.pattern.test(pathname));
  if (!endpoint) throw unrecognized(method, pathname);
  const given = new Set();
  for (const key of new URLSearchParams(text).keys()) {
    const parts = key.replace(/\]/g, '').split('[');
    given.add(parts[0]);
    let node = endpoint.params;
    parts.forEach((part, i) => {
      const known =
        Array.isArray(node) && /^\d*$/.test(part)
          ? node[0]
          : node !== null && typeof node === 'object' && !Array.isArray(node)
            ? (node[part] ?? node['*'])
            : undefined;
      if (known === undefined) {
        const name =
          parts[0] +
          parts
            .slice(1, i + 1)
            .map((p) => `[${p}]`)
            .join('');
        throw new StripeError(400, 'invalid_request_error', `Received unknown parameter: ${name}`, {
          code: 'parameter_unknown',
          param: name,
        });
      }
      node = known;
    });
  }
  const absent = endpoint.required.find((name) => !given.has(name));
  if (absent) throw missing(absent);
}

const unrecognized = (method, pathname) =>
  new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${pathname}).`);

const unix = (date) => Math.floor(date.getTime() / 1000);
/** How long Stripe keeps an idempotency key's answer (docs.stripe.com/api/idempotent_requests: pruned at 24 hours). */
const IDEMPOTENCY_SECONDS = 24 * 3600;

/** The API version the SDK pins: events are written in it unless a test asks for another (`apiVersion`). */
const PINNED_VERSION = API.apiVersion;
/** Since 2025-03-31.basil invoices name their subscription in `parent`, and a subscription's period is its items'. */
const PARENT_SINCE = '2025-03-31';

/**
 * An event's object as Stripe writes it in an API version before 2025-03-31.basil (Stripe's changelog, "Invoicing
 * resources now specify how they were generated": the invoice's `subscription` and `subscription_details`, the line
 * item's `subscription` and `type`, deprecated then; and "current_period_start and current_period_end on subscription
 * items"): an invoice with top-level `subscription` and `subscription_details.metadata` and no `parent`; a
 * subscription with its own `current_period_start`/`current_period_end`, none on its items. Others are unchanged. An
 * invoice of then also names what paid it, `paidBy`: its own `payment_intent` and `charge` (no InvoicePayments).
 */
function inOlderShape(object, paidBy) {
  if (object.object === 'invoice') {
    const { parent, ...rest } = object;
    const details = parent?.subscription_details ?? null;
    return {
      ...rest,
      ...paidBy,
      subscription: details?.subscription ?? null,
      subscription_details: { metadata: details?.metadata ?? null },
      lines: rest.lines && {
        ...rest.lines,
        data: rest.lines.data.map(({ parent: _lineParent, ...line }) => ({
          ...line,
          type: details ? 'subscription' : 'invoiceitem',
          subscription: details?.subscription ?? null,
          metadata: details?.metadata ?? {},
        })),
      },
    };
  }
  if (object.object === 'subscription' && object.items) {
    const first = object.items.data[0] ?? {};
    return {
      ...object,
      current_period_start: first.current_period_start ?? null,
      current_period_end: first.current_period_end ?? null,
      items: {
        ...object.items,
        data: object.items.data.map(({ current_period_start: _s, current_period_end: _e, ...item }) => item),
      },
    };
  }
  return object;
}

/** The same day of the previous month, as Stripe counts a monthly period back from its anchor. */
function monthBefore(seconds) {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return unix(d);
}

/** The same day of the next month. */
function monthAfter(seconds) {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return unix(d);
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const dollars = (cents) => `$${(cents / 100).toFixed(2)}`;

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto">
<p>Stripe stand-in (test mode)</p>${body}</body></html>`;
}

/**
 * @param {import('./stripe-stand-in.d.mts').StripeStandInOptions} options
 * @returns {Promise<import('./stripe-stand-in.d.mts').StripeStandIn>}
 */
export async function startStripeStandIn(options = {}) {
  const now = options.now ?? (() => new Date());
  let webhook = options.webhook ?? null;
  let holding = options.deliver === false;
  let apiVersion = options.apiVersion ?? PINNED_VERSION;
  const sessions = new Map();
  const subscriptions = new Map();
  const invoices = new Map();
  const customers = new Map();
  const portals = new Map();
  const paymentMethods = new Map();
  const paymentIntents = new Map();
  const charges = new Map();
  const refunds = new Map();
  const disputes = new Map();
  const invoicePayments = new Map();
  /** Events an API call made, sent after its answer (Stripe sends them on its own time). */
  let afterAnswer = [];
  const events = [];
  const deliveries = [];
  const idempotent = new Map();
  const unknownParams = [];
  let base = '';

  function customerFor(session) {
    if (session.customer) return session.customer;
    const id = stripeId('cus');
    customers.set(id, {
      id,
      object: 'customer',
      email: session.customer_email,
      created: unix(now()),
      invoice_settings: { default_payment_method: null },
      livemode: false,
    });
    return id;
  }

  /** Makes an event of `object` as it is now (Stripe snapshots the object into the event). */
  function makeEvent(type, object, created = unix(now())) {
    const copy = structuredClone(object);
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: apiVersion,
      created,
      data: { object: apiVersion.slice(0, 10) < PARENT_SINCE ? inOlderShape(copy, paidBy(copy)) : copy },
      livemode: false,
      pending_webhooks: webhook ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    return event;
  }

  /** POSTs `event` to the webhook as Stripe does: the JSON body, signed in the Stripe-Signature header. */
  async function deliver(event, { signature } = {}) {
    if (!webhook) throw new Error('The Stripe stand-in has no webhook to deliver to');
    const payload = JSON.stringify(event, null, 2);
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signature ?? webhook.sign(payload, unix(now())),
      },
      body: payload,
    });
    const text = await res.text();
    const answer = { event: event.id, type: event.type, status: res.status, body: text };
    deliveries.push(answer);
    return answer;
  }

  async function emit(made) {
    if (holding || !webhook) return made;
    for (const event of made) await deliver(event);
    return made;
  }

  function invoiceOf(subscription, { amount, start, end, reason, paid, created = unix(now()) }) {
    const price = subscription.items.data[0].price;
    const invoice = {
      id: stripeId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created,
      currency: subscription.currency,
      customer: subscription.customer,
      customer_email: customers.get(subscription.customer)?.email ?? null,
      hosted_invoice_url: `${base}/i/${subscription.id}`,
      lines: {
        object: 'list',
        data: [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount,
            currency: subscription.currency,
            description: `1 × ${price.product_data?.name ?? 'Subscription'}`,
            period: { start, end },
            pricing: { type: 'price_details', unit_amount_decimal: String(price.unit_amount) },
            quantity: 1,
          },
        ],
        has_more: false,
        url: '/v1/invoices/lines',
      },
      livemode: false,
      next_payment_attempt: paid ? null : created + 3 * 86400,
      number: `STANDIN-${String(invoices.size + 1).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      },
      period_start: start,
      period_end: start,
      status: paid ? 'paid' : 'open',
      status_transitions: { finalized_at: created, paid_at: paid ? created : null },
      subtotal: amount,
      total: amount,
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    if (paid) payInvoice(invoice, created);
    return invoice;
  }

  /**
   * An invoice's payment (InvoicePayments.d.ts): the PaymentIntent that took its money, succeeded with its charge, as
   * an InvoicePayment, the invoice's default. A $0 invoice takes none.
   */
  function payInvoice(invoice, created) {
    if (invoice.amount_paid <= 0) return;
    const intent = paidIntent(invoice.amount_paid, invoice.currency, invoice.customer, created);
    const payment = {
      id: stripeId('inpay'),
      object: 'invoice_payment',
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_paid,
      created,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { payment_intent: intent.id, type: 'payment_intent' },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: created },
    };
    invoicePayments.set(payment.id, payment);
  }

  /** What paid an invoice, as an invoice before 2025-03-31.basil names it: its PaymentIntent and that one's charge. */
  function paidBy(object) {
    if (object.object !== 'invoice') return {};
    const payment = [...invoicePayments.values()].find((p) => p.invoice === object.id && p.status === 'paid');
    const intent = payment ? paymentIntents.get(payment.payment.payment_intent) : undefined;
    return { payment_intent: intent?.id ?? null, charge: intent?.latest_charge ?? null };
  }

  /** GET /v1/invoice_payments: an invoice's payments (by `invoice`, `status`), newest first; none of an unknown one. */
  function listInvoicePayments(params) {
    const data = [...invoicePayments.values()]
      .filter(
        (p) => (!params.invoice || p.invoice === params.invoice) && (!params.status || p.status === params.status),
      )
      .sort((a, b) => b.created - a.created);
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }

  function createSession(params) {
    if (!params.mode) throw missing('mode');
    if (!['payment', 'subscription'].includes(params.mode)) throw invalid('mode', `Invalid mode: ${params.mode}`);
    if (!params.success_url) throw missing('success_url');
    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
    const item = items[0];
    const priceData = item.price_data;
    if (!priceData) throw missing('line_items[0][price_data]');
    const unitAmount = Number(priceData.unit_amount);
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      throw invalid('line_items[0][price_data][unit_amount]', 'Invalid integer');
    if (!priceData.currency) throw missing('line_items[0][price_data][currency]');
    if (params.mode === 'subscription' && !priceData.recurring?.interval) {
      throw new StripeError(400, 'invalid_request_error', 'You must specify `recurring` in subscription mode.', {
        param: 'line_items[0][price_data][recurring]',
      });
    }
    const created = unix(now());
    const quantity = Number(item.quantity ?? 1);
    let amountTotal = unitAmount * quantity;
    const subscriptionData = params.subscription_data ?? {};
    const anchor = subscriptionData.billing_cycle_anchor ? Number(subscriptionData.billing_cycle_anchor) : null;
    if (anchor !== null) {
      // "The anchor must be a future UNIX timestamp before the next natural subscription billing date."
      if (!(anchor > created && anchor <= monthAfter(created))) {
        throw invalid(
          'subscription_data[billing_cycle_anchor]',
          'billing_cycle_anchor must be in the future and within one period.',
        );
      }
      if (subscriptionData.proration_behavior !== 'none') {
        // Prorated by the second over the month that ends at the anchor, as Stripe prorates.
        const full = anchor - monthBefore(anchor);
        amountTotal = Math.round((unitAmount * quantity * (anchor - created)) / full);
      } else amountTotal = 0;
    }
    // "It can be anywhere from 30 minutes to 24 hours after Checkout Session creation."
    const expiresAt = params.expires_at === undefined ? created + 24 * 3600 : Number(params.expires_at);
    if (!(Number.isInteger(expiresAt) && expiresAt >= created + 30 * 60 && expiresAt <= created + 24 * 3600)) {
      throw invalid('expires_at', 'The expires_at timestamp must be between 30 minutes and 24 hours from now.');
    }
    const id = stripeId(params.mode === 'payment' ? 'cs_test' : 'cs_test');
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency: priceData.currency,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      expires_at: expiresAt,
      invoice: null,
      livemode: false,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: params.success_url,
      url: `${base}/c/pay/${id}`,
      // Kept for paying (not part of Stripe's object).
      _line: { price_data: priceData, quantity, anchor, subscription_data: subscriptionData },
    };
    if (params.customer && !customers.has(params.customer)) throw noSuch('customer', params.customer);
    sessions.set(id, session);
    return session;
  }

  /** A session as the API shows it (without the stand-in's own notes). */
  const shown = (session) => {
    const { _line, ...visible } = session;
    return visible;
  };

  /** What Stripe does when the customer pays on the Checkout page. */
  function paySession(id) {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    if (session.status !== 'open') {
      throw new StripeError(400, 'invalid_request_error', `This Checkout Session is ${session.status}.`, {
        code: 'checkout_session_not_open',
      });
    }
    const created = unix(now());
    if (created >= session.expires_at) {
      throw new StripeError(400, 'invalid_request_error', 'This Checkout Session has expired.', {
        code: 'checkout_session_expired',
      });
    }
    const lineAnchor = session._line?.anchor ?? null;
    if (lineAnchor !== null && created >= lineAnchor) {
      // The subscription Checkout makes on payment cannot start with its billing anchor already past.
      throw invalid('subscription_data[billing_cycle_anchor]', 'billing_cycle_anchor must be in the future.');
    }
    session.customer = customerFor(session);
    session.status = 'complete';
    session.payment_status = 'paid';
    const made = [];
    if (session.mode === 'payment') {
      session.payment_intent = paidIntent(session.amount_total, session.currency, session.customer, created).id;
      made.push(makeEvent('checkout.session.completed', shown(session), created));
      return made;
    }
    const { price_data: priceData, quantity, anchor, subscription_data: data } = session._line;
    const periodEnd = anchor ?? monthAfter(created);
    // Checkout saves the card it took as the subscription's default payment method.
    const card = savedCard(session.customer, created);
    const subscription = {
      id: stripeId('sub'),
      object: 'subscription',
      billing_cycle_anchor: anchor ?? created,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      created,
      currency: priceData.currency,
      customer: session.customer,
      default_payment_method: card.id,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            current_period_start: created,
            current_period_end: periodEnd,
            price: {
              id: stripeId('price'),
              object: 'price',
              currency: priceData.currency,
              product_data: priceData.product_data,
              recurring: { interval: priceData.recurring.interval, interval_count: 1 },
              type: 'recurring',
              unit_amount: Number(priceData.unit_amount),
            },
            quantity,
          },
        ],
        has_more: false,
      },
      latest_invoice: null,
      livemode: false,
      metadata: { ...(data.metadata ?? {}) },
      start_date: created,
      status: 'active',
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = invoiceOf(subscription, {
      amount: session.amount_total,
      start: created,
      end: periodEnd,
      reason: 'subscription_create',
      paid: true,
      created,
    });
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    made.push(makeEvent('customer.subscription.created', subscription, created));
    made.push(makeEvent('invoice.paid', invoice, created));
    made.push(makeEvent('checkout.session.completed', shown(session), created));
    return made;
  }

  function savedCard(customer, created) {
    const card = {
      id: stripeId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
      created,
      customer,
      livemode: false,
      _decline: null,
    };
    paymentMethods.set(card.id, card);
    return card;
  }

  /** The succeeded charge of a PaymentIntent (Charges.d.ts): what a refund or a dispute is made against. */
  function chargeOf(intent, created) {
    const charge = {
      id: stripeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      balance_transaction: stripeId('txn'),
      captured: true,
      created,
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description ?? null,
      disputed: false,
      livemode: false,
      metadata: { ...(intent.metadata ?? {}) },
      paid: true,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    return charge;
  }

  /** The PaymentIntent a paid one-time Checkout makes, succeeded, with its charge. */
  function paidIntent(amount, currency, customer, created) {
    const intent = {
      id: stripeId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: amount,
      created,
      currency,
      customer,
      description: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      payment_method: null,
      payment_method_types: ['card'],
      status: 'succeeded',
    };
    intent.latest_charge = chargeOf(intent, created).id;
    paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** The charge a refund or dispute names: by `charge`, else the PaymentIntent's latest. */
  function chargeNamed({ charge, payment_intent: intentId }) {
    if (charge) {
      const found = charges.get(charge);
      if (!found) throw noSuch('charge', charge);
      return found;
    }
    if (!intentId) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
        {
          code: 'parameter_missing',
        },
      );
    }
    const intent = paymentIntents.get(intentId);
    if (!intent) throw noSuch('payment_intent', intentId);
    const found = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!found || intent.status !== 'succeeded') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        {
          code: 'charge_not_refundable',
        },
      );
    }
    return found;
  }

  /**
   * A refund of a charge (Refunds.d.ts), from the API or the Dashboard: the whole of what is left unless `amount`;
   * refused past what is left, of a charge refunded in full or charged back. Its events: refund.created, charge.refunded.
   */
  function createRefund(params, created = unix(now()), status = 'succeeded') {
    const charge = chargeNamed(params);
    const left = charge.amount - charge.amount_refunded;
    if (charge.disputed) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        {
          code: 'charge_disputed',
        },
      );
    }
    if (left <= 0) {
      throw new StripeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) throw invalid('amount', 'Invalid positive integer');
    if (amount > left) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    }
    const refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      balance_transaction: stripeId('txn'),
      charge: charge.id,
      created,
      currency: charge.currency,
      destination_details: { card: { type: 'refund' }, type: 'card' },
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status,
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return {
      refund,
      made: [makeEvent('charge.refunded', charge, created), makeEvent('refund.created', refund, created)],
    };
  }

  function listRefunds(params) {
    const data = [...refunds.values()]
      .filter(
        (r) =>
          (!params.charge || r.charge === params.charge) &&
          (!params.payment_intent || r.payment_intent === params.payment_intent),
      )
      .sort((a, b) => b.created - a.created);
    return { object: 'list', data, has_more: false, url: '/v1/refunds' };
  }

  const shownCard = (card) => {
    const { _decline, ...visible } = card;
    return visible;
  };

  /** A saved card charged at once (`confirm`), the customer away (`off_session`): succeeded or declined. */
  function createPaymentIntent(params) {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    if (params.customer && !customers.has(params.customer)) throw noSuch('customer', params.customer);
    // Payment methods from the Dashboard are on by default, and some redirect: a confirm needs somewhere to come back
    // to, or none of them (Stripe's answer, as it words it).
    const methods = params.automatic_payment_methods ?? {};
    const noRedirects = methods.enabled === 'false' || methods.allow_redirects === 'never';
    if (params.confirm === 'true' && !params.return_url && !noRedirects && !params.allowed_payment_method_types) {
      throw new StripeError(
        400,
        'invalid_request_error',
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
      );
    }
    const card = params.payment_method ? paymentMethods.get(params.payment_method) : undefined;
    if (params.payment_method && !card) throw noSuch('PaymentMethod', params.payment_method);
    if (params.off_session !== undefined && params.confirm !== 'true') {
      throw new StripeError(
        400,
        'invalid_request_error',
        'You may only specify `off_session` when `confirm` is true.',
        {
          param: 'off_session',
        },
      );
    }
    if (card && card.customer !== (params.customer ?? null)) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment.',
        { param: 'payment_method' },
      );
    }
    const created = unix(now());
    const intent = {
      id: stripeId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: 'automatic_async',
      client_secret: null,
      confirmation_method: 'automatic',
      created,
      currency: params.currency,
      customer: params.customer ?? null,
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      payment_method: card?.id ?? null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    };
    paymentIntents.set(intent.id, intent);
    const made = [makeEvent('payment_intent.created', intent, created)];
    if (params.confirm !== 'true') {
      afterAnswer.push(...made);
      return intent;
    }
    if (!card) throw missing('payment_method');
    const decline = card._decline ? DECLINES[card._decline] : null;
    if (decline) {
      // "When a payment attempt fails, the request also fails with a 402 and the PaymentIntent's status is
      // requires_payment_method."
      // The failed attempt is a charge of its own (the error's `charge`, the PaymentIntent's `latest_charge`).
      const charge = stripeId('ch');
      const docUrl = `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`;
      intent.latest_charge = charge;
      intent.last_payment_error = {
        type: 'card_error',
        charge,
        ...decline,
        doc_url: docUrl,
        payment_method: shownCard(card),
      };
      made.push(makeEvent('payment_intent.payment_failed', intent, created));
      afterAnswer.push(...made);
      throw new StripeError(402, 'card_error', decline.message, {
        charge,
        code: decline.code,
        decline_code: decline.decline_code,
        doc_url: docUrl,
        payment_intent: structuredClone(intent),
        payment_method: shownCard(card),
      });
    }
    const charge = chargeOf(intent, created);
    Object.assign(intent, { amount_received: amount, latest_charge: charge.id, status: 'succeeded' });
    made.push(makeEvent('payment_intent.succeeded', intent, created));
    afterAnswer.push(...made);
    return intent;
  }

  function subscriptionOf(id) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id);
    return subscription;
  }

  function updateSubscription(id, params) {
    const subscription = subscriptionOf(id);
    if (subscription.status === 'canceled') {
      throw new StripeError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
        {
          param: 'cancel_at',
        },
      );
    }
    if (params.cancel_at !== undefined) {
      const at = params.cancel_at === '' ? null : Number(params.cancel_at);
      if (at !== null && !(at > unix(now()))) throw invalid('cancel_at', 'cancel_at must be in the future.');
      subscription.cancel_at = at;
      subscription.canceled_at = at === null ? null : unix(now());
    }
    if (params.metadata) Object.assign(subscription.metadata, params.metadata);
    makeEvent('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * DELETE /v1/subscriptions/:id: canceled at once, its customer "won't be charged again for the subscription" and its
   * finalized invoices are no longer collected (Stripe's reference, subscriptions/cancel); customer.subscription.deleted.
   */
  function cancelSubscription(id, params) {
    const subscription = subscriptionOf(id);
    if (subscription.status === 'canceled') return subscription;
    const at = unix(now());
    const comment = params.cancellation_details?.comment ?? null;
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: at,
      ended_at: at,
      cancellation_details: { comment, feedback: null, reason: 'cancellation_requested' },
    });
    afterAnswer.push(makeEvent('customer.subscription.deleted', subscription));
    return subscription;
  }

  function route(method, path, params) {
    let m;
    if (method === 'POST' && path === '/v1/checkout/sessions') return shown(createSession(params));
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === 'GET') {
      const session = sessions.get(m[1]);
      if (!session) throw noSuch('checkout.session', m[1]);
      return shown(session);
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === 'POST') {
      return shown(expireSession(m[1]).session);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      if (method === 'GET') return subscriptionOf(m[1]);
      if (method === 'POST') return updateSubscription(m[1], params);
      if (method === 'DELETE') return cancelSubscription(m[1], params);
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'GET') {
      const customer = customers.get(m[1]);
      if (!customer) throw noSuch('customer', m[1]);
      return customer;
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'POST' && path === '/v1/refunds') {
      const { refund, made } = createRefund(params);
      afterAnswer.push(...made);
      return refund;
    }
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(params);
    if (method === 'GET' && path === '/v1/invoice_payments') return listInvoicePayments(params);
    if ((m = path.match(/^\/v1\/refunds\/([^/]+)$/)) && method === 'GET') {
      const refund = refunds.get(m[1]);
      if (!refund) throw noSuch('refund', m[1]);
      return refund;
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      // Newest first, as Stripe lists them; `customer` and `created[gte]` filter, `limit` (10 by default) cuts.
      const since = params.created?.gte === undefined ? null : Number(params.created.gte);
      const limit = Number(params.limit ?? 10);
      const all = [...paymentIntents.values()]
        .filter((i) => (!params.customer || i.customer === params.customer) && (since === null || i.created >= since))
        .reverse();
      return {
        object: 'list',
        data: all.slice(0, limit),
        has_more: all.length > limit,
        url: '/v1/payment_intents',
      };
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && method === 'GET') {
      const invoice = invoices.get(m[1]);
      if (!invoice) throw noSuch('invoice', m[1]);
      return invoice;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!params.customer) throw missing('customer');
      if (!customers.has(params.customer)) throw noSuch('customer', params.customer);
      const id = stripeId('bps');
      const portal = {
        id,
        object: 'billing_portal.session',
        created: unix(now()),
        customer: params.customer,
        livemode: false,
        return_url: params.return_url ?? null,
        url: `${base}/p/session/${id}`,
      };
      portals.set(id, portal);
      return portal;
    }
    throw unrecognized(method, path);
  }

  function expireSession(id) {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    if (session.status !== 'open') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired.`,
      );
    }
    session.status = 'expired';
    return { session, made: [makeEvent('checkout.session.expired', shown(session))] };
  }

  function authorized(req) {
    const header = req.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!key) {
      return new StripeError(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      );
    }
    if (options.secretKey && key !== options.secretKey) {
      return new StripeError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
        {
          code: 'api_key_invalid',
        },
      );
    }
    return null;
  }

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(res, status, body, headers = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...headers });
    res.end(JSON.stringify(body));
  }

  async function hostedPage(req, res, url) {
    let m;
    if ((m = url.pathname.match(/^\/c\/pay\/([^/]+)$/))) {
      const session = sessions.get(m[1]);
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end(
          page('Not found', '<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>'),
        );
      }
      if (req.method === 'POST') {
        // A session past its expires_at takes no payment (Stripe expires it then).
        if (session.status !== 'open' || unix(now()) >= session.expires_at) {
          res.writeHead(409, { 'content-type': 'text/html' });
          return res.end(page('Expired', '<h1>This payment page has expired</h1>'));
        }
        const made = paySession(session.id);
        const to = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
        res.writeHead(303, { location: to });
        res.end();
        // Stripe sends the events on its own time, after the customer is sent back: a return shows "processing".
        void emit(made).catch(() => {});
        return;
      }
      const { price_data: priceData, anchor } = session._line;
      const name = priceData.product_data?.name ?? 'Your purchase';
      const recurring = session.mode === 'subscription';
      const then = recurring
        ? `<p>Then ${dollars(Number(priceData.unit_amount))} every ${escapeHtml(priceData.recurring.interval)}${
            anchor ? `, from ${new Date(anchor * 1000).toISOString().slice(0, 10)}` : ''
          }</p>`
        : '';
      const body =
        session.status === 'open'
          ? `<main><h1>${escapeHtml(name)}</h1><p>Pay ${dollars(session.amount_total)} today</p>${then}
<form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>
<button type="submit">${recurring ? 'Subscribe' : 'Pay'}</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}</main>`
          : `<main><h1>This payment page is ${escapeHtml(session.status)}</h1></main>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(name, body));
    }
    if ((m = url.pathname.match(/^\/p\/session\/([^/]+)$/))) {
      const portal = portals.get(m[1]);
      res.writeHead(portal ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        portal
          ? page(
              'Billing',
              `<main><h1>Manage your billing</h1><p>Customer ${escapeHtml(portal.customer)}</p>
${portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return</a></p>` : ''}</main>`,
            )
          : page('Not found', '<h1>This link has expired</h1>'),
      );
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end(page('Not found', '<h1>Not found</h1>'));
  }

  /** Answers made to wait (slowAnswers): a test's network, slow for some requests. */
  let slow = null;
  /** Requests carried out whose answers are lost (loseAnswers). */
  let lost = null;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (!url.pathname.startsWith('/v1/')) {
      hostedPage(req, res, url).catch((error) => {
        res.writeHead(500);
        res.end(String(error));
      });
      return;
    }
    (async () => {
      const refused = authorized(req);
      if (refused) return send(res, refused.status, refused.body);
      if (slow && req.method === slow.method && url.pathname.startsWith(slow.pathPrefix)) {
        if (slow.skip > 0) slow.skip -= 1;
        else await new Promise((resolve) => setTimeout(resolve, slow.ms));
      }
      const text = req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : await readBody(req);
      try {
        checkParams(req.method ?? 'GET', url.pathname, text);
      } catch (error) {
        // Refused before it ran: Stripe keeps no idempotent answer for a request that failed validation.
        if (!(error instanceof StripeError)) throw error;
        if (error.body.error.code === 'parameter_unknown') {
          unknownParams.push({ method: req.method, path: url.pathname, param: error.body.error.param });
        }
        return send(res, error.status, error.body);
      }
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      // Stripe prunes a key once it is 24 hours old; a request with it then runs anew.
      const kept = key ? idempotent.get(key) : undefined;
      const remembered = kept && unix(now()) - kept.at < IDEMPOTENCY_SECONDS ? kept : undefined;
      if (remembered && remembered.request !== `${req.method} ${url.pathname} ${text}`) {
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      const losing = lost && req.method === lost.method && url.pathname.startsWith(lost.pathPrefix);
      if (remembered) {
        if (losing) return void req.socket.destroy();
        return send(res, remembered.status, remembered.body, { 'idempotent-replayed': 'true' });
      }
      let status = 200;
      let body;
      try {
        body = route(req.method ?? 'GET', url.pathname, parseStripeForm(text));
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        body = error.body;
      }
      if (key) idempotent.set(key, { status, body, at: unix(now()), request: `${req.method} ${url.pathname} ${text}` });
      // The request carried out and its answer lost on the way back (loseAnswers): the connection is cut instead.
      if (losing) req.socket.destroy();
      else send(res, status, body);
      const made = afterAnswer;
      afterAnswer = [];
      void emit(made).catch(() => {});
    })().catch((error) => {
      send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined));
  });
  base = `http://127.0.0.1:${server.address().port}`;

  const latestInvoice = (subscription) => invoices.get(subscription.latest_invoice);

  return {
    url: base,
    sessions,
    subscriptions,
    invoices,
    paymentIntents,
    charges,
    refunds,
    disputes,
    invoicePayments,
    events,
    deliveries,
    unknownParams,
    cardOf(customerId) {
      const subscription = [...subscriptions.values()].find((s) => s.customer === customerId);
      const id =
        customers.get(customerId)?.invoice_settings.default_payment_method ?? subscription?.default_payment_method;
      return id ? shownCard(paymentMethods.get(id)) : null;
    },
    declineCard(paymentMethodId, reason = 'card_declined') {
      const card = paymentMethods.get(paymentMethodId);
      if (!card) throw new Error(`No such payment method ${paymentMethodId}`);
      card._decline = reason;
    },
    setWebhook(target) {
      webhook = target;
    },
    hold(on) {
      holding = on;
    },
    apiVersion(version) {
      apiVersion = version ?? PINNED_VERSION;
    },
    slowAnswers(rule) {
      slow = rule ? { ...rule, skip: rule.after ?? 0 } : null;
    },
    loseAnswers(rule) {
      lost = rule;
    },
    deliver,
    async pay(sessionId) {
      return emit(paySession(sessionId));
    },
    async expire(sessionId) {
      return emit(expireSession(sessionId).made);
    },
    async payByBankDebit(sessionId) {
      // Stripe's Checkout with a delayed method (docs.stripe.com/payments/checkout/how-checkout-works, "delayed
      // notification payment methods"): complete at once, paid only days later.
      const made = paySession(sessionId);
      const session = sessions.get(sessionId);
      if (session.mode !== 'payment') throw new Error(`${sessionId} is not a one-time payment`);
      session.payment_status = 'unpaid';
      made[0].data.object.payment_status = 'unpaid';
      return emit(made);
    },
    async settleBankDebit(sessionId, { succeeded = true } = {}) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'complete' || session.payment_status !== 'unpaid') {
        throw new Error(`${sessionId} waits for no delayed payment`);
      }
      session.payment_status = succeeded ? 'paid' : 'unpaid';
      const type = succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed';
      return emit([makeEvent(type, shown(session))]);
    },
    async cancelInPortal(subscriptionId, { takeBack = false } = {}) {
      // The customer portal's "Cancel plan" (its default: at the end of the billing period), or "Renew plan" after it.
      const subscription = subscriptionOf(subscriptionId);
      const end = subscription.items.data[0].current_period_end;
      Object.assign(subscription, {
        cancel_at: takeBack ? null : end,
        cancel_at_period_end: !takeBack,
        canceled_at: takeBack ? null : unix(now()),
        cancellation_details: { comment: null, feedback: null, reason: takeBack ? null : 'cancellation_requested' },
      });
      return emit([makeEvent('customer.subscription.updated', subscription)]);
    },
    async renew(subscriptionId, { paid = true } = {}) {
      const subscription = subscriptionOf(subscriptionId);
      const item = subscription.items.data[0];
      const start = item.current_period_end;
      const end = monthAfter(start);
      item.current_period_start = start;
      item.current_period_end = end;
      const invoice = invoiceOf(subscription, {
        amount: item.price.unit_amount * item.quantity,
        start,
        end,
        reason: 'subscription_cycle',
        paid,
      });
      subscription.status = paid ? 'active' : 'past_due';
      const made = [makeEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice)];
      if (!paid) made.push(makeEvent('customer.subscription.updated', subscription));
      return emit(made);
    },
    async retry(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      const invoice = latestInvoice(subscription);
      if (!invoice || invoice.status !== 'open') throw new Error(`${subscriptionId} has no open invoice to retry`);
      if (subscription.status === 'canceled')
        throw new Error(`${subscriptionId} is canceled: its invoices are not collected`);
      const created = unix(now());
      Object.assign(invoice, {
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        attempt_count: invoice.attempt_count + 1,
        next_payment_attempt: null,
        status: 'paid',
        status_transitions: { ...invoice.status_transitions, paid_at: created },
      });
      payInvoice(invoice, created);
      subscription.status = 'active';
      return emit([makeEvent('invoice.paid', invoice, created)]);
    },
    async refundInDashboard(paymentIntentId, { amount, reason = 'requested_by_customer', status = 'succeeded' } = {}) {
      const params = { payment_intent: paymentIntentId, reason };
      if (amount !== undefined) params.amount = String(amount);
      return emit(createRefund(params, unix(now()), status).made);
    },
    async settleRefund(refundId, { succeeded = true, failureReason = 'expired_or_canceled_card' } = {}) {
      const refund = refunds.get(refundId);
      // A pending refund succeeds or fails; one that succeeded can still fail (the card was closed: Refunds.d.ts
      // "refunds can fail after they succeed"), and nothing else moves.
      const fails = !succeeded && refund?.status === 'succeeded';
      if (!refund || (refund.status !== 'pending' && !fails)) throw new Error(`${refundId} is not pending`);
      refund.status = succeeded ? 'succeeded' : 'failed';
      const made = [];
      if (!succeeded) {
        // A failed refund's money returns to the charge (Refunds.d.ts: failure_reason, failure_balance_transaction).
        const charge = charges.get(refund.charge);
        charge.amount_refunded -= refund.amount;
        charge.refunded = false;
        Object.assign(refund, {
          failure_reason: failureReason,
          failure_balance_transaction: stripeId('txn'),
        });
        made.push(makeEvent('refund.failed', refund));
      }
      made.push(makeEvent('refund.updated', refund));
      return emit(made);
    },
    async dispute(paymentIntentId, { reason = 'fraudulent', amount } = {}) {
      const charge = chargeNamed({ payment_intent: paymentIntentId });
      const created = unix(now());
      charge.disputed = true;
      const dispute = {
        id: stripeId('dp'),
        object: 'dispute',
        amount: amount ?? charge.amount - charge.amount_refunded,
        balance_transactions: [],
        charge: charge.id,
        created,
        currency: charge.currency,
        enhanced_eligibility_types: [],
        evidence: {},
        evidence_details: { due_by: created + 7 * 86400, has_evidence: false, past_due: false, submission_count: 0 },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: charge.payment_intent,
        reason,
        status: 'needs_response',
      };
      disputes.set(dispute.id, dispute);
      return emit([makeEvent('charge.dispute.created', dispute, created)]);
    },
    async closeDispute(disputeId, { won }) {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`No such dispute ${disputeId}`);
      dispute.status = won ? 'won' : 'lost';
      return emit([makeEvent('charge.dispute.closed', dispute)]);
    },
    async endAtCancelDate(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      if (!subscription.cancel_at) throw new Error(`${subscriptionId} has no cancel_at`);
      Object.assign(subscription, { status: 'canceled', ended_at: subscription.cancel_at });
      return emit([makeEvent('customer.subscription.deleted', subscription, subscription.cancel_at)]);
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
