// The benchmark's processes: the server under test (the production build, or src/main.ts through tsx) and the
// hello-world, each started through test-support's one process starter and stopped at the end; and what /proc says
// about them (resident memory, CPU time of a process tree). Linux figures; NaN elsewhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeProcess, type NodeProcess } from '@longwood/test-support/node-process';
import { startBackgroundLoad, stopBackgroundLoad } from './background-load';
import type { Cleanups } from './data';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TSX = path.join(SERVER_DIR, 'node_modules', '.bin', 'tsx');

/**
 * The server as production runs it: the ahead-of-time build (dist/main.js, built by buildServer() before the first
 * phase; decision 167). BENCH_SERVER=tsx measures src/main.ts through the TypeScript loader instead.
 */
export const SERVER_SCRIPT = process.env.BENCH_SERVER === 'tsx' ? 'src/main.ts' : 'dist/main.js';

/** BENCH_SERVER_NODE_ARGS: Node options for the processes under test only (e.g. '--single-threaded-gc'), not the bench's. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** BENCH_CPU_PROF=<dir>: every process under `node --cpu-prof`, one .cpuprofile each, written when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

/** A web build that does not exist: the server answers the API only. */
const NO_WEB_DIST = path.join(os.tmpdir(), 'lgf-bench-no-web-dist');

export type DatabaseSettings = { DATABASE_URL?: string; SQLITE_FILE?: string };

export interface BenchProcess {
  baseUrl: string;
  child: NodeProcess['child'];
  /** SIGTERM (SIGKILL 5 s later if it is still running); resolves once it has exited. */
  stop(): Promise<void>;
}

const running = new Set<BenchProcess>();

/** Builds dist/main.js from the current source (production's build, decision 167). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
}

/** Starts `script` (TypeScript through tsx as node's loader) on `port` and waits until `readyPath` answers. */
export async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<BenchProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = await startNodeProcess({
    cwd: SERVER_DIR,
    script,
    // --cpu-prof is not allowed in NODE_OPTIONS: a profiled process is node itself, with tsx as its loader.
    nodeArgs: [
      ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []),
      ...SERVER_NODE_ARGS,
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
    ],
    args,
    env,
    readyUrl: `${baseUrl}${readyPath}`,
    timeoutMs: 60_000,
    label: script,
  });
  const handle: BenchProcess = {
    baseUrl,
    child: started.child,
    stop: async () => {
      running.delete(handle);
      await started.stop({ killAfterMs: 5_000 });
    },
  };
  running.add(handle);
  return handle;
}

/** The server under test (`script`, SERVER_SCRIPT by default) on a database, seeding the bays only. */
export function startServer(
  database: DatabaseSettings,
  port: number,
  { script = SERVER_SCRIPT, env = {} }: { script?: string; env?: Record<string, string> } = {},
): Promise<BenchProcess> {
  return startProcess(
    script,
    [],
    {
      NODE_ENV: 'test', // seeds the bays only; no demo accounts
      HOST: '127.0.0.1',
      PORT: String(port),
      BCRYPT_COST: '10',
      SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
      WEB_DIST_DIR: NO_WEB_DIST,
      ...env,
      ...database,
    },
    port,
    '/healthz',
  );
}

/** Stops every process still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop()));
}

/**
 * Runs a bench's `main` beside the BENCH_BACKGROUND_LOAD busy loops (support/background-load.ts): an error is printed
 * and sets exit code 1; then every process stops, `cleanups` run and the loops end.
 */
export function runBench(main: () => Promise<void>, cleanups: Cleanups): void {
  startBackgroundLoad();
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      await stopAll();
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
      }
      await stopBackgroundLoad();
    });
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU milliseconds used so far by `rootPid` and every process below it. */
export function treeCpuMs(rootPid: number | undefined): number {
  if (rootPid === undefined) return Number.NaN;
  try {
    const stats = new Map<number, { ppid: number; ticks: number }>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        // After the name: state(0) ppid(1) ... utime(11) stime(12)
        stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // the process ended meanwhile
      }
    }
    let ticks = 0;
    for (const [pid, stat] of stats) {
      for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
        if (at === rootPid) {
          ticks += stat.ticks;
          break;
        }
      }
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}
