// Signing in, registering and sessions, and an admin's second factor
// (docs/decisions/287-admin-second-factor-and-re-authentication.md), as a feature. Others receive its service to end
// a user's sessions (the session store's endAllSessionsOf) and its second factor's re-authentication check.
import type { User } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createLoginThrottle } from './login-throttle';
import { createAuthRouter } from './router';
import { createSecondFactorService } from './second-factor';
import { createSecondFactorRepository } from './second-factor-repository';
import { createAuthService } from './service';

export interface AuthNeeds {
  /** The e-mail verification feature: a new account's verification link. */
  emailVerification: { queueLink(user: User): Promise<void> };
}

export function composeAuth(base: Base, needs: AuthNeeds) {
  const { env, limiter } = base;
  const auth = createAuthService({
    users: base.users,
    throttle: createLoginThrottle(limiter),
    sessions: base.sessions,
    hasher: base.passwords,
    registrations: {
      limiter,
      maxPerHour: env.REGISTRATION_LIMIT_PER_HOUR,
      maxPerMinuteOverall: env.REGISTRATION_GLOBAL_LIMIT_PER_MINUTE,
    },
    afterRegistration: (user) => needs.emailVerification.queueLink(user),
  });
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepository(base.db),
    limiter,
    key: env.SECOND_FACTOR_KEY ?? env.SESSION_SECRET,
    issuer: env.VITE_FACILITY_NAME,
    now: base.now,
  });
  return {
    services: { auth, secondFactor },
    routes: [createAuthRouter(auth, secondFactor, env, base.now)],
  } satisfies ServerFeature;
}
