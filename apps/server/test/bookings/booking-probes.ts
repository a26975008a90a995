// Who may call each route of members' and staff bookings and one request shaped to succeed for an allowed caller,
// merged into the role policy test's probes (http/role-policy.integration.test.ts;
// docs/decisions/320-wiring-per-feature.md). A new route of these groups of core's contract fails to compile until it
// has its line here.
import { MISSING_ID, TODAY, TOMORROW, bookingAt, type GroupProbes } from '../support/probes';

export const BOOKING_PROBES: GroupProbes<'bookings' | 'staffBookings'> = {
  'bookings.listDay': { access: 'member:features', request: () => ({ path: `/api/bookings?date=${TOMORROW}` }) },
  'bookings.create': { access: 'member:features', request: ({ slot }) => ({ body: bookingAt(slot, 0) }) },
  'bookings.listMine': { access: 'account:manage', request: () => ({}) },
  'bookings.moveOwn': {
    access: 'member:features',
    request: ({ slot }) => ({ path: `/api/bookings/${MISSING_ID}`, body: bookingAt(slot, 0) }),
  },
  'bookings.cancelOwn': { access: 'account:manage', request: () => ({ path: `/api/bookings/${MISSING_ID}` }) },
  'staffBookings.listAll': { access: 'desk:bookings', request: () => ({}) },
  'staffBookings.utilisation': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/admin/utilisation?from=${TODAY}&to=${TOMORROW}` }),
  },
  'staffBookings.staffCreate': {
    access: 'desk:bookings',
    request: ({ slot, target }) => ({ body: { ...bookingAt(slot, 1), userId: target.id } }),
  },
  'staffBookings.staffUpdate': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/admin/bookings/${MISSING_ID}` }),
  },
  'staffBookings.staffDelete': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/admin/bookings/${MISSING_ID}` }),
  },
};
