// POST /api/membership-request and POST /api/user/cancel-membership (docs/requirements.md#member-calls; signed-in users).
// Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle, reply } from '../../http/contract-route';
import type { MembershipRequestsService } from './service';

export function createMembershipRequestsRouter(service: MembershipRequestsService): Router {
  const router = Router();

  // 201 { message } (stored; e-mailed now or retried later). 403 NOT_OWNER for another user's id,
  // 409 ALREADY_MEMBER, 429 RATE_LIMITED.
  handle(router, API.membership.request, ({ user, body }) => service.requestMembership(user, body));

  // 201 { message } when recorded, 200 { message } when one was already recorded in the last 30 days,
  // 409 NOT_A_MEMBER for non-members.
  handle(router, API.membership.cancel, async ({ user, body }) => {
    const result = await service.requestCancellation(user, body.reason);
    return reply(result.created ? 201 : 200, { message: result.message });
  });

  return router;
}
