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
import { duesActionAnswerSchema, duesPortalAnswerSchema, duesViewSchema } from './dues';
import { revenueQuerySchema, revenueSchema } from './revenue';
import { tillCloseInputSchema, tillCloseSchema } from './till-close';
import { accountCreditSchema, creditSpentSchema } from './account-credit';

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
  /** The day's till in cents: payments and refunds by method, net, the close and what is unpaid (US Eastern day). */
  till: defineRoute({
    method: 'GET',
    path: '/api/desk/till',
    access: 'payments:desk',
    query: tillQuerySchema,
    response: tillSchema,
    status: OK,
  }),
  /**
   * Closes a facility day's till: the counted cash against the expected, over/short, the owner e-mailed; 409 the second
   * time (docs/decisions/407-the-days-close-at-the-desk.md).
   */
  close: defineRoute({
    method: 'POST',
    path: '/api/desk/till/close',
    access: 'payments:desk',
    body: tillCloseInputSchema,
    response: tillCloseSchema,
    status: CREATED,
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

/** Membership dues on Stripe (docs/decisions/301-membership-dues.md). */
export const dues = {
  /** A member's dues as staff see them. */
  get: defineRoute({
    method: 'GET',
    path: '/api/dues/:id',
    access: 'payments:desk',
    response: duesViewSchema,
    status: OK,
  }),
  /** A Checkout in subscription mode at the facility's monthly price, billed on the 1st, its link e-mailed. */
  sendLink: defineRoute({
    method: 'POST',
    path: '/api/dues/:id/payment-link',
    access: 'payments:desk',
    response: duesActionAnswerSchema,
    status: CREATED,
  }),
  /** The member's cancellation with the terms' 30 days' notice: the subscription ends on that date. */
  cancel: defineRoute({
    method: 'POST',
    path: '/api/dues/:id/cancellation',
    access: 'payments:desk',
    response: duesActionAnswerSchema,
    status: OK,
  }),
  /** The signed-in person's own dues: plan, next charge, receipts. */
  mine: defineRoute({
    method: 'GET',
    path: '/api/account/dues',
    access: 'account:manage',
    response: duesViewSchema,
    status: OK,
  }),
  /** A one-time address of Stripe's customer portal (update the card, see invoices). */
  portal: defineRoute({
    method: 'POST',
    path: '/api/account/dues/portal',
    access: 'account:manage',
    response: duesPortalAnswerSchema,
    status: CREATED,
  }),
} as const;

/** Revenue from the ledger in the owner's insights (docs/decisions/302-revenue-from-the-ledger.md). */
export const revenue = {
  /** The range's money by source and month, refunds, failed dues and members in grace. */
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/revenue',
    access: 'admin:screens',
    query: revenueQuerySchema,
    response: revenueSchema,
    status: OK,
  }),
} as const;

/** A member's account credit (docs/decisions/412-account-credit.md). */
export const credit = {
  /** The signed-in member's balance. */
  mine: defineRoute({
    method: 'GET',
    path: '/api/account/credit',
    access: 'account:manage',
    response: accountCreditSchema,
    status: OK,
  }),
  /** A member's balance, for the desk to offer it. */
  of: defineRoute({
    method: 'GET',
    path: '/api/desk/users/:id/credit',
    access: 'payments:desk',
    response: accountCreditSchema,
    status: OK,
  }),
  /** Pays what is left of a lesson with its member's credit, as far as it goes: 201 with what it spent. */
  spendOnLesson: defineRoute({
    method: 'POST',
    path: '/api/desk/lessons/:id/credit',
    access: 'payments:desk',
    response: creditSpentSchema,
    status: CREATED,
  }),
} as const;

/** The slice's groups as one object (its probes' type). */
export const PAYMENTS_API = { payments, stripe, dues, revenue, credit } as const;
