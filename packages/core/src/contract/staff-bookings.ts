// The front desk's and admins' booking routes (policy capability desk:bookings): the paged list, the daily chart's
// utilisation and staff bookings. A group and a module apart from the members' booking routes (bookings.ts), so the
// booking page loads neither these nor the admin lists' schemas. Merged into the one API by ../contract.ts
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { CREATED, defineRoute, NO_CONTENT, OK } from '../route';
import { bookingSchema } from '../schemas/booking';
import { adminBookingSchema } from '../schemas/staff-booking';
import {
  adminBookingsQuerySchema,
  bookingsPageSchema,
  utilisationQuerySchema,
  utilisationSchema,
} from '../schemas/admin';

export const staffBookings = {
  /**
   * Paged, filtered by date range, member and bay, searchable: never every row, which at 200 000 bookings was tens
   * of megabytes a request (docs/decisions/100-admin-lists-paging-and-exports.md).
   */
  listAll: defineRoute({
    method: 'GET',
    path: '/api/admin/all-bookings',
    access: 'desk:bookings',
    query: adminBookingsQuerySchema,
    response: bookingsPageSchema,
    status: OK,
  }),
  /** Booked minutes and share of both bays per day (the daily chart), at most 31 days. */
  utilisation: defineRoute({
    method: 'GET',
    path: '/api/admin/utilisation',
    access: 'desk:bookings',
    query: utilisationQuerySchema,
    response: utilisationSchema,
    status: OK,
  }),
  staffCreate: defineRoute({
    method: 'POST',
    path: '/api/admin/bookings',
    access: 'desk:bookings',
    body: adminBookingSchema,
    response: bookingSchema,
    status: CREATED,
  }),
  staffUpdate: defineRoute({
    method: 'PATCH',
    path: '/api/admin/bookings/:id',
    access: 'desk:bookings',
    body: adminBookingSchema,
    response: bookingSchema,
    status: OK,
  }),
  staffDelete: defineRoute({
    method: 'DELETE',
    path: '/api/admin/bookings/:id',
    access: 'desk:bookings',
    response: null,
    status: NO_CONTENT,
  }),
} as const;
