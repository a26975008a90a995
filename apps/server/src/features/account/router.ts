// PATCH /api/user/profile and GET /api/user/performance-report (SPEC §7 Member). Any signed-in user,
// always about their own account.
import { Router } from 'express';
import { profileUpdateSchema } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { currentUser, requireUser } from '../../http/auth';
import { parseBody } from '../../http/validate';
import { createAccountRepository } from './repository';
import { createAccountService } from './service';

export function createAccountRouter(ctx: AppContext): Router {
  const service = createAccountService({ repo: createAccountRepository(ctx.db), now: ctx.now });
  const router = Router();

  // 200 User; 400 { message, fieldErrors }; 409 { message } when the username or email belongs to someone else.
  router.patch('/user/profile', requireUser, async (req, res) => {
    const input = parseBody(profileUpdateSchema, req);
    res.json(await service.updateProfile(currentUser(req), input));
  });

  // 200 PerformanceReport (SPEC §3 shape).
  router.get('/user/performance-report', requireUser, async (req, res) => {
    res.json(await service.performanceReport(currentUser(req)));
  });

  return router;
}
