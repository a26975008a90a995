// The payments' slice of the API contract, merged into the one API by contract.ts
// (docs/decisions/260-payments-ledger.md): the desk's till (record, refund, the day's till and rows) and Stripe's
// webhook. A new route is added here, with its probe in apps/server/test/payments/payment-probes.ts.
import { CREATED, OK, defineRoute } from '../route';
import {
  dayPaymentsSchema,
  ledgerEntrySchema,
  recordPaymentSchema,
  refundPaymentSchema,
  tillQuerySchema,
  tillSchema,
} from './schemas';
import { stripeWebhookAnswerSchema } from './stripe-events';

export const payments = {
  /** A payment taken in person (cash or card terminal): 201 with its ledger row. */
  record: defineRoute({
    method: 'POST',
    path: '/api/payments',
    access: 'payments:desk',
    body: recordPaymentSchema,
    response: ledgerEntrySchema,
    status: CREATED,
  }),
  /** Gives back part or all of a payment, never more than is left of it: 201 with the refund's row. */
  refund: defineRoute({
    method: 'POST',
    path: '/api/payments/:id/refund',
    access: 'payments:desk',
    body: refundPaymentSchema,
    response: ledgerEntrySchema,
    status: CREATED,
  }),
  /** The day's till in cents: payments by method, refunds and net (a facility day, US Eastern). */
  till: defineRoute({
    method: 'GET',
    path: '/api/desk/till',
    access: 'payments:desk',
    query: tillQuerySchema,
    response: tillSchema,
    status: OK,
  }),
  /** The day's ledger rows, newest first, each payment with what has been refunded of it. */
  day: defineRoute({
    method: 'GET',
    path: '/api/desk/payments',
    access: 'payments:desk',
    query: tillQuerySchema,
    response: dayPaymentsSchema,
    status: OK,
  }),
} as const;

export const stripe = {
  /**
   * Stripe's events (raw JSON, `Stripe-Signature` verified): 400 unverified, 200 for every verified event, also one
   * it ignores and a replay. The only way an online payment becomes true in our data.
   */
  webhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'public',
    response: stripeWebhookAnswerSchema,
    status: OK,
  }),
} as const;

/** The slice's groups as one object (its probes' type). */
export const PAYMENTS_API = { payments, stripe } as const;
