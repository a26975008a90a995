import type { ChildProcess } from 'node:child_process';

export interface NodeProcess {
  child: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then (with `killAfterMs`) SIGKILL if it is still running by then; resolves with the exit code. */
  stop(options?: { killAfterMs?: number }): Promise<number | null>;
}

/** Starts `node ...nodeArgs script ...args` in `cwd` and waits until `readyUrl` answers as `isReady` wants. */
export function startNodeProcess(options: {
  cwd: string;
  script: string;
  nodeArgs?: string[];
  args?: string[];
  /** The process's whole environment, besides PATH and HOME. */
  env: Record<string, string>;
  readyUrl: string;
  /** Any answer by default. */
  isReady?: (res: Response) => boolean;
  /** 30 s by default. */
  timeoutMs?: number;
  /** How errors name it ('The server process'). */
  label?: string;
}): Promise<NodeProcess>;
