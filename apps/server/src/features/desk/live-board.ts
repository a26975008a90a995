// The desk's live updates (docs/decisions/174-live-board-events.md): server-sent events that tell every open
// desk "the board of these dates changed" within moments of any committed change, whoever made it and through
// whichever server process (the change relay). The events carry dates only, never who holds a bay: the desk
// reads the board again through its role-checked route. Streams:
//   - start with `retry:` (the browser's reconnect delay) and a `ready` event;
//   - get a comment line every `heartbeatMs`, so proxies and idle timeouts keep the connection open;
//   - are told `resync` when the relay may have missed messages;
//   - live only as long as their right to exist (docs/decisions/174-live-board-events.md): before
//     every event and heartbeat, and at once when the session relay says a session or user changed in any process,
//     the stream's session is read again from the session store with its user as they are now, and the one policy
//     asked again; the stream is then ended with a `closed` event saying why ({ reason, code }): 'signed-out' (the
//     session ended), 'account-deleted', 'role-removed' (the policy no longer allows it), 'desk-closed' (staffed
//     hours ended), 'restarting' (this process drains, or cannot check: the browser reconnects elsewhere);
//   - are forgotten when the connection closes (no timer, listener or response is kept for a gone client).
import type { Request, Response } from 'express';
import {
  authorize,
  type Capability,
  type ErrorCode,
  type RoleFlags,
  type StaffedHours,
  type User,
} from '@longwood/core';
import type { ChangeRelay } from '../../db/change-relay';
import type { SessionStoreHandle } from '../../db/session-store';
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
  /** The capability a stream needs for as long as it lasts (checked before every event and heartbeat). */
  capability: Capability;
  /** The facility's staffed hours now (the policy's limit on front-desk staff); the specification's without. */
  staffedHours?: () => StaffedHours;
  /** Where each stream's session is read again, and which tells of every change to sessions and users. */
  sessions: Pick<SessionStoreHandle, 'current' | 'onChanged'>;
  /** The account as it is now (undefined: deleted), to tell a deleted account from a sign-out. */
  findUser: (id: number) => Promise<User | undefined>;
  /** A stored session past its absolute lifetime has ended even before a request ends it (http/session.ts). */
  hasOutlivedItsLifetime: (data: object, user: RoleFlags, at: Date) => boolean;
}

/** Why a stream was ended, as its `closed` event says. */
export type ClosedReason = 'signed-out' | 'account-deleted' | 'role-removed' | 'desk-closed' | 'restarting';

const CLOSED_CODES: Record<ClosedReason, ErrorCode> = {
  'signed-out': 'NOT_SIGNED_IN',
  'account-deleted': 'NOT_SIGNED_IN',
  'role-removed': 'STAFF_ONLY',
  'desk-closed': 'FRONT_DESK_CLOSED',
  restarting: 'SERVICE_UNAVAILABLE',
};

export interface LiveBoard {
  /** Tells every desk of every process; never throws. */
  notify(change: BoardChange): Promise<void>;
  /** Turns this request into an event stream for `user` until either side closes it. */
  attach(user: User, req: Request, res: Response): void;
  /** Open streams in this process (tests check that closed ones are gone). */
  clientCount(): number;
  /**
   * Ends every stream (the process is draining) and stops listening; a stream asked for afterwards (on a keep-alive
   * connection the drain still answers) is ended at once the same way, so none holds the drain open.
   */
  closeAll(): void;
}

interface Client {
  userId: number;
  sid: string;
  req: Request;
  res: Response;
  /** Every write waits for the check before it, in order. */
  queue: Promise<void>;
}

