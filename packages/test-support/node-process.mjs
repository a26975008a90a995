// The one way tests, the e2e harness and the benchmark start a server as its own process: `node` itself with any
// loader as an argument (`--import tsx`; not the tsx CLI, which relays signals through a second process), so the pid
// is the server's and SIGTERM reaches its own shutdown handler; its output is kept for the error when it does not come
// up. Types: node-process.d.mts.
import { spawn } from 'node:child_process';

/**
 * @param {{
 *   cwd: string, script: string, nodeArgs?: string[], args?: string[], env: Record<string, string>,
 *   readyUrl: string, isReady?: (res: Response) => boolean, timeoutMs?: number, label?: string,
 * }} options
 */
export async function startNodeProcess({
  cwd,
  script,
  nodeArgs = [],
  args = [],
  env,
  readyUrl,
  isReady = () => true,
  timeoutMs = 30_000,
  label = 'The server process',
}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d.toString()));
  child.stderr?.on('data', (d) => (output += d.toString()));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited early:\n${output}`);
    try {
      if (isReady(await fetch(readyUrl))) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not answer ${readyUrl} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    output: () => output,
    exited,
    /** SIGTERM, then (with `killAfterMs`) SIGKILL if it is still running by then; resolves with the exit code. */
    stop({ killAfterMs } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
      }
      return exited;
    },
  };
}
