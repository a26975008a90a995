// Booking routes (docs/requirements.md#member-calls + docs/requirements.md#admin-calls), mounted from core's API contract (guards, schemas and
// response types come from there): each line hands the parsed request to the service.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { BookingsService } from './service';

export function createBookingsRouter(service: BookingsService): Router {
  const router = Router();
  const { bookings, staffBookings } = API;

  // The day grid for the booking page: members see when bays are taken and by what kind, never by whom.
  handle(router, bookings.listDay, ({ user, query }) => service.listDay(user, query));
  handle(router, bookings.create, ({ user, body }) => service.create(user, body));
  // Own bookings and own cancellations need only a session (docs/decisions/021-booking-api.md): a lapsed
  // member can still see and release a bay they booked.
  handle(router, bookings.listMine, ({ user, query }) => service.listMine(user, query));
  // Moving needs member features (a new time is a new booking's worth of rules).
  handle(router, bookings.moveOwn, ({ user, params, body }) => service.moveOwn(user, params.id, body));
  handle(router, bookings.cancelOwn, ({ user, params }) => service.cancelOwn(user, params.id));
  // Front desk and admins (policy capability desk:bookings).
  handle(router, staffBookings.listAll, ({ query }) => service.page(query));
  handle(router, staffBookings.utilisation, ({ query }) => service.utilisation(query));
  // Staff bookings are kind 'staff', made by the signed-in staff member (created_by).
  handle(router, staffBookings.staffCreate, ({ user, body }) => service.adminCreate(user, body));
  handle(router, staffBookings.staffUpdate, ({ user, params, body }) => service.adminUpdate(user, params.id, body));
  handle(router, staffBookings.staffDelete, ({ user, params }) => service.adminDelete(user, params.id));

  return router;
}
