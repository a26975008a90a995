// E-mail verification links as a feature (docs/decisions/207-email-verification-and-identities.md): sent at
// registration and after every change of address (the auth and account features call its service), and the notices
// of a changed address or password.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createEmailVerificationRouter } from './router';
import { createEmailVerificationService } from './service';

export function composeEmailVerification(base: Base) {
  const emailVerification = createEmailVerificationService({
    users: base.users,
    outbox: base.outbox,
    appUrl: base.env.PUBLIC_APP_URL,
    secret: base.env.SESSION_SECRET,
    mailLimit: base.mailLimit,
    now: base.now,
  });
  return {
    services: { emailVerification },
    routes: [createEmailVerificationRouter(emailVerification)],
  } satisfies ServerFeature;
}
