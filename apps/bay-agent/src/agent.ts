// The bay agent put together (docs/decisions/240-bay-agent-and-device-keys.md): the relay copies shots into the
// spool, the sender empties the spool to the server, and a status line says every minute whether GSPro and the
// server are connected and how many shots wait.
import { bayShotOf } from '@longwood/core';
import type { AgentOptions } from './options';
import { startRelay, type Relay } from './relay';
import { startSender, type Sender } from './sender';
import { openSpool } from './spool';
import { startWatcher, type Watcher } from './watch';

export interface AgentTimings {
  answerWaitMs?: number;
  retryDelaysMs?: readonly number[];
  idleMs?: number;
  statusEveryMs?: number;
  watchEveryMs?: number;
}

export interface Agent {
  relay: Relay;
  sender: Sender;
  /** The watched folder's watcher (none without a folder to watch). */
  watcher: Watcher | null;
  /** The status line as printed every minute. */
  status(): Promise<string>;
  stop(): Promise<void>;
}

export async function startAgent(
  options: AgentOptions,
  log: (line: string) => void,
  timings: AgentTimings = {},
): Promise<Agent> {
  const spool = await openSpool(options.spool);
  const sender = startSender({
    spool,
    server: options.server,
    key: options.key,
    retryDelaysMs: timings.retryDelaysMs,
    idleMs: timings.idleMs,
    log,
  });
  let writes: Promise<void> = Promise.resolve();
  const relay = await startRelay({
    listen: options.listen,
    gspro: options.gspro,
    answerWaitMs: timings.answerWaitMs,
    log,
    onShot(message, hitAt, club) {
      const shot = bayShotOf(message, spool.newShotId(), hitAt, club);
      if (!shot) return;
      // In order, one after another; a failed write is logged and the relay never hears of it.
      writes = writes
        .then(() => spool.addShot(shot))
        .then(
          () => sender.wake(),
          (error: unknown) => log(`Could not spool a shot: ${error instanceof Error ? error.message : String(error)}`),
        );
    },
  });

  const watcher: Watcher | null = options.watch
    ? await startWatcher({
        dir: options.watch,
        spoolDir: options.spool,
        spool,
        everyMs: timings.watchEveryMs,
        onQueued: () => sender.wake(),
        log,
      })
    : null;

  const status = async () => {
    const waiting = await spool.waiting().catch(() => NaN);
    return `[bay-agent] ${new Date().toISOString()} GSPro: ${relay.connectedToGspro() ? 'connected' : 'not connected'} | server: ${sender.state()} | shots waiting: ${waiting}`;
  };
  const timer = setInterval(() => void status().then(log), timings.statusEveryMs ?? 60_000);
  timer.unref();

  return {
    relay,
    sender,
    watcher,
    status,
    async stop() {
      clearInterval(timer);
      watcher?.stop();
      await relay.close();
      await writes;
      await sender.stop();
    },
  };
}
