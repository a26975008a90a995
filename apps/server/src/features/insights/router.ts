// GET /api/admin/insights and /api/admin/insights/list: the owner's figures and the list behind each (admins only).
import { API } from '@longwood/core';
import { Router } from 'express';
import { handle } from '../../http/contract-route';
import type { InsightsService } from './service';

export function createInsightsRouter(service: InsightsService): Router {
  const router = Router();
  handle(router, API.insights.get, ({ query }) => service.get(query));
  handle(router, API.insights.list, ({ query }) => service.list(query));
  return router;
}
