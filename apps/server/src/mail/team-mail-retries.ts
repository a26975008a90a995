// Wires the retry worker to every record type whose team e-mail may need another try. main.ts starts it.
import type { Knex } from 'knex';
import type { Logger } from '../app-context';
import type { Env } from '../env';
import { contactMailRetrySource } from '../features/contact/contact-mail';
import { membershipMailRetrySource } from '../features/membership-requests/membership-mail';
import type { RetryPolicy } from './delivery';
import type { Mailer } from './mailer';
import { createMailRetryWorker, type MailRetryWorker } from './retry-worker';

export interface TeamMailRetryOptions {
  db: Knex;
  env: Pick<Env, 'FACILITY_TEAM_EMAIL'>;
  mailer: Mailer;
  log: Pick<Logger, 'warn'>;
  now?: () => Date;
  intervalMs?: number;
  policy?: RetryPolicy;
}

export function createTeamMailRetryWorker(options: TeamMailRetryOptions): MailRetryWorker {
  return createMailRetryWorker({
    db: options.db,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    warn: (line) => options.log.warn(line),
    sources: [contactMailRetrySource(options.env.FACILITY_TEAM_EMAIL), membershipMailRetrySource(options.env.FACILITY_TEAM_EMAIL)],
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
  });
}
