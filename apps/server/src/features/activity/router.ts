// GET /api/admin/activity: the activity log, newest first (docs/decisions/135-every-staff-write-in-the-activity-log.md). Admins only; the
// CSV export is mounted with the other exports (features/exports). Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { ActivityService } from './service';

export function createActivityRouter(service: ActivityService): Router {
  const router = Router();
  handle(router, API.activity.list, ({ query }) => service.list(query));
  return router;
}
