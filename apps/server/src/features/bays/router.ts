// GET /api/simulators — the bays, for member features. Mounted from core's API contract.
import { FeatureRoutes } from '../../http/api-routes';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { SimulatorsRepository } from './repository';

export function createSimulatorsRouter(simulators: SimulatorsRepository): FeatureRoutes {
  const router = new FeatureRoutes();
  handle(router, API.bays.list, () => simulators.list());
  return router;
}
