// "A loaded machine", defined so that a run can be repeated: BENCH_BACKGROUND_LOAD=N keeps N busy loops running for
// the whole run of a bench started through runBench (support/processes.ts: `pnpm bench`, `bench:admin`,
// `bench:budgets`), each a Node process in a session of its own, as another engineer's test suite would be. On this
// 2-core machine N=2 with the bench's own work (its server, Postgres, autocannon) gives a load average of about 3-4,
// twice the cores: the budgets' aim (under 70 %) is to hold on such a machine, not only on a quiet one.
// Why processes with their own sessions, not threads of the bench: Linux shares the CPUs between sessions first
// (autogroup scheduling), so loops inside the bench's session would take their time from the bench and its server
// alone, not from the machine. Each loop ends when the bench's process does (it checks its parent every ~10 ms), so
// none keeps spinning after a crash. Every heading names the setting (benchHeading, the budgets' table).
import { spawn, type ChildProcess } from 'node:child_process';

const COUNT = Math.max(0, Math.floor(Number(process.env.BENCH_BACKGROUND_LOAD ?? 0)) || 0);

/** Spins, and leaves once its parent (the bench) is gone. */
const LOOP = `const parent = process.ppid; for (;;) { for (let i = 0; i < 1e7; i++); if (process.ppid !== parent) process.exit(0); }`;

const loops: ChildProcess[] = [];

/** 'BENCH_BACKGROUND_LOAD=2 (2 busy processes)', or 'no background load'. */
export function backgroundLoadSetting(): string {
  return COUNT === 0
    ? 'no background load'
    : `BENCH_BACKGROUND_LOAD=${COUNT} (${COUNT} busy process${COUNT === 1 ? '' : 'es'})`;
}

export function startBackgroundLoad(): void {
  for (let i = loops.length; i < COUNT; i++) {
    // detached: a session (and so a scheduling group) of its own.
    const loop = spawn(process.execPath, ['-e', LOOP], { detached: true, stdio: 'ignore' });
    loop.unref();
    loops.push(loop);
  }
}

export async function stopBackgroundLoad(): Promise<void> {
  await Promise.all(
    loops.splice(0).map(
      (loop) =>
        new Promise<void>((resolve) => {
          if (loop.exitCode !== null || loop.signalCode !== null) return resolve();
          loop.once('exit', () => resolve());
          loop.kill('SIGKILL');
        }),
    ),
  );
}
