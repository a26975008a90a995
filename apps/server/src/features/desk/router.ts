// The front desk's routes (docs/decisions/171-front-desk-app.md), mounted from core's API contract: the policy
// guard in front of each (desk:bookings; front-desk staff only during staffed hours, decision 172), schemas
// parsed, answers checked. The event stream writes its own body (contract `produces`).
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { DeskService } from './service';

export function createDeskRouter(service: DeskService): Router {
  const router = Router();
  const { desk } = API;
  handle(router, desk.board, ({ query }) => service.board(query.date));
  handle(router, desk.events, ({ user, req, res }) => service.events(user, req, res));
  handle(router, desk.walkIn, ({ user, body }) => service.walkIn(user, body));
  handle(router, desk.bookGuest, ({ user, body }) => service.bookGuest(user, body));
  handle(router, desk.arrival, ({ user, params, body }) => service.setArrival(user, params.id, body.arrived));
  handle(router, desk.bookingDetails, ({ params }) => service.bookingDetails(params.id));
  handle(router, desk.noShow, ({ user, params, body }) => service.setNoShow(user, params.id, body.noShow));
  handle(router, desk.members, ({ query }) => service.members(query.q, query.who));
  return router;
}
