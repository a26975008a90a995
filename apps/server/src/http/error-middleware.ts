// The one error middleware: every failure leaves the API as JSON `{ code, message, fieldErrors? }`
// (core's apiErrorBodySchema; the code's status comes from core's error table).
// Body-parser failures (malformed JSON, too large, wrong charset) are the client's fault → 4xx, never 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { $ZodError } from 'zod/v4/core';
import type { ApiErrorBody } from '@longwood/core';
import { isConnectionLost } from '../db/dialect';
import { AppError, isAppError } from './errors';
import { zodToAppError } from './zod-errors';

export type ErrorLogger = (error: unknown) => void;

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Seconds a client should wait before retrying a 503 (the database is reconnecting). */
export const RETRY_AFTER_SECONDS = 5;

function toAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  // The database connection died or cannot be had: this request fails with 503, the process keeps serving
  // (docs/decisions/160-database-faults-answer-503.md).
  if (isConnectionLost(error)) return new AppError('SERVICE_UNAVAILABLE');
  // $ZodError: the error of zod/mini (core's schemas) and the base of classic zod's ZodError alike.
  if (error instanceof $ZodError) return zodToAppError(error);
  if (typeof error === 'object' && error !== null) {
    const e = error as HttpishError;
    const status = e.status ?? e.statusCode;
    if (e.type === 'entity.parse.failed') return new AppError('INVALID_JSON');
    if (e.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
    // Other body-parser / http-errors client errors (unsupported charset or encoding, aborted body...).
    if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false) {
      return new AppError(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'MALFORMED_REQUEST');
    }
  }
  return undefined;
}

export function apiNotFound(): RequestHandler {
  return (req, _res, next) => {
    next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}.`));
  };
}

/** The request id the request logger gave the request (also sent as the X-Request-Id header), if any. */
function requestIdOf(req: unknown): string | undefined {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

export function errorMiddleware(logError: ErrorLogger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // E.g. the session store failing to save after the answer went out (express-session reports it after
      // ending the response): log it; only hand it on (Express then closes the socket) if the answer is unfinished.
      logError(error);
      if (!res.writableEnded) next(error);
      return;
    }
    const requestId = requestIdOf(req);
    const appError = toAppError(error);
    if (!appError) {
      logError(error);
      const body: ApiErrorBody = { code: 'INTERNAL_ERROR', message: new AppError('INTERNAL_ERROR').message };
      if (requestId) body.requestId = requestId;
      res.status(500).json(body);
      return;
    }
    // A deliberate 5xx (e.g. the booking lock's 503) is still the server failing a user: operators must see it.
    if (appError.status >= 500) logError(appError === error ? appError : error);
    const body: ApiErrorBody = { code: appError.code, message: appError.message };
    if (appError.fieldErrors) body.fieldErrors = appError.fieldErrors;
    if (appError.status >= 500 && requestId) body.requestId = requestId;
    if (appError.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
    else if (appError.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(appError.status).json(body);
  };
}
