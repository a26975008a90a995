// The demo requests' slice of the API contract: the contact form and the staff's list of submissions.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { CREATED, defineRoute, NO_CONTENT, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
import {
  contactFormSchema,
  contactMemberStatusSchema,
  contactSubmissionSchema,
  demoBookingSchema,
} from '../schemas/contact';
import { occupancySchema } from '../schemas/staff-booking';
import { contactSubmissionsPageSchema, contactSubmissionsQuerySchema } from '../schemas/admin';

export const demoRequests = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: contactFormSchema,
    response: messageResponseSchema,
    status: CREATED,
  }),
  /** In progress (not read yet), oldest first. */
  listOpen: defineRoute({
    method: 'GET',
    path: '/api/admin/demo-requests',
    access: 'desk:demo-requests',
    query: contactSubmissionsQuerySchema,
    response: contactSubmissionsPageSchema,
    status: OK,
  }),
  listCompleted: defineRoute({
    method: 'GET',
    path: '/api/admin/completed-demo-requests',
    access: 'desk:demo-requests',
    query: contactSubmissionsQuerySchema,
    response: contactSubmissionsPageSchema,
    status: OK,
  }),
  /** 'Mark as Completed', and opening the full message (docs/requirements.md#states). */
  markRead: defineRoute({
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id/read',
    access: 'desk:demo-requests',
    response: contactSubmissionSchema,
    status: OK,
  }),
  setMemberStatus: defineRoute({
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id/member-status',
    access: 'desk:demo-requests',
    body: contactMemberStatusSchema,
    response: contactSubmissionSchema,
    status: OK,
  }),
  /**
   * The free demo booked for the visitor: a guest booking (no account) that holds a bay like any booking, completes
   * the request, and e-mails the visitor a confirmation with the calendar file
   * (docs/decisions/263-the-free-demo-as-a-guest-booking.md).
   */
  book: defineRoute({
    method: 'POST',
    path: '/api/admin/demo-requests/:id/booking',
    access: 'desk:bookings',
    body: demoBookingSchema,
    response: occupancySchema,
    status: CREATED,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/contact-submissions/:id',
    access: 'desk:demo-requests',
    response: null,
    status: NO_CONTENT,
  }),
} as const;
