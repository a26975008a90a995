// Session routes (SPEC §7): GET /api/user, POST /api/login, POST /api/register, POST /api/logout.
import { Router } from 'express';
import { loginSchema, registerPayloadSchema } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { currentUser, requireUser } from '../../http/auth';
import { signInSession, signOutSession } from '../../http/session';
import { parseBody } from '../../http/validate';
import { createUsersRepository } from '../../db/users-repository';
import { createLoginAttemptsRepository } from './login-attempts-repository';
import { createLoginThrottle } from './login-throttle';
import { createAuthService } from './service';

export function createAuthRouter(ctx: AppContext): Router {
  const service = createAuthService({
    users: createUsersRepository(ctx.db),
    throttle: createLoginThrottle(createLoginAttemptsRepository(ctx.db)),
    hasher: ctx.passwords,
    now: ctx.now,
  });
  const router = Router();

  router.get('/user', requireUser, (req, res) => {
    res.json(currentUser(req));
  });

  router.post('/login', async (req, res) => {
    const input = parseBody(loginSchema, req);
    const user = await service.login(input, req.ip ?? 'unknown');
    await signInSession(req, user.id);
    res.json(user);
  });

  router.post('/register', async (req, res) => {
    const payload = parseBody(registerPayloadSchema, req);
    const user = await service.register(payload);
    await signInSession(req, user.id);
    res.status(201).json(user);
  });

  router.post('/logout', async (req, res) => {
    await signOutSession(req, res, ctx.env);
    res.json({ message: 'You have been logged out.' });
  });

  return router;
}
