// Admin and desk routes over demo requests (docs/requirements.md#admin-calls), mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { DemoRequestsService } from './demo-requests-service';

export function createDemoRequestsRouter(service: DemoRequestsService): Router {
  const router = Router();
  const { demoRequests, exports: tables } = API;
  handle(router, demoRequests.listOpen, ({ query }) => service.listOpen(query));
  handle(router, demoRequests.listCompleted, ({ query }) => service.listCompleted(query));
  handle(router, demoRequests.markRead, ({ user, params }) => service.markRead(user, params.id));
  handle(router, demoRequests.setMemberStatus, ({ user, params, body }) =>
    service.setMemberStatus(user, params.id, body.becameMember),
  );
  handle(router, demoRequests.book, ({ user, params, body }) => service.book(user, params.id, body));
  handle(router, demoRequests.remove, ({ user, params }) => service.remove(user, params.id));
  handle(router, tables.contactSubmissions, ({ query }) => service.listAll(query));
  return router;
}
