// Structured logs (docs/decisions/165-graceful-shutdown-and-health.md): pino, one JSON object a line;
// requestLogger() writes one line per request with its id, method, path (no query string), status and duration.
// Nothing personal or secret is logged: no headers (cookies), no bodies, no query strings, no client address,
// and errors only as { type, code, message, stack } (a Postgres error's `detail` repeats the row's values).
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino from 'pino';
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

/** Health probes every few seconds would drown the log. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The request logger: gives every request an id (kept from a proxy's X-Request-Id when well-formed), sends it
 * back in the X-Request-Id header, and logs one line per request when its answer is finished or the connection
 * closed before (error level from 500 on; at LOG_LEVEL=warn only those and aborted ones). With no pino instance (tests that pass their own Logger) it still
 * assigns ids but writes nothing. Our own rather than pino-http's: that one built a child logger and serialized the
 * request for every request even when its line was below the log level (decision 184's per-request cost).
 */
export function requestLogger(instance: PinoLogger | undefined): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    (req as { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (instance && !UNLOGGED_PATHS.has(pathOf(req.url)) && instance.isLevelEnabled('warn')) {
      const startedAt = performance.now();
      res.once('close', () => {
        const status = res.statusCode;
        // Only what is needed to trace a request; no headers, cookies, bodies, query strings or addresses.
        const line = {
          req: { id, method: req.method, path: pathOf(req.originalUrl) },
          res: { status },
          responseTime: Math.round(performance.now() - startedAt),
        };
        if (!res.writableFinished) instance.warn(line, 'request aborted');
        else if (status >= 500) instance.error(line, 'request errored');
        else instance.info(line, 'request completed');
      });
    }
    next();
  };
}

/** What a caught error says, for a log line: its message, or the thrown value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
