// What an app is built from: createApp() makes it once, the features compose every service from it (base.ts,
// features/<name>/feature.ts), and a feature router may read a setting or the clock from it.
import type { Knex } from 'knex';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './features/auth/passwords';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface AppContext {
  env: Env;
  db: Knex;
  /** The mailer every e-mail leaves through (tests pass one); absent, one is built from env (mail/app-mailer.ts). */
  mailer?: Mailer | undefined;
  passwords: PasswordHasher;
  log: Logger;
  /** The clock. Tests may fix it; core rules take `now` from here. */
  now: () => Date;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};
