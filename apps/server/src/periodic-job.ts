// The one way the server runs work in the background (docs/decisions/195-periodic-jobs.md): the mail delivery job,
// the lesson reminders, the expired-session cleanup. base.ts and the features' modules (feature.ts) build each from a
// pass its module exports; main.ts starts them and stops them on shutdown (app.closeResources).
//   start  the first pass at once, then each next one `everyMs` after the previous ended: a slow pass (a mail
//          server timing out) delays the next instead of piling passes up, and two never run at once.
//   errors a failed pass is logged as a warning and the job goes on; what a pass must not lose it keeps in the
//          database, so the next pass (in this process or another) picks it up.
//   timers unref'd: a job alone never keeps the process alive.
//   stop   clears the timer and waits for the pass in flight, so the mailer and the database close after it.
import { errorText } from './logger';

export interface PeriodicJob<Result> {
  readonly name: string;
  /** One pass now (the timer's, or a test's); while one runs, its result instead of a second. */
  runOnce(): Promise<Result>;
  start(): void;
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<Result> {
  /** Names it in the logs: '[mail delivery] pass failed: …'. */
  name: string;
  everyMs: number;
  run: () => Promise<Result>;
  warn: (line: string) => void;
}

export function createPeriodicJob<Result>(options: PeriodicJobOptions<Result>): PeriodicJob<Result> {
  let running: Promise<Result> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  function runOnce(): Promise<Result> {
    // A run that throws at once fails its pass like one that rejects.
    running ??= new Promise<Result>((resolve) => resolve(options.run())).finally(() => {
      running = undefined;
    });
    return running;
  }

  function tick(): void {
    timer = undefined;
    runOnce()
      .catch((error: unknown) => {
        options.warn(`[${options.name}] pass failed: ${errorText(error)}`);
      })
      .finally(() => {
        if (!started || timer) return;
        timer = setTimeout(tick, options.everyMs);
        timer.unref();
      });
  }

  return {
    name: options.name,
    runOnce,
    start() {
      if (started) return;
      started = true;
      tick();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
