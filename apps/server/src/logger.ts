// Structured logs (docs/decisions/166-structured-logs-and-request-ids.md): pino, one JSON object a line;
// pino-http writes one line per request with its id, method, path (no query string), status and duration.
// Nothing personal or secret is logged: no headers (cookies), no bodies, no query strings, no client address,
// and errors only as { type, code, message, stack } (a Postgres error's `detail` repeats the row's values).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Logger } from './app-context';

export type PinoLogger = pino.Logger;

/** A logger for the app that also carries the pino instance the request logger writes to. */
export interface StructuredLogger extends Logger {
  readonly pino: PinoLogger;
}

const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id from the proxy in front is kept when it looks like one; anything else is replaced. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: Record<string, unknown> = { type: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.stack) out.stack = error.stack;
  return out;
}

export function createPino(
  settings: { NODE_ENV: string; LOG_LEVEL?: string | undefined },
  destination?: pino.DestinationStream,
): PinoLogger {
  const options: pino.LoggerOptions = {
    level: settings.LOG_LEVEL ?? (settings.NODE_ENV === 'test' ? 'warn' : 'info'),
    base: { pid: process.pid },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function toLogger(instance: PinoLogger): StructuredLogger {
  return {
    pino: instance,
    info: (message) => instance.info(message),
    warn: (message) => instance.warn(message),
    error: (message, error) =>
      error === undefined ? instance.error(message) : instance.error({ err: error }, message),
  };
}

export function createLogger(settings: { NODE_ENV: string; LOG_LEVEL?: string | undefined }): StructuredLogger {
  return toLogger(createPino(settings));
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/**
 * The request logger: gives every request an id (kept from a proxy's X-Request-Id when well-formed), sends it
 * back in the X-Request-Id header, and logs one line per answered request. With no pino instance (tests that
 * pass their own Logger) it still assigns ids but writes nothing.
 */
export function requestLogger(instance: PinoLogger | undefined): HttpLogger {
  return pinoHttp({
    logger: instance ?? pino({ enabled: false }),
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only what is needed to trace a request; no headers, cookies, bodies, query strings or addresses.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: serializeError,
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // Health probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}
