// What every feature router receives. Built once per app by createApp().
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
  /** Present when the app sends e-mail (contact, password reset). */
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
