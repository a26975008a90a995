// Session routes (docs/requirements.md#api-conventions): GET /api/user, POST /api/login, POST /api/register, POST /api/logout.
import { FeatureRoutes } from '../../http/api-routes';
import { API } from '@longwood/core';
import type { Env } from '../../env';
import { handle } from '../../http/contract-route';
import { signInSession, signOutSession } from '../../http/session';
import type { AuthService } from './service';

export function createAuthRouter(service: AuthService, env: Env, now: () => Date = () => new Date()): FeatureRoutes {
  const router = new FeatureRoutes();
  const { session } = API;

  handle(router, session.current, ({ user }) => user);

  handle(router, session.login, async ({ body, req }) => {
    const user = await service.login(body, req.ip ?? 'unknown');
    await signInSession(req, env, user, now());
    return user;
  });

  handle(router, session.register, async ({ body, req }) => {
    const user = await service.register(body, req.ip ?? 'unknown');
    await signInSession(req, env, user, now());
    return user;
  });

  handle(router, session.signOutOtherDevices, async ({ user, req }) => {
    const ended = await service.endOtherSessionsOf(user.id, req.sessionID);
    return {
      ended,
      message: ended === 1 ? 'Signed out of 1 other device.' : `Signed out of ${ended} other devices.`,
    };
  });

  handle(router, session.logout, async ({ req, res }) => {
    await signOutSession(req, res, env);
    return { message: 'You have been logged out.' };
  });

  return router;
}
