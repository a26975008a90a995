// Password reset as a feature: a code by e-mail, then a new password, which ends every session of the account
// through the auth feature. It also queues the welcome link of an account an admin adds (the members feature).
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createPasswordResetRepository } from './repository';
import { createPasswordResetRouter } from './router';
import { createPasswordResetService, type SessionEnder } from './service';

export interface PasswordResetNeeds {
  auth: SessionEnder;
  /** The e-mail verification feature: the notice that the password changed. */
  emailVerification: { queuePasswordChangeNotice(userId: number): Promise<void> };
}

export function composePasswordReset(base: Base, needs: PasswordResetNeeds) {
  const { env } = base;
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(base.db),
    limiter: base.limiter,
    users: base.users,
    auth: needs.auth,
    transaction: base.transaction,
    outbox: base.outbox,
    passwords: base.passwords,
    now: base.now,
    warn: base.warn,
    resetDomain: env.RESET_EMAIL_DOMAIN,
    appUrl: env.PUBLIC_APP_URL,
    pepper: env.RESET_CODE_PEPPER ?? env.SESSION_SECRET,
    afterPasswordChange: (userId) => needs.emailVerification.queuePasswordChangeNotice(userId),
  });
  return { services: { passwordReset }, routes: [createPasswordResetRouter(passwordReset)] } satisfies ServerFeature;
}
