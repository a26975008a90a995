// The bay agent put together (docs/decisions/240-bay-agent-and-device-keys.md): the relay copies shots into the
// spool before GSPro gets them (decision 420), the sender empties the spool to the server, and a status line says
// every minute whether GSPro and the server are connected and how many shots wait, and sends the same as the bay's
// health line for the desk (decision 423). A connector's resend of a shot
// (the same device, ShotNumber and ball data within seconds, core's isBayShotResend; decision 421) is spooled once.
import { BAY_SHOT_RESEND_WINDOW_MS, bayShotOf, isBayShotResend, type BayShot } from '@longwood/core';
import type { AgentOptions } from './options';
import { startRelay, type Relay, type ShotCopy } from './relay';
import { startSender, type Sender } from './sender';
import { openSpool } from './spool';
import { startWatcher, type Watcher } from './watch';

export interface AgentTimings {
  answerWaitMs?: number;
  retryDelaysMs?: readonly number[];
  /** How often a refused key is said again in the log (a minute). */
  keyRefusedEveryMs?: number;
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
  /** Shots spooled whose answer GSPro may still give (their club may change): the sender waits for them. */
  const unsettled = new Set<string>();
  /** Shots seen lately, to know a connector's resend: those of the spool's last half minute after a restart. */
  const recent: Array<{ device: string | undefined; shot: BayShot }> = (
    await spool.since(Date.now() - BAY_SHOT_RESEND_WINDOW_MS)
  ).map(({ device, shot }) => ({ device, shot }));
  let lastShotAt: string | null = recent.at(-1)?.shot.hitAt ?? null;
  const sender = startSender({
    spool,
    server: options.server,
    key: options.key,
    retryDelaysMs: timings.retryDelaysMs,
    idleMs: timings.idleMs,
    keyRefusedEveryMs: timings.keyRefusedEveryMs,
    held: (name) => unsettled.has(name),
    log,
  });
  /** Spool writes, one after another in the order the shots came. */
  let writes: Promise<unknown> = Promise.resolve();
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const copyShot = async (message: unknown, hitAt: Date, club: string | null): Promise<ShotCopy | null> => {
    const shot = bayShotOf(message, spool.newShotId(), hitAt, club);
    if (!shot) return null;
    const device = (message as { DeviceID?: unknown }).DeviceID;
    const deviceId = typeof device === 'string' ? device : undefined;
    const since = hitAt.getTime() - BAY_SHOT_RESEND_WINDOW_MS;
    while (recent.length > 0 && Date.parse(recent[0]!.shot.hitAt) < since) recent.shift();
    if (recent.some((seen) => seen.device === deviceId && isBayShotResend(seen.shot, shot))) {
      log(`Shot ${shot.shotNumber} from ${deviceId ?? 'the launch monitor'} sent again: kept once.`);
      return null;
    }
    recent.push({ device: deviceId, shot });
    lastShotAt = shot.hitAt;
    // Held from before the file can be seen: the sender lists the spool while the folder is still being synced.
    let named: string | undefined;
    const written = writes.then(() =>
      spool.addShot(shot, deviceId, (n) => {
        named = n;
        unsettled.add(n);
      }),
    );
    writes = written.catch(() => undefined);
    let name: string;
    try {
      name = await written;
    } catch (error) {
      // A spool that cannot be written loses the copy, never the shot to GSPro.
      if (named) unsettled.delete(named);
      log(`Could not spool a shot: ${describe(error)}`);
      return null;
    }
    return {
      settle(answerClub) {
        const done = () => {
          unsettled.delete(name);
          sender.wake();
        };
        if (!answerClub || answerClub === shot.club) return done();
        const rewritten = writes.then(() => spool.rewrite(name, { ...shot, club: answerClub }, deviceId));
        writes = rewritten.then(done, (error: unknown) => {
          log(`Could not note the club of a shot: ${describe(error)}`);
          done();
        });
      },
    };
  };

  const relay = await startRelay({
    listen: options.listen,
    gspro: options.gspro,
    answerWaitMs: timings.answerWaitMs,
    log,
    onShot: copyShot,
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
    return `[bay-agent] ${new Date().toISOString()} GSPro: ${relay.connectedToGspro() ? 'connected' : 'not connected'} | server: ${sender.state()} | shots waiting: ${waiting} | last shot: ${lastShotAt ?? 'none yet'}`;
  };
  /** Health reports on their way: a stopped agent has none left in flight. */
  const reporting = new Set<Promise<void>>();
  /** The health line the desk sees (decision 423), sent with the status line. */
  const reportHealth = () => {
    const report: Promise<void> = (async () =>
      sender.reportHealth({
        gsproConnected: relay.connectedToGspro(),
        shotsWaiting: await spool.waiting().catch(() => 0),
        lastShotAt,
      }))().finally(() => reporting.delete(report));
    reporting.add(report);
  };
  reportHealth();
  const timer = setInterval(() => {
    void status().then(log);
    reportHealth();
  }, timings.statusEveryMs ?? 60_000);
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
      await Promise.all(reporting);
    },
  };
}
