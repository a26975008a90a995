// "Notify me" routes, mounted from core's API contract: a member is e-mailed when a full slot frees up and books it
// themselves; nothing is booked for them (docs/decisions/134-full-slot-waitlist.md).
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { WaitlistService } from './service';

export function createWaitlistRouter(service: WaitlistService): Router {
  const router = Router();
  handle(router, API.waitlist.join, ({ user, body }) => service.join(user, body));
  handle(router, API.waitlist.listMine, ({ user }) => service.listMine(user));
  handle(router, API.waitlist.leave, ({ user, params }) => service.leave(user, params.id));
  return router;
}
