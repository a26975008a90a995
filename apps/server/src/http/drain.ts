// Connection bookkeeping for a graceful drain (docs/decisions/165-graceful-shutdown-and-health.md,
// 209-restarts-nobody-notices.md). A client may send its next request on a keep-alive connection at any moment, and a
// request already on its way when the server closes that connection is lost with a reset: a proxy retries a GET on
// the other process, but never a booking's POST it has sent. So while draining:
//   - every answer, one already being worked on included, says `Connection: close`: the client sends nothing more on
//     that connection, and it closes once answered;
//   - a connection with nothing in flight is closed only once it has been quiet for the keep-alive timeout and the
//     second Node adds to it: when Node itself would close it, which every client is told (the Keep-Alive header)
//     and a proxy is configured to undercut (deploy/nginx.conf), so none of them still sends on it. Before that, a
//     request arriving on it is answered (with Connection: close) like any other;
//   - the listening socket closes without Node's closeIdleConnections(), which http.Server.close() calls and which
//     closes idle keep-alive connections at once, under requests their clients have just sent.
import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/** Node closes an idle keep-alive connection this long after the advertised keep-alive timeout. */
const NODE_KEEP_ALIVE_MARGIN_MS = 1_000;
const SWEEP_EVERY_MS = 100;

interface Tracked {
  /** Requests read and not yet answered. */
  busy: number;
  /** When it last answered, or received bytes, or opened. */
  quietSince: number;
  bytesRead: number;
}

export interface DrainControl {
  /** True once drain() was called. */
  readonly draining: boolean;
  /** How long after drain() the last quiet connection is closed (the keep-alive timeout and Node's margin). */
  readonly quietCloseMs: number;
  /** Stop accepting; answer what comes with Connection: close; `done` once every connection has closed. */
  drain(done: () => void): void;
}

export function trackConnections(server: Server): DrainControl {
  const sockets = new Map<Socket, Tracked>();
  const pending = new Set<ServerResponse>();
  const quietCloseMs = server.keepAliveTimeout + NODE_KEEP_ALIVE_MARGIN_MS;
  let draining = false;

  const sweep = () => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (socket.bytesRead !== state.bytesRead) {
        // Bytes of a request not yet complete (or not yet handed to the app) arrived: not quiet.
        state.bytesRead = socket.bytesRead;
        state.quietSince = now;
      }
      if (state.busy === 0 && now - state.quietSince >= quietCloseMs) socket.destroy();
    }
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, quietSince: Date.now(), bytesRead: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the app's own listener: an answer the app sends at once (a readiness probe) must already say close.
  server.prependListener('request', (req, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.busy += 1;
    pending.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      pending.delete(res);
      state.busy -= 1;
      state.quietSince = Date.now();
      state.bytesRead = req.socket.bytesRead;
    });
  });

  return {
    get draining() {
      return draining;
    },
    quietCloseMs,
    drain(done) {
      draining = true;
      // Answers still being worked on tell their clients to close the connection. One whose headers already went
      // out said keep-alive: its connection is left to close when quiet (or answers its next request with close).
      for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
      // net.Server's close: stop listening; the callback runs once every connection has closed.
      net.Server.prototype.close.call(server, () => done());
      const timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    },
  };
}
