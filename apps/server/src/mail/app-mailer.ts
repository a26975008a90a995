// The mailer the mail outbox sends with (base.ts): the one createApp() was given (tests pass one pointed at
// their SMTP server), else one built from the environment (SMTP, or .eml files in development). One per context.
import type { AppContext } from '../app-context';
import { createMailer, type Mailer } from './mailer';

const fromEnv = new WeakMap<AppContext, Mailer>();

export function resolveMailer(ctx: AppContext): Mailer {
  if (ctx.mailer) return ctx.mailer;
  let mailer = fromEnv.get(ctx);
  if (!mailer) {
    mailer = createMailer(ctx.env, { log: (line) => ctx.log.info(line) });
    fromEnv.set(ctx, mailer);
  }
  return mailer;
}
