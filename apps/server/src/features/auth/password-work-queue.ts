// The one queue every bcrypt hash and compare of a process waits in (docs/decisions/205-bounded-password-work-and-timeouts.md).
// bcrypt runs on libuv's thread pool (4 threads), which SQLite, file reads and DNS share; an unbounded flood of
// registrations filled it and the CPUs, and a sign-in waited behind every hash queued before it. Here at most
// `concurrency` jobs run at once, and a waiting sign-in (a compare) starts before any waiting new password (a hash).
// New passwords never take the last place (when there are two or more): a sign-in that comes during a registration
// flood starts at once instead of waiting for a hash to finish, and the hashes leave a CPU to the event loop. Jobs of
// one kind start in the order they came. The queue is bounded (docs/decisions/205-bounded-password-work-and-timeouts.md): past
// `maxWaiting` waiting jobs a new one is refused at once (PasswordQueueFull: the caller answers 429 with Retry-After),
// and a waiting job whose client has gone (its AbortSignal) leaves the queue without running.

/** The queue already holds as many waiting jobs as it may. */
export class PasswordQueueFull extends Error {
  constructor() {
    super('Too many passwords are waiting to be checked');
    this.name = 'PasswordQueueFull';
  }
}

/** The job's client went away before it started: it was dropped. */
export class PasswordWorkAbandoned extends Error {
  constructor() {
    super('The client went away before its password was checked');
    this.name = 'PasswordWorkAbandoned';
  }
}

/** 'sign-in': checking a password someone typed (a compare). 'new-password': hashing one to store it. */
export type PasswordWorkKind = 'sign-in' | 'new-password';

/** Kinds in the order they are served: a waiting sign-in always starts first. */
const PRIORITY: readonly PasswordWorkKind[] = ['sign-in', 'new-password'];

export interface PasswordWorkQueue {
  /**
   * Runs `work` when a place is free (sign-ins first); settles as `work` does. Refused at once with PasswordQueueFull
   * when the queue is full; dropped with PasswordWorkAbandoned when `signal` aborts before it starts.
   */
  run<T>(kind: PasswordWorkKind, work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Jobs running now and waiting per kind (for tests and the benchmark). */
  readonly stats: { running: number; waiting: Record<PasswordWorkKind, number> };
}

export function createPasswordWorkQueue(
  concurrency: number,
  /** Jobs that may wait (all kinds together) besides the running ones. */
  maxWaiting = Number.POSITIVE_INFINITY,
): PasswordWorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError('concurrency must be a whole number >= 1');
  const waiting: Record<PasswordWorkKind, Array<() => void>> = { 'sign-in': [], 'new-password': [] };
  const runningOf: Record<PasswordWorkKind, number> = { 'sign-in': 0, 'new-password': 0 };
  let running = 0;
  /** The places each kind may hold: sign-ins all of them, new passwords all but one. */
  const places: Record<PasswordWorkKind, number> = {
    'sign-in': concurrency,
    'new-password': Math.max(1, concurrency - 1),
  };

  const startWhatFits = () => {
    while (running < concurrency) {
      const kind = PRIORITY.find((k) => waiting[k].length > 0 && runningOf[k] < places[k]);
      if (!kind) return;
      running += 1;
      runningOf[kind] += 1;
      waiting[kind].shift()!();
    }
  };

  return {
    run<T>(kind: PasswordWorkKind, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new PasswordWorkAbandoned());
          return;
        }
        if (waiting['sign-in'].length + waiting['new-password'].length >= maxWaiting) {
          reject(new PasswordQueueFull());
          return;
        }
        const abandon = () => {
          const at = waiting[kind].indexOf(start);
          if (at < 0) return;
          waiting[kind].splice(at, 1);
          reject(new PasswordWorkAbandoned());
        };
        const start = () => {
          signal?.removeEventListener('abort', abandon);
          // A job that throws instead of rejecting frees its place all the same.
          const done = new Promise<T>((settle) => settle(work()));
          done.then(resolve, reject).finally(() => {
            running -= 1;
            runningOf[kind] -= 1;
            startWhatFits();
          });
        };
        signal?.addEventListener('abort', abandon, { once: true });
        waiting[kind].push(start);
        startWhatFits();
      });
    },
    get stats() {
      return {
        running,
        waiting: { 'sign-in': waiting['sign-in'].length, 'new-password': waiting['new-password'].length },
      };
    },
  };
}