const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_RETRY_MS = 3_000;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function createLiveBoard(options: LiveBoardOptions): LiveBoard {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const clients = new Set<Client>();
  let heartbeat: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  let closing = false;

  const drop = (client: Client) => {
    if (!clients.delete(client)) return;
    if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const end = (client: Client, reason: ClosedReason, code: ErrorCode = CLOSED_CODES[reason]) => {
    if (!clients.has(client)) return;
    drop(client);
    // The session read when the stream opened is not saved when it ends: it may have been signed out since
    // (express-session would write it back), and any other request's changes since would be overwritten.
    Reflect.deleteProperty(client.req, 'session');
    client.res.write(event('closed', { reason, code }));
    client.res.end();
  };

  /** Why `client` may no longer stream, read now; null while it may. */
  const revoked = async (client: Client): Promise<{ reason: ClosedReason; code?: ErrorCode } | null> => {
    const at = options.now();
    const current = await options.sessions.current(client.sid);
    const read = current?.data.userId === client.userId ? current.read : undefined;
    const user = read?.userId === client.userId ? read.user : null;
    if (!current || !user || options.hasOutlivedItsLifetime(current.data, user, at)) {
      const account = user ?? (await options.findUser(client.userId));
      return { reason: account ? 'signed-out' : 'account-deleted' };
    }
    const decision = authorize(user, options.capability, at, options.staffedHours?.());
    if (decision.allowed) return null;
    return decision.code === 'FRONT_DESK_CLOSED'
      ? { reason: 'desk-closed' }
      : { reason: 'role-removed', code: decision.code };
  };

  /** Checks `client` again, then writes `chunk` (if any) or ends the stream; in order with its other writes. */
  const send = (client: Client, chunk: (() => string) | null) => {
    client.queue = client.queue.then(async () => {
      if (!clients.has(client)) return;
      let why: Awaited<ReturnType<typeof revoked>>;
      try {
        why = await revoked(client);
      } catch {
        // The store cannot answer: nothing is sent unchecked; the browser reconnects, and its next request is judged.
        why = { reason: 'restarting' };
      }
      if (!clients.has(client)) return;
      if (why) end(client, why.reason, why.code);
      else if (chunk) client.res.write(chunk());
    });
  };

  const broadcast = (chunk: string) => {
    for (const client of clients) send(client, () => chunk);
  };

  const beat = () => {
    for (const client of clients) send(client, () => `: heartbeat ${options.now().toISOString()}\n\n`);
  };

  const listen = () => {
    if (unsubscribe) return;
    const fromBoard = options.relay.subscribe({
      message(payload) {
        // Re-read, so nothing but dates ever reaches a stream.
        broadcast(event('change', { dates: occupancyChangeMessage.decode(payload) }));
      },
      resync() {
        broadcast(event('resync', {}));
      },
    });
    // A sign-out, a role switch or a deletion in any process: the streams it may concern are checked at once.
    const fromSessions = options.sessions.onChanged((affects) => {
      for (const client of clients) if (affects(client.sid)) send(client, null);
    });
    unsubscribe = () => {
      fromBoard();
      fromSessions();
    };
  };

  return {
    async notify(change) {
      await options.relay.publish(occupancyChangeMessage.encode(change.dates));
    },

    attach(user, req, res) {
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      // no-transform: the compression middleware leaves the stream alone instead of buffering it.
      res.setHeader('Cache-Control', 'no-store, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      req.socket.setKeepAlive(true, heartbeatMs);
      const client: Client = { userId: user.id, sid: req.sessionID, req, res, queue: Promise.resolve() };
      clients.add(client);
      res.write(`retry: ${options.retryMs ?? DEFAULT_RETRY_MS}\n`);
      if (closing) {
        // The desk reconnects, and another process answers.
        end(client, 'restarting');
        return;
      }
      listen();
      res.write(event('ready', { at: options.now().toISOString() }));
      heartbeat ??= setInterval(beat, heartbeatMs);
      heartbeat.unref();
      res.on('close', () => drop(client));
    },

    clientCount: () => clients.size,

    closeAll() {
      closing = true;
      for (const client of [...clients]) end(client, 'restarting');
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
