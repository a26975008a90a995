// "Notify me" routes (docs/decisions/134-full-slot-waitlist.md), mounted from core's API contract.
import { FeatureRoutes } from '../../http/api-routes';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { WaitlistService } from './service';

export function createWaitlistRouter(service: WaitlistService): FeatureRoutes {
  const router = new FeatureRoutes();
  handle(router, API.waitlist.join, ({ user, body }) => service.join(user, body));
  handle(router, API.waitlist.listMine, ({ user }) => service.listMine(user));
  handle(router, API.waitlist.leave, ({ user, params }) => service.leave(user, params.id));
  return router;
}
