// GET/POST /api/admin/bays/:bayId/device-keys and DELETE …/:id (docs/decisions/240-bay-agent-and-device-keys.md),
// and each bay agent's health line: POST /api/bay/health with the bay's key, GET /api/desk/bay-agents for the desk
// (docs/decisions/423-bay-agent-health-line.md); mounted from core's API contract.
import { API } from '@longwood/core';
import { Router, type Request } from 'express';
import { handle } from '../../http/contract-route';
import type { BayCaller, BayDevicesService } from './service';

export function createBayDevicesRouter(service: BayDevicesService): Router {
  const router = Router();
  handle(router, API.bay.deviceKeys, ({ params, query }) => service.list(params.bayId, query));
  handle(router, API.bay.issueDeviceKey, ({ user, params, body }) => service.issue(user, params.bayId, body));
  handle(router, API.bay.revokeDeviceKey, ({ user, params }) => service.revoke(user, params.bayId, params.id));
  // The bay's key is checked before the report is read, as for its shots: no valid key, 401 whatever was sent.
  const callers = new WeakMap<Request, BayCaller>();
  handle(router, API.bay.health, ({ req, body }) => service.reportHealth(callers.get(req)!, body), undefined, {
    admit: async (req) => void callers.set(req, await service.authenticate(req.get('authorization'))),
  });
  handle(router, API.bay.agents, () => service.agents());
  return router;
}
