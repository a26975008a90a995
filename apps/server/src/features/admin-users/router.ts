// Admin user management (SPEC §7): GET /api/admin/users, PATCH /api/admin/users/:id/membership,
// PATCH /api/admin/users/:id/admin. DELETE and add-member belong to the account feature.
import { Router } from 'express';
import { adminToggleSchema, membershipToggleSchema } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { currentUser, requireAdmin } from '../../http/auth';
import { parseBody, parseIdParam } from '../../http/validate';
import { createUsersRepository } from '../../db/users-repository';
import { createAdminUsersService } from './service';

export function createAdminUsersRouter(ctx: AppContext): Router {
  const service = createAdminUsersService(createUsersRepository(ctx.db));
  const router = Router();

  router.get('/admin/users', requireAdmin, async (_req, res) => {
    res.json(await service.list());
  });

  router.patch('/admin/users/:id/membership', requireAdmin, async (req, res) => {
    const id = parseIdParam(req);
    const { isMember } = parseBody(membershipToggleSchema, req);
    res.json(await service.setMembership(id, isMember));
  });

  router.patch('/admin/users/:id/admin', requireAdmin, async (req, res) => {
    const id = parseIdParam(req);
    const { isAdmin } = parseBody(adminToggleSchema, req);
    res.json(await service.setAdmin(currentUser(req), id, isAdmin));
  });

  return router;
}
