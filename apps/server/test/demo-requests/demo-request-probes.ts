// Who may call each route of demo requests and one request shaped to succeed for an allowed caller, merged into the
// role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import { MISSING_ID, type GroupProbes } from '../support/probes';

export const DEMO_REQUEST_PROBES: GroupProbes<'demoRequests'> = {
  'demoRequests.submit': { access: 'public', request: () => ({}) },
  'demoRequests.listOpen': { access: 'desk:demo-requests', request: () => ({}) },
  'demoRequests.listCompleted': { access: 'desk:demo-requests', request: () => ({}) },
  'demoRequests.markRead': {
    access: 'desk:demo-requests',
    request: () => ({ path: `/api/admin/contact-submissions/${MISSING_ID}/read` }),
  },
  'demoRequests.setMemberStatus': {
    access: 'desk:demo-requests',
    request: () => ({
      path: `/api/admin/contact-submissions/${MISSING_ID}/member-status`,
      body: { becameMember: true },
    }),
  },
  // A request that does not exist: an allowed caller is told 404 before any bay is held.
  'demoRequests.book': {
    access: 'desk:bookings',
    request: () => ({
      path: `/api/admin/demo-requests/${MISSING_ID}/booking`,
      body: {
        guestName: 'Robin Guest',
        guestEmail: 'robin.guest@example.com',
        guestPhone: '4075550100',
        bookingDate: '2030-01-02',
        startTime: '10:00',
        endTime: '12:00',
      },
    }),
  },
  'demoRequests.remove': {
    access: 'desk:demo-requests',
    request: () => ({ path: `/api/admin/contact-submissions/${MISSING_ID}` }),
  },
};
