// GET /api/simulators — the bays, for member features. Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { SimulatorsRepository } from './repository';

export function createSimulatorsRouter(simulators: SimulatorsRepository): Router {
  const router = Router();
  handle(router, API.bays.list, () => simulators.list());
  return router;
}
