// Session routes (docs/requirements.md#api-conventions): GET /api/user, POST /api/login, POST /api/register, POST /api/logout;
// and an admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md): the sign-in's second
// step, enrolment, and re-authentication.
import { Router } from 'express';
import { API, SECOND_FACTOR_MESSAGES, type User } from '@longwood/core';
import type { Env } from '../../env';
import { handle } from '../../http/contract-route';
import { AppError } from '../../http/errors';
import { signInSession, signOutSession, startPendingSignIn } from '../../http/session';
import type { AuthService } from './service';
import { PENDING_SIGN_IN_MS, type SecondFactorService } from './second-factor';

export function createAuthRouter(
  service: AuthService,
  secondFactor: SecondFactorService,
  env: Env,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();
  const { session, signIn, account } = API;

  handle(router, session.current, ({ user }) => user);

  handle(router, signIn.login, async ({ body, req }) => {
    const user = await service.login(body, req.ip ?? 'unknown');
    if (await secondFactor.isEnrolled(user.id)) {
      await startPendingSignIn(req, user.id, now());
      throw new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.codeNeeded);
    }
    await signInSession(req, env, user, now());
    return user;
  });

  handle(router, API.secondFactor.signIn, async ({ body, req }) => {
    const { pendingUserId, pendingSince } = req.session;
    const expired = () => new AppError('SECOND_FACTOR_EXPIRED', SECOND_FACTOR_MESSAGES.signInExpired);
    if (typeof pendingUserId !== 'number' || typeof pendingSince !== 'number') throw expired();
    if (now().getTime() - pendingSince > PENDING_SIGN_IN_MS) throw expired();
    await secondFactor.takeCode(pendingUserId, body.code);
    const user = await service.userById(pendingUserId);
    if (!user) throw expired();
    await signInSession(req, env, user, now(), { reauthenticated: true });
    return user;
  });

  handle(router, signIn.register, async ({ body, req }) => {
    const user = await service.register(body, req.ip ?? 'unknown');
    await signInSession(req, env, user, now());
    return user;
  });

  handle(router, account.signOutOtherDevices, async ({ user, req }) => {
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

  /** The password again (counted like a sign-in attempt); a wrong one is a field error on the form. */
  const confirmPassword = async (user: User, password: string, ip: string | undefined) => {
    if (!(await service.confirmPassword(user, password, ip ?? 'unknown'))) {
      throw new AppError('VALIDATION_FAILED', SECOND_FACTOR_MESSAGES.passwordWrong, {
        password: [SECOND_FACTOR_MESSAGES.passwordWrong],
      });
    }
  };

  handle(router, API.secondFactor.status, ({ user, req }) => secondFactor.status(user, req.session));

  handle(router, API.secondFactor.startEnrolment, async ({ user, body, req }) => {
    await confirmPassword(user, body.password, req.ip);
    return secondFactor.startEnrolment(user);
  });

  handle(router, API.secondFactor.confirmEnrolment, ({ user, body }) => secondFactor.confirmEnrolment(user, body.code));

  /** The password and then a code of an enrolled account: what re-authenticating, turning off and new codes ask. */
  const confirmEnrolledPassword = async (user: User, password: string, ip: string | undefined) => {
    if (!(await secondFactor.isEnrolled(user.id)))
      throw new AppError('SECOND_FACTOR_NOT_ENROLLED', SECOND_FACTOR_MESSAGES.notEnrolled);
    await confirmPassword(user, password, ip);
  };

  handle(router, API.secondFactor.disable, async ({ user, body, req }) => {
    await confirmEnrolledPassword(user, body.password, req.ip);
    const done = await secondFactor.disable(user, body.code);
    delete req.session.reauthenticatedAt;
    return done;
  });

  handle(router, API.secondFactor.regenerateRecoveryCodes, async ({ user, body, req }) => {
    await confirmEnrolledPassword(user, body.password, req.ip);
    return secondFactor.regenerateRecoveryCodes(user, body.code);
  });

  handle(router, API.secondFactor.reauthenticate, async ({ user, body, req }) => {
    await confirmEnrolledPassword(user, body.password, req.ip);
    await secondFactor.takeCode(user.id, body.code);
    const at = now().getTime();
    req.session.reauthenticatedAt = at;
    return {
      reauthenticatedUntil: secondFactor.reauthenticatedUntil(at),
      message: 'Confirmed. You can grant admin access and change the keypad code for the next 10 minutes.',
    };
  });

  return router;
}
