// Admin and desk routes over demo requests (docs/requirements.md#admin-calls), mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { DemoRequestsService } from './demo-requests-service';

export function createDemoRequestsRouter(service: DemoRequestsService): Router {
  const router = Router();
  const { demoRequests, database } = API;
  handle(router, demoRequests.listOpen, ({ query }) => service.listOpen(query));
  handle(router, demoRequests.listCompleted, ({ query }) => service.listCompleted(query));
  handle(router, demoRequests.markRead, ({ params }) => service.markRead(params.id));
  handle(router, demoRequests.setMemberStatus, ({ params, body }) =>
    service.setMemberStatus(params.id, body.becameMember),
  );
  handle(router, demoRequests.remove, ({ params }) => service.remove(params.id));
  handle(router, database.contactSubmissions, ({ query }) => service.listAll(query));
  return router;
}
