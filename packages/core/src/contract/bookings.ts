// The bookings' slice of the API contract: the bays, the day grid and members' bookings, the waitlist (the staff's
// booking routes: staff-bookings.ts).
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { CREATED, defineRoute, NO_CONTENT, OK } from '../route';
import {
  bookingSchema,
  bookingsQuerySchema,
  createBookingSchema,
  dayBookingSchema,
  joinWaitlistSchema,
  myBookingSchema,
  myBookingsQuerySchema,
  simulatorSchema,
  waitlistEntrySchema,
} from '../schemas/booking';

export const bays = {
  list: defineRoute({
    method: 'GET',
    path: '/api/simulators',
    access: 'member:features',
    response: z.array(simulatorSchema),
    status: OK,
  }),
} as const;

export const bookings = {
  /** The day grid: when bays are taken, never by whom. */
  listDay: defineRoute({
    method: 'GET',
    path: '/api/bookings',
    access: 'member:features',
    query: bookingsQuerySchema,
    response: z.array(dayBookingSchema),
    status: OK,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/bookings',
    access: 'member:features',
    body: createBookingSchema,
    response: bookingSchema,
    status: CREATED,
  }),
  /**
   * Own bookings need only a session (decision 021): a lapsed member still sees and releases theirs. Bounded
   * (decision 021): from today on in full plus the latest page of earlier ones; `cursor` asks for the next
   * page of earlier ones.
   */
  listMine: defineRoute({
    method: 'GET',
    path: '/api/user/bookings',
    access: 'account:manage',
    query: myBookingsQuerySchema,
    response: z.array(myBookingSchema),
    status: OK,
  }),
  /**
   * A member moves one of their own future bookings to another date, time or bay in one step, under the same
   * rules and lock as booking (docs/decisions/021-booking-api.md). Moving takes a new time, so
   * it needs member features, unlike cancelling.
   */
  moveOwn: defineRoute({
    method: 'PATCH',
    path: '/api/bookings/:id',
    access: 'member:features',
    body: createBookingSchema,
    response: bookingSchema,
    status: OK,
  }),
  cancelOwn: defineRoute({
    method: 'DELETE',
    path: '/api/bookings/:id',
    access: 'account:manage',
    response: null,
    status: NO_CONTENT,
  }),
} as const;

/** "Notify me" when a full slot frees up (docs/decisions/134-full-slot-waitlist.md): e-mails, never books. */
export const waitlist = {
  join: defineRoute({
    method: 'POST',
    path: '/api/waitlist',
    access: 'member:features',
    body: joinWaitlistSchema,
    response: waitlistEntrySchema,
    status: CREATED,
  }),
  /** Own entries still ahead, like own bookings: a session is enough. */
  listMine: defineRoute({
    method: 'GET',
    path: '/api/waitlist',
    access: 'account:manage',
    response: z.array(waitlistEntrySchema),
    status: OK,
  }),
  leave: defineRoute({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    access: 'account:manage',
    response: null,
    status: NO_CONTENT,
  }),
} as const;
