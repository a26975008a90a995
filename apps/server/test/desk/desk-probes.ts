// Who may call each route of the front desk and one request shaped to succeed for an allowed caller, merged into the
// role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import { MISSING_ID, TOMORROW, type GroupProbes } from '../support/probes';

export const DESK_PROBES: GroupProbes<'desk'> = {
  'desk.board': { access: 'desk:bookings', request: () => ({}) },
  // The test client accepts JSON only: an allowed caller is told 406 (an event stream needs text/event-stream).
  'desk.events': { access: 'desk:bookings', request: () => ({}) },
  // Three allowed personas, two bays: the third is told 409 BOOKING_FULL, an answer about the request.
  'desk.walkIn': {
    access: 'desk:bookings',
    request: () => ({
      body: { for: 'guest', start: 'next', durationMinutes: 30, guestName: 'Walk In', guestPhone: '4075550100' },
    }),
  },
  'desk.bookGuest': {
    access: 'desk:bookings',
    request: () => ({
      body: {
        bookingDate: TOMORROW,
        startTime: '10:00',
        endTime: '11:00',
        guestName: 'Guest Rental',
        guestPhone: '4075550100',
      },
    }),
  },
  'desk.arrival': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/arrival`, body: { arrived: true } }),
  },
  'desk.bookingDetails': { access: 'desk:bookings', request: () => ({ path: `/api/desk/bookings/${MISSING_ID}` }) },
  'desk.noShow': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/no-show`, body: { noShow: true } }),
  },
  'desk.members': { access: 'desk:bookings', request: () => ({ path: '/api/desk/members?q=example' }) },
};
