// Sends the spool to the server in order (docs/decisions/240-bay-agent-and-device-keys.md): batches of at most 500
// shots to POST /api/bay/shots with the bay's key. A batch leaves the spool only when the server answered 200; a
// shot the server calls malformed (400 naming `shots.<n>.<field>`) is set aside so the rest can go; anything else
// (no network, the server down or restarting, 401 for a key being replaced, 429) waits and tries again, from 1 s
// backing off to 30 s, so nothing is lost and, the server storing each shot id once, nothing is stored twice. A new
// shot during the backoff tries again at once (at most once a second), so shots follow a short outage within a second
// of the next shot rather than up to 30 s late. A refused key is said as such, once a minute (decision 422).
import { API, MAX_BAY_SHOTS_PER_REQUEST, type BayHealthReport } from '@longwood/core';
import type { Spool } from './spool';

export interface SenderOptions {
  spool: Spool;
  /** The server's address, e.g. https://longwoodgolf.example */
  server: string;
  key: string;
  /** Waits after a failed send, in order; the last repeats. */
  retryDelaysMs?: readonly number[];
  /** How long an idle sender waits before looking at the spool again (a new shot wakes it at once). */
  idleMs?: number;
  /** A spooled shot not to send yet (GSPro may still name its club): the batch stops before it. */
  held?: (name: string) => boolean;
  /** How often a refused key is said again (a minute). */
  keyRefusedEveryMs?: number;
  log?: (line: string) => void;
}

export type ServerState = 'unknown' | 'reachable' | 'unreachable' | 'key refused';

export interface Sender {
  /** Something was added to the spool: look now. */
  wake(): void;
  state(): ServerState;
  /** Sends the agent's health line (docs/decisions/423-bay-agent-health-line.md); a failure waits for the next. */
  reportHealth(report: BayHealthReport): Promise<void>;
  /** Stops after the request in flight (which leaves the spool as the server answered). */
  stop(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
/** What the log says of a refused key (401), once a minute while it lasts. */
export const KEY_REFUSED_MESSAGE = 'this key was revoked or is wrong: issue a new one on /admin/facility';
/** A new shot tries again during a backoff, but not sooner than this after the last try. */
const MIN_TRY_GAP_MS = 1_000;

export function startSender(options: SenderOptions): Sender {
  const log = options.log ?? (() => undefined);
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const url = new URL(API.bay.shots.path, options.server);
  const filesUrl = new URL(API.bay.sessionFiles.path, options.server);
  const healthUrl = new URL(API.bay.health.path, options.server);
  let state: ServerState = 'unknown';
  let running = true;
  let failures = 0;
  let wakeUp: (() => void) | null = null;
  let lastTry = 0;
  let keyRefusedSaidAt = -Infinity;

  /** The server's answer to a try that failed: a refused key said once a minute, the rest as it comes. */
  const failed = (status: number, what: string) => {
    if (status === 401) {
      state = 'key refused';
      const now = Date.now();
      if (now - keyRefusedSaidAt >= (options.keyRefusedEveryMs ?? 60_000)) {
        keyRefusedSaidAt = now;
        log(`Server refused the bay key (401): ${KEY_REFUSED_MESSAGE}. ${what} wait in the spool.`);
      }
      return;
    }
    state = status >= 500 ? 'unreachable' : 'reachable';
    log(`Server answered ${status}; ${what} wait and go later.`);
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  /** One batch: true when the spool moved on (sent or set aside), false when it must wait. */
  async function sendBatch(): Promise<boolean | null> {
    const batch = await options.spool.shots(MAX_BAY_SHOTS_PER_REQUEST, options.held);
    if (batch.length === 0) return sendFile();
    lastTry = Date.now();
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ shots: batch.map((b) => b.shot) }),
      });
    } catch (error) {
      state = 'unreachable';
      log(`Server unreachable: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    const body = (await res.json().catch(() => null)) as { fieldErrors?: Record<string, string[]> } | null;
    if (res.status === 200) {
      state = 'reachable';
      await options.spool.remove(batch.map((b) => b.name));
      return true;
    }
    if (res.status === 400) {
      state = 'reachable';
      const bad = new Set<number>();
      for (const field of Object.keys(body?.fieldErrors ?? {})) {
        const match = /^shots\.(\d+)\./.exec(field);
        if (match) bad.add(Number(match[1]));
      }
      // Without a shot named, the whole batch is what the server refuses.
      const rejected = bad.size > 0 ? batch.filter((_, i) => bad.has(i)) : batch;
      log(`Server refused ${rejected.length} shot(s) as malformed: ${JSON.stringify(body?.fieldErrors ?? {})}`);
      await options.spool.reject(rejected.map((b) => b.name));
      return true;
    }
    failed(res.status, 'the shots');
    return false;
  }

  /** The oldest session file, as the member upload sends one (multipart, field `file`). */
  async function sendFile(): Promise<boolean | null> {
    const file = await options.spool.nextFile();
    if (!file) return null;
    lastTry = Date.now();
    const form = new FormData();
    form.append('file', new Blob([file.bytes]), file.fileName);
    let res: Response;
    try {
      res = await fetch(filesUrl, { method: 'POST', headers: { authorization: `Bearer ${options.key}` }, body: form });
    } catch (error) {
      state = 'unreachable';
      log(`Server unreachable: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 200) {
      state = 'reachable';
      await options.spool.removeFile(file.name);
      return true;
    }
    if (res.status === 400 || res.status === 413) {
      state = 'reachable';
      log(`Server refused ${file.fileName} (${res.status}); kept in the spool's rejected folder.`);
      await options.spool.rejectFile(file.name);
      return true;
    }
    failed(res.status, file.fileName);
    return false;
  }

  const loop = (async () => {
    while (running) {
      let moved: boolean | null;
      try {
        moved = await sendBatch();
      } catch (error) {
        log(`Spool: ${error instanceof Error ? error.message : String(error)}`);
        moved = false;
      }
      if (!running) break;
      if (moved === true) {
        failures = 0;
      } else if (moved === false) {
        await pause(delays[Math.min(failures, delays.length - 1)]!);
        failures += 1;
      } else {
        failures = 0;
        await pause(options.idleMs ?? 5_000);
      }
    }
  })();

  return {
    // While the server is failing, a new shot tries again once at least a second has passed since the last try.
    wake: () => {
      if (failures === 0 || Date.now() - lastTry >= MIN_TRY_GAP_MS) wakeUp?.();
    },
    state: () => state,
    async reportHealth(report) {
      try {
        // A report is worth little late, and a stopping agent waits for it: ten seconds at most.
        const res = await fetch(healthUrl, {
          signal: AbortSignal.timeout(10_000),
          method: 'POST',
          headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(report),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status === 401) failed(401, 'the shots');
      } catch {
        // The server is unreachable: the sender's own tries say so; the next minute's report replaces this one.
      }
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
