// GET /api/simulators — the bays, for members booking and admins managing bookings.
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireMember } from '../../http/auth';
import { createSimulatorsRepository } from './repository';

export function createSimulatorsRouter(ctx: AppContext): Router {
  const simulators = createSimulatorsRepository(ctx.db);
  const router = Router();
  router.get('/simulators', requireMember, async (_req, res) => {
    res.json(await simulators.list());
  });
  return router;
}
