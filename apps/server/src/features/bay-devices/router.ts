// GET/POST /api/admin/bays/:bayId/device-keys and DELETE …/:id (docs/decisions/240-bay-agent-and-device-keys.md),
// mounted from core's API contract.
import { API } from '@longwood/core';
import { Router } from 'express';
import { handle } from '../../http/contract-route';
import type { BayDevicesService } from './service';

export function createBayDevicesRouter(service: BayDevicesService): Router {
  const router = Router();
  handle(router, API.bay.deviceKeys, ({ params, query }) => service.list(params.bayId, query));
  handle(router, API.bay.issueDeviceKey, ({ user, params, body }) => service.issue(user, params.bayId, body));
  handle(router, API.bay.revokeDeviceKey, ({ user, params }) => service.revoke(user, params.bayId, params.id));
  return router;
}
