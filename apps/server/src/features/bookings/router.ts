// Booking routes (SPEC §7 Member + Admin bookings). Thin: parse with the core schema, call the service, send.
// Mounted under /api by app.ts.
import { Router } from 'express';
import { adminBookingSchema, bookingsQuerySchema, createBookingSchema } from '@longwood/core';
import { currentUser, requireAdmin, requireMember, requireUser } from '../../http/auth';
import { parseBody, parseIdParam, parseQuery } from '../../http/validate';
import type { AppContext } from '../../app-context';
import { createBookingsRepository } from './repository';
import { createBookingsService } from './service';

export function createBookingsRouter(ctx: AppContext): Router {
  const service = createBookingsService({ bookings: createBookingsRepository(ctx.db), now: ctx.now });
  const router = Router();

  // The day grid for the booking page: members see when bays are taken, never by whom.
  router.get('/bookings', requireMember, async (req, res) => {
    const query = parseQuery(bookingsQuerySchema, req);
    res.json(await service.listDay(currentUser(req), query));
  });

  router.post('/bookings', requireMember, async (req, res) => {
    const input = parseBody(createBookingSchema, req);
    res.status(201).json(await service.create(currentUser(req), input));
  });

  // Own bookings and own cancellations need only a session (docs/decisions/021-booking-api.md): a lapsed
  // member can still see and release a bay they booked.
  router.get('/user/bookings', requireUser, async (req, res) => {
    res.json(await service.listMine(currentUser(req)));
  });

  router.delete('/bookings/:id', requireUser, async (req, res) => {
    const id = parseIdParam(req);
    await service.cancelOwn(currentUser(req), id);
    res.status(204).end();
  });

  router.get('/admin/all-bookings', requireAdmin, async (_req, res) => {
    res.json(await service.listAll());
  });

  router.post('/admin/bookings', requireAdmin, async (req, res) => {
    const input = parseBody(adminBookingSchema, req);
    res.status(201).json(await service.adminCreate(input));
  });

  router.patch('/admin/bookings/:id', requireAdmin, async (req, res) => {
    const id = parseIdParam(req);
    const input = parseBody(adminBookingSchema, req);
    res.json(await service.adminUpdate(id, input));
  });

  router.delete('/admin/bookings/:id', requireAdmin, async (req, res) => {
    const id = parseIdParam(req);
    await service.adminDelete(id);
    res.status(204).end();
  });

  return router;
}
