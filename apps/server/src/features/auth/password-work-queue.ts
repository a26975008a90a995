// The one queue every bcrypt hash and compare of a process waits in (docs/decisions/205-bounded-password-work-and-timeouts.md).
// bcrypt runs on libuv's thread pool (4 threads), which SQLite, file reads and DNS share; an unbounded flood of
// registrations filled it and the CPUs, and a sign-in waited behind every hash queued before it. Here at most
// `concurrency` jobs run at once, and a waiting sign-in (a compare) starts before any waiting new password (a hash).
// New passwords never take the last place (when there are two or more): a sign-in that comes during a registration
// flood starts at once instead of waiting for a hash to finish, and the hashes leave a CPU to the event loop. Jobs of
// one kind start in the order they came.

/** 'sign-in': checking a password someone typed (a compare). 'new-password': hashing one to store it. */
export type PasswordWorkKind = 'sign-in' | 'new-password';

/** Kinds in the order they are served: a waiting sign-in always starts first. */
const PRIORITY: readonly PasswordWorkKind[] = ['sign-in', 'new-password'];

export interface PasswordWorkQueue {
  /** Runs `work` when a place is free (sign-ins first); settles as `work` does. */
  run<T>(kind: PasswordWorkKind, work: () => Promise<T>): Promise<T>;
  /** Jobs running now and waiting per kind (for tests and the benchmark). */
  readonly stats: { running: number; waiting: Record<PasswordWorkKind, number> };
}

export function createPasswordWorkQueue(concurrency: number): PasswordWorkQueue {
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
    run<T>(kind: PasswordWorkKind, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting[kind].push(() => {
          // A job that throws instead of rejecting frees its place all the same.
          const done = new Promise<T>((settle) => settle(work()));
          done.then(resolve, reject).finally(() => {
            running -= 1;
            runningOf[kind] -= 1;
            startWhatFits();
          });
        });
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
