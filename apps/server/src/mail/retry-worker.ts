// The in-process retry loop of the "store, then notify" flow (store-then-notify.ts) for team notifications
// whose first send failed (built by composition.ts, started by main.ts). Every `intervalMs` it takes the due
// pending records of each kind, claims each one (so two server processes never send the same one twice at
// the same time) and tries again with backoff (delivery.ts: 5 attempts over about 1.5 hours), after which
// the record stays 'failed' for admins to see.
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/timestamps';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './delivery';
import { claimDelivery, listDueDeliveries } from './delivery-repository';
import type { RetryableRecords } from './store-then-notify';

export interface MailRetryWorkerOptions {
  db: Knex;
  now: () => Date;
  warn: (line: string) => void;
  policy?: RetryPolicy | undefined;
  sources: readonly RetryableRecords[];
  intervalMs?: number;
  batchSize?: number;
}

interface MailRetryRun {
  attempted: number;
  sent: number;
}

export interface MailRetryWorker {
  /** One pass over every source (tests call this directly with an injected clock). */
  runOnce(): Promise<MailRetryRun>;
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function createMailRetryWorker(options: MailRetryWorkerOptions): MailRetryWorker {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const intervalMs = options.intervalMs ?? 30_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<MailRetryRun> | undefined;

  async function pass(): Promise<MailRetryRun> {
    const result: MailRetryRun = { attempted: 0, sent: 0 };
    for (const source of options.sources) {
      const now = options.now();
      const due = await listDueDeliveries(options.db, source.table, isoTimestamp(now), batchSize);
      for (const item of due) {
        // One record failing (its row, the database, the SMTP server) must not end the pass or the process:
        // it is logged and its lease runs out, so a later pass takes it again (decision 160).
        try {
          const leaseUntil = isoTimestamp(new Date(options.now().getTime() + policy.leaseMs));
          if (!(await claimDelivery(options.db, source.table, item.id, isoTimestamp(options.now()), leaseUntil)))
            continue;
          const state = await source.retry(item.id, item.attempts);
          if (!state) continue;
          result.attempted += 1;
          if (state.status === 'sent') result.sent += 1;
        } catch (error) {
          options.warn(
            `[mail] retry of ${source.table} #${item.id} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    return result;
  }

  function runOnce(): Promise<MailRetryRun> {
    // Never two passes at once: a slow SMTP server must not make passes pile up.
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => {
          options.warn(`[mail] retry pass failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }, intervalMs);
      // The loop alone must not keep the process alive (tests, graceful shutdown).
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
