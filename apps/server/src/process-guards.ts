// Last-resort handlers (docs/decisions/160-database-faults-answer-503.md). Every known failure path answers
// its own request (the session store, the error middleware, the background jobs catch); these only catch
// what slipped through:
//   unhandledRejection → logged; the process keeps serving (a dropped promise leaves no half-run code behind).
//   uncaughtException  → a lost database connection (e.g. an idle pg client's 'error' event) is logged and
//                        the process keeps serving (the pool replaces the connection); anything else may have
//                        left state half-changed, so it is logged and the process drains and exits with 1 for
//                        the process manager to restart it.
import { isConnectionLost } from './db/dialect';
import type { Logger } from './app-context';

export interface ProcessGuardOptions {
  log: Logger;
  /** Called for an uncaught exception that is not a lost connection: drain, then exit(1). */
  fatal: (error: unknown) => void;
  target?: Pick<NodeJS.Process, 'on'>;
}

export function installProcessGuards({ log, fatal, target = process }: ProcessGuardOptions): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log.error('Unhandled promise rejection (kept serving)', reason);
  });
  target.on('uncaughtException', (error: unknown) => {
    if (isConnectionLost(error)) {
      log.error('Database connection lost outside a request (kept serving)', error);
      return;
    }
    log.error('Uncaught exception: draining and exiting', error);
    fatal(error);
  });
}
