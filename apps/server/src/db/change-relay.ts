// Tells every server process on one database that something changed (docs/decisions/174-live-board-events.md):
// the desk's live board must hear a booking made through any process behind the proxy.
//   Postgres: NOTIFY on a channel after the change committed; every process LISTENs on one dedicated connection
//             (not from the pool: a pooled connection would lose its LISTEN when returned). A process delivers its
//             own messages to its own listeners at once and ignores their echo. If the listening connection drops,
//             it reconnects with backoff and then tells its listeners to resync (messages may have been missed).
//   SQLite:   one process per database file (decision 012), so the relay is in-process.
// The listening connection opens with the first subscriber and closes with close(); publishing never throws.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import { isPostgres } from './dialect';
import { errorText } from '../logger';

export interface RelayListener {
  /** A message published by any process (this one included). */
  message(payload: string): void;
  /** Messages may have been missed (the listening connection was lost and is back): read everything again. */
  resync(): void;
}

export interface ChangeRelay {
  /** Delivers `payload` to every subscriber of every process. Failures are reported through `warn`. */
  publish(payload: string): Promise<void>;
  subscribe(listener: RelayListener): () => void;
  /**
   * True while every other process's messages reach this one: always on SQLite (one process); on Postgres once the
   * listening connection has run LISTEN, until it is lost. Caches trust their copies only while this holds.
   */
  listening(): boolean;
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

export interface ChangeRelayOptions {
  /** Postgres channel name (letters, digits, underscores). */
  channel: string;
  warn: (line: string) => void;
  /** Waits before reconnecting the listening connection, in order; the last repeats. */
  reconnectDelaysMs?: readonly number[];
}

const DEFAULT_RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

export function createChangeRelay(db: Knex, options: ChangeRelayOptions): ChangeRelay {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`Invalid relay channel: ${options.channel}`);
  const listeners = new Set<RelayListener>();
  const deliver = (payload: string) => {
    for (const listener of listeners) listener.message(payload);
  };
  if (!isPostgres(db)) {
    return {
      publish(payload) {
        deliver(payload);
        return Promise.resolve();
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      listening: () => true,
      close() {
        listeners.clear();
        return Promise.resolve();
      },
    };
  }
  return postgresRelay(db, options, listeners, deliver);
}

interface Envelope {
  origin: string;
  payload: string;
}

function postgresRelay(
  db: Knex,
  options: ChangeRelayOptions,
  listeners: Set<RelayListener>,
  deliver: (payload: string) => void,
): ChangeRelay {
  const origin = randomUUID();
  const delays = options.reconnectDelaysMs ?? DEFAULT_RECONNECT_DELAYS_MS;
  const connection = (db.client as Knex.Client).config.connection as string | pg.ClientConfig;
  let client: pg.Client | null = null;
  let starting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let closed = false;

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== options.channel || note.payload === undefined) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(note.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin !== origin && typeof envelope.payload === 'string') deliver(envelope.payload);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1_000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect(true);
    }, delay);
    retryTimer.unref();
  };

  async function connect(isReconnect: boolean): Promise<void> {
    // Loaded here, not at start: a server on SQLite never needs the driver (about 4.6 MB resident).
    const { default: pgDriver } = await import('pg');
    const next = new pgDriver.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    // A dropped connection: forget it and come back (the 'error' handler also keeps the process alive).
    const lost = (reason: string) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      if (!closed) options.warn(`[relay] lost the ${options.channel} listener (${reason}); reconnecting`);
      scheduleReconnect();
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', onNotification);
    try {
      await next.connect();
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      await next.query(`LISTEN ${options.channel}`);
      client = next;
      attempt = 0;
      if (isReconnect) for (const listener of listeners) listener.resync();
    } catch (error) {
      next.removeAllListeners('notification');
      await next.end().catch(() => undefined);
      if (!closed) {
        options.warn(`[relay] could not listen on ${options.channel}: ${errorText(error)}`);
      }
      scheduleReconnect();
    }
  }

  return {
    async publish(payload) {
      deliver(payload);
      try {
        const envelope: Envelope = { origin, payload };
        await db.raw('SELECT pg_notify(?, ?)', [options.channel, JSON.stringify(envelope)]);
      } catch (error) {
        options.warn(`[relay] could not notify ${options.channel}: ${errorText(error)}`);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      starting ??= connect(false);
      return () => listeners.delete(listener);
    },
    listening: () => client !== null && !closed,
    async close() {
      closed = true;
      listeners.clear();
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await starting;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => undefined);
      }
    },
  };
}
