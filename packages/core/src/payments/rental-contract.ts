// Guest rentals' slice of the API contract (docs/decisions/304-guest-rentals-at-the-desk.md), a module of its own so
// that /booking, which names none of these routes, does not load their schemas. Merged into the one API by
// contract.ts; each route's probe is in apps/server/test/payments/payment-probes.ts.
import { OK, defineRoute } from '../route';
import { guestRentalSchema, rentalRatesInputSchema, rentalRatesSchema } from './rentals';

export const rentals = {
  /** The hourly rates as the desk prices a guest's bay with them. */
  rates: defineRoute({
    method: 'GET',
    path: '/api/desk/rental-rates',
    access: 'payments:desk',
    response: rentalRatesSchema,
    status: OK,
  }),
  /** Admins set the rates; rentals booked before keep their price. */
  setRates: defineRoute({
    method: 'PUT',
    path: '/api/admin/rental-rates',
    access: 'admin:facility',
    body: rentalRatesInputSchema,
    response: rentalRatesSchema,
    status: OK,
  }),
  /** A guest's booking with its price and what has been paid of it (404 for a booking that is not a guest's). */
  booking: defineRoute({
    method: 'GET',
    path: '/api/desk/bookings/:id/rental',
    access: 'payments:desk',
    response: guestRentalSchema,
    status: OK,
  }),
} as const;

/** The slice's one group as an object (its probes' type). */
export const RENTALS_API = { rentals } as const;
