// Connection bookkeeping for a graceful drain (docs/decisions/165-graceful-shutdown-and-health.md). Node's
// closeIdleConnections() also closes a connection that was just accepted and whose request has not been read
// yet, which resets a request the client already sent. Here a connection is closed while draining only when
// it is idle after having answered at least one request (a keep-alive connection), or when it has sent nothing
// for GRACE_MS (a client that connected and went quiet).
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const GRACE_MS = 1_000;

interface Tracked {
  openedAt: number;
  busy: number;
  served: number;
}

export interface DrainControl {
  /** True once drain() was called. */
  readonly draining: boolean;
  /** Stop accepting; close quiet connections now and as they become quiet; `done` when all are closed. */
  drain(done: () => void): void;
}

export function trackConnections(server: Server): DrainControl {
  const sockets = new Map<Socket, Tracked>();
  const pending = new Set<ServerResponse>();
  let draining = false;

  const sweep = () => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.busy > 0) continue;
      if (state.served > 0 || now - state.openedAt >= GRACE_MS) socket.destroySoon();
    }
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { openedAt: Date.now(), busy: 0, served: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.busy += 1;
    pending.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      pending.delete(res);
      state.busy -= 1;
      state.served += 1;
      if (draining && state.busy === 0) req.socket.destroySoon();
    });
  });

  return {
    get draining() {
      return draining;
    },
    drain(done) {
      draining = true;
      // Answers still being worked on tell their clients to close the connection.
      for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.close(() => done());
      sweep();
      const timer = setInterval(sweep, 100);
      timer.unref();
    },
  };
}
