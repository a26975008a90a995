// No-show and late-cancel fees' slice of the API contract (docs/decisions/305-no-show-and-late-cancel-fees.md), a
// module of its own so that /booking, which names none of these routes, does not load their schemas. Merged into the
// one API by contract.ts; each route's probe is in apps/server/test/payments/payment-probes.ts.
import { OK, defineRoute } from '../route';
import { bookingFeeSchema, feePolicyInputSchema, feePolicySchema, feesDueSchema, waiveFeeSchema } from './fees';

export const fees = {
  /** The fee policy as the desk and the admins' form read it. */
  policy: defineRoute({
    method: 'GET',
    path: '/api/desk/fee-policy',
    access: 'payments:desk',
    response: feePolicySchema,
    status: OK,
  }),
  /** Admins set the policy; fees already due keep their amount. */
  setPolicy: defineRoute({
    method: 'PUT',
    path: '/api/admin/fee-policy',
    access: 'admin:facility',
    body: feePolicyInputSchema,
    response: feePolicySchema,
    status: OK,
  }),
  /** Every fee still due, oldest first, each with the member's name and the booking. */
  due: defineRoute({
    method: 'GET',
    path: '/api/desk/fees',
    access: 'payments:desk',
    response: feesDueSchema,
    status: OK,
  }),
  /** Staff waive a booking's fee with a reason (the activity log keeps it). */
  waive: defineRoute({
    method: 'POST',
    path: '/api/desk/bookings/:id/fee/waive',
    access: 'payments:desk',
    body: waiveFeeSchema,
    response: bookingFeeSchema,
    status: OK,
  }),
  /** Staff confirm: the fee is charged to the member's card on file; Stripe's event settles it (processing until then). */
  charge: defineRoute({
    method: 'POST',
    path: '/api/desk/bookings/:id/fee/charge',
    access: 'payments:desk',
    response: bookingFeeSchema,
    status: OK,
  }),
} as const;

/** The slice's one group as an object (its probes' type). */
export const FEES_API = { fees } as const;
