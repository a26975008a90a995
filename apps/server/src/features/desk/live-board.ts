// The desk's live updates (docs/decisions/174-live-board-events.md): server-sent events that tell every open
// desk "the board of these dates changed" within moments of any committed change, whoever made it and through
// whichever server process (the change relay). The events carry dates only, never who holds a bay: the desk
// reads the board again through its role-checked route. Streams:
//   - start with `retry:` (the browser's reconnect delay) and a `ready` event;
//   - get a comment line every `heartbeatMs`, so proxies and idle timeouts keep the connection open;
//   - are told `resync` when the relay may have missed messages, and `closed` (then ended) when the desk closes
//     for someone limited to staffed hours, or when this process drains (SIGTERM): the browser reconnects to
//     another process;
//   - are forgotten when the connection closes (no timer, listener or response is kept for a gone client).
import type { Request, Response } from 'express';
import { authorize, type Capability, type User } from '@longwood/core';
import type { ChangeRelay } from '../../db/change-relay';
import { occupancyChangeMessage } from '../../ports/reservations';

/** What the board's subscribers are told; `dates` empty means "any date" (e.g. a league's computed nights). */
export interface BoardChange {
  dates: readonly string[];
}

export interface LiveBoardOptions {
  relay: ChangeRelay;
  now: () => Date;
  /** Comment lines keep the stream alive through proxies (nginx's default read timeout is 60 s). */
  heartbeatMs?: number;
  /** The browser's reconnect delay after a dropped stream. */
  retryMs?: number;
  /** The capability a stream needs for as long as it lasts (checked at each heartbeat: staffed hours end). */
  capability: Capability;
}

export interface LiveBoard {
  /** Tells every desk of every process; never throws. */
  notify(change: BoardChange): Promise<void>;
  /** Turns this request into an event stream for `user` until either side closes it. */
  attach(user: User, req: Request, res: Response): void;
  /** Open streams in this process (tests check that closed ones are gone). */
  clientCount(): number;
  /** Ends every stream (the process is draining) and stops listening. */
  closeAll(): void;
}

interface Client {
  user: User;
  res: Response;
}

const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_RETRY_MS = 3_000;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function createLiveBoard(options: LiveBoardOptions): LiveBoard {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const clients = new Set<Client>();
  let heartbeat: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  const broadcast = (chunk: string) => {
    for (const client of clients) client.res.write(chunk);
  };

  const drop = (client: Client) => {
    if (!clients.delete(client)) return;
    if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const end = (client: Client, data: unknown) => {
    client.res.write(event('closed', data));
    client.res.end();
    drop(client);
  };

  const beat = () => {
    const at = options.now();
    for (const client of [...clients]) {
      const decision = authorize(client.user, options.capability, at);
      if (!decision.allowed) end(client, { code: decision.code });
      else client.res.write(`: heartbeat ${at.toISOString()}\n\n`);
    }
  };

  const listen = () => {
    unsubscribe ??= options.relay.subscribe({
      message(payload) {
        // Re-read, so nothing but dates ever reaches a stream.
        broadcast(event('change', { dates: occupancyChangeMessage.decode(payload) }));
      },
      resync() {
        broadcast(event('resync', {}));
      },
    });
  };

  return {
    async notify(change) {
      await options.relay.publish(occupancyChangeMessage.encode(change.dates));
    },

    attach(user, req, res) {
      listen();
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      // no-transform: the compression middleware leaves the stream alone instead of buffering it.
      res.setHeader('Cache-Control', 'no-store, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      req.socket.setKeepAlive(true, heartbeatMs);
      const client: Client = { user, res };
      clients.add(client);
      res.write(`retry: ${options.retryMs ?? DEFAULT_RETRY_MS}\n`);
      res.write(event('ready', { at: options.now().toISOString() }));
      heartbeat ??= setInterval(beat, heartbeatMs);
      heartbeat.unref();
      res.on('close', () => drop(client));
    },

    clientCount: () => clients.size,

    closeAll() {
      for (const client of [...clients]) end(client, { code: 'SERVICE_UNAVAILABLE' });
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
