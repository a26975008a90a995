// Admin user management (docs/requirements.md#admin-calls): the paged GET /api/admin/users, the membership, admin and
// front-desk switches (PATCH /api/admin/users/:id/{membership,admin,front-desk}), the display name (…/name), POST /api/admin/add-member and
// DELETE /api/admin/users/:id. Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { RequireFreshReauthentication } from '../../ports/reauthentication';
import type { AdminUsersService } from './service';

/** Granting admin access needs a fresh re-authentication with the admin's second factor (decision 287). */
export function createAdminUsersRouter(
  service: AdminUsersService,
  requireReauthentication: RequireFreshReauthentication,
): Router {
  const router = Router();
  const { members } = API;
  handle(router, members.list, ({ query }) => service.list(query));
  handle(router, members.setMembership, ({ user, params, body }) =>
    service.setMembership(user, params.id, body.isMember),
  );
  handle(router, members.setAdmin, async ({ user, params, body, req }) => {
    // Taking admin access away stays one step: it is what an admin does when an account is misused.
    if (body.isAdmin) await requireReauthentication(user, req.session);
    return service.setAdmin(user, params.id, body.isAdmin);
  });
  handle(router, members.setFrontDesk, ({ user, params, body }) =>
    service.setFrontDesk(user, params.id, body.isFrontDesk),
  );
  handle(router, members.setName, ({ user, params, body }) => service.setName(user, params.id, body.name));
  handle(router, members.setCoach, ({ user, params, body }) => service.setCoach(user, params.id, body.isCoach));
  handle(router, members.addMember, ({ user, body }) => service.addMember(user, body));
  handle(router, members.remove, ({ user, params }) => service.remove(user, params.id));
  return router;
}
