// Who may call each payments route and one request shaped to succeed for an allowed caller, merged into the role
// policy test's probes (http/role-policy.integration.test.ts; docs/decisions/260-payments-ledger.md).
import type { FEES_API, PAYMENTS_API, RENTALS_API } from '@longwood/core';
import { MISSING_ID, TODAY, type RouteProbes } from '../support/probes';
import { RENTAL_RATES } from '../support/requests';

export const PAYMENT_PROBES: RouteProbes<typeof PAYMENTS_API> = {
  'payments.record': {
    access: 'payments:desk',
    request: () => ({ body: { amountCents: 2500, method: 'cash', purpose: 'guest' } }),
  },
  'payments.refund': {
    access: 'payments:desk',
    request: () => ({ path: `/api/payments/${MISSING_ID}/refund`, body: { amountCents: 100 } }),
  },
  'payments.till': { access: 'payments:desk', request: () => ({ path: `/api/desk/till?date=${TODAY}` }) },
  // A second allowed caller meets 409 TILL_ALREADY_CLOSED, front-desk staff before closing time 409
  // TILL_DAY_NOT_OVER (test/payments/till-close.integration.test.ts).
  'payments.close': {
    access: 'payments:desk',
    request: () => ({ body: { date: TODAY, countedCashCents: 0 } }),
  },
  'payments.day': { access: 'payments:desk', request: () => ({ path: `/api/desk/payments?date=${TODAY}` }) },
  // Stripe signs its calls; no session (test/payments/stripe-webhook.integration.test.ts).
  'stripe.webhook': { access: 'public', request: () => ({}) },
  // Membership dues (test/payments/dues.integration.test.ts): without Stripe keys the writes answer 409 ONLINE_PAYMENTS_OFF.
  'dues.get': { access: 'payments:desk', request: ({ target }) => ({ path: `/api/dues/${target.id}` }) },
  'dues.sendLink': {
    access: 'payments:desk',
    request: ({ target }) => ({ path: `/api/dues/${target.id}/payment-link` }),
  },
  'dues.cancel': {
    access: 'payments:desk',
    request: ({ target }) => ({ path: `/api/dues/${target.id}/cancellation` }),
  },
  'dues.mine': { access: 'account:manage', request: () => ({}) },
  'dues.portal': { access: 'account:manage', request: () => ({}) },
  'revenue.get': { access: 'admin:screens', request: () => ({ path: `/api/admin/revenue?from=${TODAY}&to=${TODAY}` }) },
  // Account credit (test/payments/account-credit.integration.test.ts).
  'credit.mine': { access: 'account:manage', request: () => ({}) },
  'credit.of': { access: 'payments:desk', request: ({ target }) => ({ path: `/api/desk/users/${target.id}/credit` }) },
  // A missing lesson: 404 for an allowed caller.
  'credit.spendOnLesson': {
    access: 'payments:desk',
    request: () => ({ path: `/api/desk/lessons/${MISSING_ID}/credit` }),
  },
};

/** Guest rentals (test/payments/guest-rentals.integration.test.ts). */
export const RENTAL_PROBES: RouteProbes<typeof RENTALS_API> = {
  'rentals.rates': { access: 'payments:desk', request: () => ({}) },
  'rentals.setRates': {
    access: 'admin:facility',
    request: () => ({ body: RENTAL_RATES }),
  },
  'rentals.booking': { access: 'payments:desk', request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/rental` }) },
};

/** No-show and late-cancel fees (test/payments/booking-fees.integration.test.ts). */
export const FEE_PROBES: RouteProbes<typeof FEES_API> = {
  'fees.policy': { access: 'payments:desk', request: () => ({}) },
  'fees.setPolicy': {
    access: 'admin:facility',
    request: () => ({
      body: { enabled: true, noShowFeeCents: 2500, lateCancelFeeCents: 1500, lateCancelWindowHours: 24 },
    }),
  },
  'fees.due': { access: 'payments:desk', request: () => ({}) },
  'fees.waive': {
    access: 'payments:desk',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/fee/waive`, body: { reason: 'Came late' } }),
  },
  // Without Stripe keys: 409 ONLINE_PAYMENTS_OFF (test/payments/fee-card-charges.integration.test.ts).
  'fees.charge': {
    access: 'payments:desk',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/fee/charge` }),
  },
};
