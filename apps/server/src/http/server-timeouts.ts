// Timeouts of the HTTP server (docs/decisions/205-bounded-password-work-and-timeouts.md): a client that sends its
// headers (or its request) byte by byte is answered 408 and cut off, so slow connections cannot hold sockets.
import type { ServerOptions } from 'node:http';
import type { Env } from '../env';

/** Options for http.createServer from the HTTP_*_TIMEOUT_SECONDS settings. */
export function httpServerOptions(env: Env): ServerOptions {
  const headersTimeout = env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    headersTimeout,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    // Node checks the two timeouts only this often (30 s by default, which let a slow client stay 40 s): a
    // quarter of the headers timeout, at most a second, so a connection outlives its timeout by little.
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}
