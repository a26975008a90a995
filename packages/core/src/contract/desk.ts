// The front desk's slice of the API contract: the board, arrivals, no-shows, a booking's details, walk-ins, guests'
// rentals on any day and member look-up.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { CREATED, defineRoute, OK } from '../route';
import {
  arrivalSchema,
  deskBoardSchema,
  deskBookingDetailsSchema,
  deskMemberSchema,
  deskBoardQuerySchema,
  deskMembersQuerySchema,
  deskOccupancySchema,
  guestBookingSchema,
  noShowSchema,
  walkInSchema,
} from '../schemas/desk';

/**
 * The front desk (docs/decisions/171-front-desk-app.md): front-desk staff during staffed hours, and admins at
 * any hour (the capability's staffed-hours rule, policy.ts).
 */
export const desk = {
  /** A day's board (today unless `date` says another): every occupancy with who holds it, and the day's leagues. */
  board: defineRoute({
    method: 'GET',
    path: '/api/desk/board',
    access: 'desk:bookings',
    query: deskBoardQuerySchema,
    response: deskBoardSchema,
    status: OK,
  }),
  /** Server-sent events: `change` (with the dates) whenever a bay's occupancy changes anywhere; no names. */
  events: defineRoute({
    method: 'GET',
    path: '/api/desk/events',
    access: 'desk:bookings',
    response: null,
    status: OK,
    produces: 'text/event-stream',
  }),
  /** A walk-in starting now or at the next half hour, for a guest or a member (all bay rules apply). */
  walkIn: defineRoute({
    method: 'POST',
    path: '/api/desk/walk-ins',
    access: 'desk:bookings',
    body: walkInSchema,
    response: deskOccupancySchema,
    status: CREATED,
  }),
  /** A guest's bay rental on any bookable day, priced at the rental rates (all bay rules apply). */
  bookGuest: defineRoute({
    method: 'POST',
    path: '/api/desk/guest-bookings',
    access: 'desk:bookings',
    body: guestBookingSchema,
    response: deskOccupancySchema,
    status: CREATED,
  }),
  /** Check in (or undo) the person holding a bay today. */
  arrival: defineRoute({
    method: 'PUT',
    path: '/api/desk/bookings/:id/arrival',
    access: 'desk:bookings',
    body: arrivalSchema,
    response: deskOccupancySchema,
    status: OK,
  }),
  /** The booking dialog's details: the no-show mark, the member's contact and recent visits, its shot files. */
  bookingDetails: defineRoute({
    method: 'GET',
    path: '/api/desk/bookings/:id',
    access: 'desk:bookings',
    response: deskBookingDetailsSchema,
    status: OK,
  }),
  /** Mark a member's booking a no-show (or take the mark back); the details after. */
  noShow: defineRoute({
    method: 'PUT',
    path: '/api/desk/bookings/:id/no-show',
    access: 'desk:bookings',
    body: noShowSchema,
    response: deskBookingDetailsSchema,
    status: OK,
  }),
  /** Members by name or e-mail, for a member's walk-in. */
  members: defineRoute({
    method: 'GET',
    path: '/api/desk/members',
    access: 'desk:bookings',
    query: deskMembersQuerySchema,
    response: z.array(deskMemberSchema),
    status: OK,
  }),
} as const;
