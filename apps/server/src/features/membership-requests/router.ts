// POST /api/membership-request and POST /api/user/cancel-membership (SPEC §7 Member; signed-in users).
import { Router } from 'express';
import { z } from 'zod';
import { membershipRequestSchema } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { currentUser, requireUser } from '../../http/auth';
import { parseBody } from '../../http/validate';
import { resolveMailer } from '../../mail/app-mailer';
import { createMembershipRequestsService } from './service';

/** Optional body of POST /api/user/cancel-membership (SPEC sends none). */
const cancelMembershipSchema = z
  .object({ reason: z.string().trim().max(2000, 'Reason must be at most 2000 characters').optional() })
  .strict();

export function createMembershipRequestsRouter(ctx: AppContext): Router {
  const service = createMembershipRequestsService({
    db: ctx.db,
    mailer: resolveMailer(ctx),
    now: ctx.now,
    warn: (line) => ctx.log.warn(line),
    teamEmail: ctx.env.FACILITY_TEAM_EMAIL,
  });
  const router = Router();

  // 201 { message } (stored; e-mailed now or retried later). 403 for another user's id, 409 when already a member.
  router.post('/membership-request', requireUser, async (req, res) => {
    const body = parseBody(membershipRequestSchema, req);
    res.status(201).json(await service.requestMembership(currentUser(req), body));
  });

  // 201 { message } when recorded, 200 { message } when one was already recorded in the last 30 days,
  // 409 for non-members.
  router.post('/user/cancel-membership', requireUser, async (req, res) => {
    const { reason } = parseBody(cancelMembershipSchema, req);
    const result = await service.requestCancellation(currentUser(req), reason);
    res.status(result.created ? 201 : 200).json({ message: result.message });
  });

  return router;
}
